import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { RouteStory } from '../../../testing/RouteStory';
import { t, tMatch } from '../../../../../../.storybook/i18n';

const meta = {
  title: 'Screens/Profile/Static Pages',
  component: RouteStory,
  args: { path: '/privacy-policy' },
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrivacyPolicy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The blue top bar carries the title and the back arrow.
    await expect(await canvas.findByRole('button', { name: t('common.back') })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('common.privacyPolicy') }),
    ).toBeVisible();
    await expect(canvas.getByText(tMatch('privacy.lastUpdated'))).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(13);
  },
};

export const TermsAndConditions: Story = {
  args: { path: '/terms-n-conditions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('terms.sections.s7.title') }),
    ).toBeVisible();
  },
};

export const Support: Story = {
  args: { path: '/support' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: t('support.contactLink') })).toBeVisible();
  },
};

export const ContactUs: Story = {
  args: { path: '/contact-us' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('contactUs.reply'))).toBeVisible();
  },
};

export const Invitation: Story = {
  args: { path: '/invitation' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('home.welcome') })).toBeVisible();
    await expect(canvas.getByRole('img', { name: t('invitation.playStore') })).toBeVisible();
  },
};

export const Maintenance: Story = {
  args: { path: '/maintenance' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('maintenance.message'))).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { path: '/500' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('serverError.title') }),
    ).toBeVisible();
  },
};
