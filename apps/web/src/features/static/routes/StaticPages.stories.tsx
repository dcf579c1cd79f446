import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { RouteStory } from '../../../testing/RouteStory';

const meta = {
  title: 'Screens/Static',
  component: RouteStory,
  args: { path: '/privacy-policy' },
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrivacyPolicy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The blue top bar carries the title and the back arrow.
    await expect(await canvas.findByRole('button', { name: 'Back' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeVisible();
    await expect(canvas.getByText('Last updated: 15 Jan 2022')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(13);
  },
};

export const PrivacyPolicyChinese: Story = {
  globals: { locale: 'cn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
  },
};

export const PrivacyPolicyJapanese: Story = {
  globals: { locale: 'jp' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'プライバシーポリシー' }),
    ).toBeVisible();
  },
};

export const TermsAndConditions: Story = {
  args: { path: '/terms-n-conditions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '7. Governing law' })).toBeVisible();
  },
};

export const TermsAndConditionsJapanese: Story = {
  args: { path: '/terms-n-conditions' },
  globals: { locale: 'jp' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '7. 準拠法' })).toBeVisible();
  },
};

export const Support: Story = {
  args: { path: '/support' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Contact us' })).toBeVisible();
  },
};

export const ContactUs: Story = {
  args: { path: '/contact-us' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We will reply within 48 hours.')).toBeVisible();
  },
};

export const ContactUsChinese: Story = {
  args: { path: '/contact-us' },
  globals: { locale: 'cn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('我们将在 48 小时内回复。')).toBeVisible();
  },
};

export const Invitation: Story = {
  args: { path: '/invitation' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome to Ugift' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Get it on Google Play' })).toBeVisible();
  },
};

export const Maintenance: Story = {
  args: { path: '/maintenance' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Please check back in sometime.')).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { path: '/500' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Internal Server Error' }),
    ).toBeVisible();
  },
};

export const MaintenanceChinese: Story = {
  args: { path: '/maintenance' },
  globals: { locale: 'cn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '返回' })).toBeVisible();
  },
};

export const ServerErrorJapanese: Story = {
  args: { path: '/500' },
  globals: { locale: 'jp' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '戻る' })).toBeVisible();
  },
};

export const SupportJapanese: Story = {
  args: { path: '/support' },
  globals: { locale: 'jp' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '戻る' })).toBeVisible();
  },
};

export const InvitationChinese: Story = {
  args: { path: '/invitation?source=sms' },
  globals: { locale: 'cn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '返回' })).toBeVisible();
    await expect(canvas.getAllByRole('img').length).toBeGreaterThanOrEqual(2);
  },
};
