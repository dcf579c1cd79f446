import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { RouteStory } from '../../../testing/RouteStory';

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
    await expect(await canvas.findByRole('button', { name: 'Back' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeVisible();
    await expect(canvas.getByText('Last updated: 15 Jan 2022')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(13);
  },
};

export const TermsAndConditions: Story = {
  args: { path: '/terms-n-conditions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '7. Governing law' })).toBeVisible();
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
