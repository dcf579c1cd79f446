import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { RouteStory } from '../../../testing/RouteStory';
import { cardOf, groups, member, ok } from '../testing/fixtures';
import { apiHandler, pending, type Reply } from '../testing/mock-api';

const handlers = (replies: Record<string, Reply>) => ({
  msw: { handlers: [apiHandler(replies)] },
});

const meta = {
  title: 'Screens/Checkout',
  component: RouteStory,
  args: { path: '/checkout-cardselection', member },
  parameters: handlers({
    list_giftcard: () => ok({ table: groups }),
    detail_giftcard: () => ok({ table: cardOf() }),
    list_music: () => ok({ table: [{ id: '2', name: 'Birthday Waltz', url: '' }] }),
  }),
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CardSelection: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Thank you flowers')).toBeVisible();
  },
};

export const CardSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Birthday balloons/ }));
    await expect(canvas.getByRole('button', { name: 'Next Step' })).toBeEnabled();
  },
};

export const CardSelectionLoading: Story = {
  parameters: handlers({ list_giftcard: pending }),
};

export const CardSelectionChinese: Story = {
  globals: { locale: 'cn' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('生日气球')).toBeVisible();
  },
};

export const CardSelectionJapanese: Story = {
  globals: { locale: 'jp' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('カードを選ぶ', { selector: 'li' }),
    ).toBeVisible();
  },
};

export const Customisation: Story = {
  args: { path: '/checkout-cardcustomization?id=7' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('textbox', { name: 'Message' }),
    ).toBeVisible();
  },
};
