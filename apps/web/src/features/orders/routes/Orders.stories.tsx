import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { RouteStory } from '../../../testing/RouteStory';
import { coffeeForTwo, orderOf, recipient, sender } from '../../../testing/data';
import {
  campaignOrder,
  friends,
  giftedForRecipient,
  giftedOrder,
  pendingOrder,
  periods,
  refundedOrder,
  refundedScheduledOrder,
  selfUseOrder,
} from '../testing/fixtures';
import { backend, failure, ok, pending, type Replies } from '../../../testing/replies';
import { inLanguage, t, tMatch } from '../../../../../../.storybook/i18n';

const music = () => ok({ table: [{ id: '2', name: 'Birthday Waltz', url: '' }] });
const handlers = (replies: Replies) => backend({ list_music: music, ...replies });
const details = (order: ReturnType<typeof orderOf>) =>
  handlers({
    detail_order: () => ok({ table: order }),
    list_friend: () => ok({ total: 2, table: friends }),
  });

const meta = {
  title: 'Screens/Orders/Orders',
  component: RouteStory,
  args: { path: '/order-details?id=900', member: sender },
  parameters: details(orderOf()),
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToPay: Story = {
  args: { path: '/order-topay' },
  parameters: handlers({ list_order: () => ok({ table: [pendingOrder()] }) }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        inLanguage(coffeeForTwo.multiple_languages).product_name,
      ),
    ).toBeVisible();
  },
};

export const ToPayEmpty: Story = {
  args: { path: '/order-topay' },
  parameters: handlers({ list_order: () => ok({ table: [] }) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('orders.empty'))).toBeVisible();
  },
};

export const ToPayLoading: Story = {
  args: { path: '/order-topay' },
  parameters: handlers({ list_order: pending }),
};

/** A failed list says so with Retry, never 'No order yet'. */
export const ToPayLoadError: Story = {
  args: { path: '/order-topay' },
  parameters: handlers({ list_order: failure('Server busy') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('common.retry') })).toBeVisible();
    await expect(canvas.queryByText(t('orders.empty'))).toBeNull();
  },
};

export const MyPurchases: Story = {
  args: { path: '/order-mypurchases' },
  parameters: handlers({
    list_filter_time: () => ok({ table: periods }),
    list_order: () => ok({ table: [orderOf(), selfUseOrder()] }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('tab', { name: t('orders.tabPurchased') }),
    ).toHaveAttribute('aria-selected', 'true');
    // The kit's month and year dropdowns start on the first period.
    await expect(
      await canvas.findByRole('combobox', { name: t('ui:monthYear.month') }),
    ).toHaveValue('1');
    await expect(canvas.getByRole('combobox', { name: t('ui:monthYear.year') })).toHaveValue(
      '2026',
    );
  },
};

export const MyPurchasesOtherPeriod: Story = {
  args: { path: '/order-mypurchases' },
  parameters: handlers({
    list_filter_time: () => ok({ table: periods }),
    list_order: (fields) =>
      ok({ table: fields.filter_by_month === '12' ? [selfUseOrder()] : [orderOf()] }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: t('ui:monthYear.year') }),
      '2025',
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('ui:monthYear.month') }),
      '12',
    );
    await expect(canvas.getByRole('combobox', { name: t('ui:monthYear.month') })).toHaveValue('12');
  },
};

/** A refunded order stays with the purchases (it was paid), saying Refunded and when. */
export const MyPurchasesRefunded: Story = {
  args: { path: '/order-mypurchases' },
  parameters: handlers({
    list_filter_time: () => ok({ table: periods }),
    list_order: () => ok({ table: [selfUseOrder(), refundedOrder()] }),
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(tMatch('orders.listRefunded')),
    ).toBeVisible();
  },
};

export const MyPurchasesSent: Story = {
  args: { path: '/order-mypurchases?status=sent' },
  parameters: handlers({
    list_filter_time: () => ok({ table: periods }),
    list_order: () => ok({ table: [giftedOrder()] }),
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t('orders.sentTo', { name: 'Mei Lin' })),
    ).toBeVisible();
  },
};

export const Received: Story = {
  args: { path: '/order-received', member: recipient },
  parameters: handlers({
    list_filter_time: () => ok({ table: periods }),
    list_order: () => ok({ table: [giftedForRecipient()] }),
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t('orders.receivedFrom', { name: 'Alex Tan' })),
    ).toBeVisible();
  },
};

export const ReceivedEmpty: Story = {
  args: { path: '/order-received', member: recipient },
  parameters: handlers({
    list_filter_time: () => ok({ table: [] }),
    list_order: () => ok({ table: [] }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('orders.empty'))).toBeVisible();
  },
};

