import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { RouteStory } from '../../../testing/RouteStory';
import { member } from '../../../testing/data';
import { cardOf, groups } from '../testing/fixtures';
import { backend, ok, pending, type Replies } from '../../../testing/replies';
import { t } from '../../../../../../.storybook/i18n';
import * as checkoutFixtures from '../testing/fixtures';
import { apiText } from '../../../testing/api-text';

const handlers = (replies: Replies) => backend(replies);

const meta = {
  title: 'Screens/Gifting/Checkout',
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
    await userEvent.click(
      await canvas.findByRole('button', {
        name: new RegExp(apiText('Birthday balloons', checkoutFixtures)),
      }),
    );
    await expect(canvas.getByRole('button', { name: t('checkout.nextStep') })).toBeEnabled();
  },
};

/** /checkout-cardselection?type=Yes: only the cards that can be customised, each marked. */
export const CardSelectionEditableOnly: Story = {
  args: { path: '/checkout-cardselection?type=Yes' },
  parameters: handlers({
    list_giftcard: (fields) =>
      ok({
        table: groups.map((group) => ({
          ...group,
          giftcards: group.giftcards.filter(
            (card) => card.is_editable === (fields.filter_by_editable ?? card.is_editable),
          ),
        })),
      }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Thank you flowers')).toBeVisible();
    await expect(canvas.queryByText('Birthday cake')).toBeNull();
  },
};

/** The card chosen on /gift-card-product (gid) starts selected. */
export const CardSelectionFromGiftCard: Story = {
  args: { storage: { gid: '9' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Thank you flowers/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const CardSelectionLoading: Story = {
  parameters: handlers({ list_giftcard: pending }),
};

export const Customisation: Story = {
  args: { path: '/checkout-cardcustomization?id=7' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('textbox', { name: t('basket.message') }),
    ).toBeVisible();
  },
};
