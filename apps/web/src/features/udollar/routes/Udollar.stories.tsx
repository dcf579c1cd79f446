import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import type { HttpHandler } from 'msw';

import { handlers, mockFailure, mockLoading, mockResponse } from '@ugift/api-client/mocks';

import { success } from '../../../testing/replies';
import { RouteStory } from '../../../testing/RouteStory';
import { cards, history, member } from '../testing/fixtures';

const listOf = (table: typeof cards) =>
  mockResponse('list_udollar_giftcards', { ...success, table });
const historyOf = (table: typeof history) =>
  mockResponse('history_udollar_giftcards', { ...success, table });

/** The contract's backend answering these cards and history, with a story's overrides first. */
const backend = (...overrides: HttpHandler[]) => ({
  msw: { handlers: [...overrides, listOf(cards), historyOf(history), ...handlers] },
});

const meta = {
  title: 'Screens/Wallet/uDollar',
  component: RouteStory,
  args: { path: '/udollar-list', member },
  parameters: backend(),
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Balance: SGD 20.00')).toBeVisible();
  },
};

export const ListEmpty: Story = {
  parameters: backend(listOf([])),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No uDollar yet')).toBeVisible();
  },
};

export const ListLoading: Story = {
  parameters: backend(mockLoading('list_udollar_giftcards')),
};

/** A failed list says so with Retry, never 'No uDollar yet'. */
export const ListLoadError: Story = {
  parameters: backend(mockFailure('list_udollar_giftcards', 'Server busy')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.queryByText('No uDollar yet')).toBeNull();
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
  parameters: backend(mockLoading('history_udollar_giftcards')),
};

export const HistoryLoadError: Story = {
  args: { path: '/udollar-history?id=31' },
  parameters: backend(mockFailure('history_udollar_giftcards', 'Server busy')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.queryByText('No UDollar history yet')).toBeNull();
  },
};

export const HistoryEmpty: Story = {
  args: { path: '/udollar-history?id=31' },
  parameters: backend(historyOf([])),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No UDollar history yet')).toBeVisible();
  },
};