export const DetailsPaidSender: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(t('orders.music', { name: 'Birthday Waltz' })),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('orders.sendToFriends') })).toBeVisible();
  },
};

export const DetailsPending: Story = {
  parameters: details(pendingOrder()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('orders.payNow') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('orders.cancelOrder') })).toBeVisible();
  },
};

export const DetailsCancelConfirmation: Story = {
  parameters: details(pendingOrder()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('orders.cancelOrder') }));
    await expect(await canvas.findByText(t('orders.cancelConfirm'))).toBeVisible();
  },
};

export const DetailsSelfUse: Story = {
  parameters: details(selfUseOrder()),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: t('orders.viewVoucher') }),
    ).toBeVisible();
  },
};

export const DetailsGiftedSender: Story = {
  parameters: details(giftedOrder()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('orders.redeemDate'))).toBeVisible();
  },
};

export const DetailsGiftedRecipient: Story = {
  args: { member: recipient },
  parameters: details(giftedForRecipient()),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t('orders.receivedFromLabel')),
    ).toBeVisible();
  },
};

export const DetailsGiftedRecipientCardOnly: Story = {
  args: { member: recipient },
  parameters: details({ ...giftedForRecipient(), products: [], order_amount: undefined }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t('orders.receivedFromLabel')),
    ).toBeVisible();
  },
};

/** Refunded by the support desk (issue 44): its status and date, nothing to send or show. */
export const DetailsRefunded: Story = {
  parameters: details(refundedOrder()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('orders.refundedOn'))).toBeVisible();
    await expect(canvas.getByText(t('orders.refundedStatus'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('orders.viewVoucher') })).toBeNull();
  },
};

/**
 * A scheduled gift refunded before its time (issue 45): it never reached Mei Lin, so it was to
 * be sent to her, never "Sent to".
 */
export const DetailsRefundedScheduled: Story = {
  parameters: details(refundedScheduledOrder()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('orders.wasToBeSentToLabel'))).toBeVisible();
    await expect(canvas.queryByText(t('orders.sentToLabel'), { exact: true })).toBeNull();
  },
};

export const DetailsCampaignRedemption: Story = {
  parameters: details(campaignOrder()),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: t('orders.viewVoucher') }),
    ).toBeVisible();
  },
};

export const DetailsLoadError: Story = {
  parameters: handlers({ detail_order: failure('No such order') }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: t('common.retry') }),
    ).toBeVisible();
  },
};

export const DetailsSendToFriends: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('orders.sendToFriends') }));
    await expect(await canvas.findByRole('radio', { name: /Kenji Sato/ })).toBeInTheDocument();
  },
};

export const PaymentSuccess: Story = {
  args: { path: '/payment-status?id=900' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('orders.phraseOfTheDay'))).toBeVisible();
  },
};

export const PaymentSentSuccess: Story = {
  args: { path: '/payment-status?id=900' },
  parameters: details(giftedOrder()),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t('orders.sentMessage', { name: 'Mei Lin' })),
    ).toBeVisible();
  },
};

/** The status page of an order refunded since: Refunded, nothing to gift. */
export const PaymentRefunded: Story = {
  args: { path: '/payment-status?id=900' },
  parameters: details(refundedOrder()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('orders.refundedStatus') }),
    ).toBeVisible();
    await expect(canvas.queryByText(t('orders.giftToFriend'))).toBeNull();
  },
};

export const PaymentFailed: Story = {
  args: { path: '/payment-status?id=900' },
  parameters: details(pendingOrder()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('orders.paymentFailed'))).toBeVisible();
  },
};

/** The states in the order a designer walks them (the sidebar's order): see the Introduction. */
export const __namedExportsOrder = [
  'ToPay',
  'ToPayEmpty',
  'ToPayLoading',
  'ToPayLoadError',
  'PaymentSuccess',
  'PaymentSentSuccess',
  'PaymentRefunded',
  'PaymentFailed',
  'MyPurchases',
  'MyPurchasesOtherPeriod',
  'MyPurchasesRefunded',
  'MyPurchasesSent',
  'DetailsPaidSender',
  'DetailsPending',
  'DetailsCancelConfirmation',
  'DetailsSelfUse',
  'DetailsSendToFriends',
  'DetailsGiftedSender',
  'DetailsGiftedRecipient',
  'DetailsGiftedRecipientCardOnly',
  'DetailsRefunded',
  'DetailsRefundedScheduled',
  'DetailsCampaignRedemption',
  'DetailsLoadError',
  'Received',
  'ReceivedEmpty',
];
