import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { backend, failure, ok, pending, type Replies } from '../../../testing/replies';
import { RouteStory } from '../../../testing/RouteStory';
import { member } from '../../../testing/data';
import { cards, history } from '../testing/fixtures';
import { t } from '../../../../../../.storybook/i18n';

/** The contract's backend answering these cards and history, with a story's replies first. */
const udollar = (replies: Replies = {}) =>
  backend({
    list_udollar_giftcards: ok({ table: cards }),
    history_udollar_giftcards: ok({ table: history }),
    ...replies,
  });

const meta = {
  title: 'Screens/Wallet/uDollar',
  component: RouteStory,
  args: { path: '/udollar-list', member },
  parameters: udollar(),
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t('udollar.balance', { amount: 'SGD 20.00' })),
    ).toBeVisible();
  },
};

export const ListEmpty: Story = {
  parameters: udollar({ list_udollar_giftcards: ok({ table: [] }) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('udollar.empty'))).toBeVisible();
  },
};

export const ListLoading: Story = {
  parameters: udollar({ list_udollar_giftcards: pending }),
};

/** A failed list says so with Retry, never 'No uDollar yet'. */
export const ListLoadError: Story = {
  parameters: udollar({ list_udollar_giftcards: failure('Server busy') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('common.retry') })).toBeVisible();
    await expect(canvas.queryByText(t('udollar.empty'))).toBeNull();
  },
};

export const History: Story = {
  args: { path: '/udollar-history?id=31' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('UG-2026-000917')).toBeVisible();
  },
};

export const HistoryLoading: Story = {
  args: { path: '/udollar-history?id=31' },
  parameters: udollar({ history_udollar_giftcards: pending }),
};

export const HistoryLoadError: Story = {
  args: { path: '/udollar-history?id=31' },
  parameters: udollar({ history_udollar_giftcards: failure('Server busy') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('common.retry') })).toBeVisible();
    await expect(canvas.queryByText(t('udollar.historyEmpty'))).toBeNull();
  },
};

export const HistoryEmpty: Story = {
  args: { path: '/udollar-history?id=31' },
  parameters: udollar({ history_udollar_giftcards: ok({ table: [] }) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('udollar.historyEmpty'))).toBeVisible();
  },
};

/** The states in the order a designer walks them (the sidebar's order): see the Introduction. */
export const __namedExportsOrder = [
  'List',
  'ListEmpty',
  'ListLoading',
  'ListLoadError',
  'History',
  'HistoryEmpty',
  'HistoryLoading',
  'HistoryLoadError',
];
