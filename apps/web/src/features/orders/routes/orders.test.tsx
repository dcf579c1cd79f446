import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { mockData, mockFailure, mockResponse } from '@ugift/api-client/mocks';

import { browser } from '../../../lib/platform';
import { setupMockBackend } from '../../../testing/mock-backend';
import { currentLocation, renderRoute } from '../../../testing/render-route';
import { success } from '../../../testing/replies';
import { orderOf, recipient, sender } from '../../../testing/data';
import {
  friends,
  giftedForRecipient,
  giftedOrder,
  pendingOrder,
  periods,
  refundedOrder,
  refundedScheduledOrder,
  selfUseOrder,
} from '../testing/fixtures';

const { server, callsOf } = setupMockBackend();

// Every order's card plays this music.
beforeEach(() => {
  server.use(
    mockResponse('list_music', {
      ...success,
      table: [{ id: '2', name: 'Birthday Waltz', url: '' }],
    }),
  );
});

describe('given the order lists', () => {
  it('lists orders to pay under Pay Now, linking to their details', async () => {
    server.use(mockResponse('list_order', { ...success, table: [pendingOrder()] }));
    await renderRoute('/order-topay', { member: sender });
    expect(await screen.findByRole('heading', { level: 1, name: 'To Pay' })).toBeInTheDocument();
    expect(screen.getByText('Pay Now')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Coffee for two/ })).toHaveAttribute(
      'href',
      '/order-details?id=900',
    );
    expect(callsOf('list_order')[0]?.fields.filter_by).toBe('pay');
  });

  it('should go up to the profile from the back arrow when the list was opened from a link', async () => {
    server.use(mockResponse('list_order', { ...success, table: [] }));
    const { router } = await renderRoute('/order-topay', { member: sender });
    await screen.findByText('No order yet');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/profile'));
  });

  it('should go back to the previous page from the back arrow after in-app navigation', async () => {
    server.use(mockResponse('list_order', { ...success, table: [] }));
    const { router } = await renderRoute('/order-topay', { member: sender, from: '/contact-us' });
    await screen.findByText('No order yet');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/contact-us'));
    expect(router.state.historyAction).toBe('POP');
  });

  it('says No order yet when there are none', async () => {
    server.use(mockResponse('list_order', { ...success, table: [] }));
    await renderRoute('/order-topay', { member: sender });
    expect(await screen.findByText('No order yet')).toBeInTheDocument();
  });

  it('says a failed list failed, never No order yet, and loads it on Retry', async () => {
    server.use(mockFailure('list_order', 'Server busy'));
    await renderRoute('/order-topay', { member: sender });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.queryByText('No order yet')).toBeNull();
    server.use(mockResponse('list_order', { ...success, table: [] }));
    await userEvent.click(retry);
    expect(await screen.findByText('No order yet')).toBeInTheDocument();
  });

  it('opens the Sent tab from status=sent and filters by the first period', async () => {
    server.use(
      mockResponse('list_filter_time', { ...success, table: periods }),
      mockResponse('list_order', { ...success, table: [giftedOrder()] }),
    );
    await renderRoute('/order-mypurchases?status=sent', { member: sender });
    expect(await screen.findByRole('tab', { name: 'Sent' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Sent to Mei Lin')).toBeInTheDocument();
    expect(callsOf('list_order')[0]?.fields).toMatchObject({
      filter_by: 'sent',
      filter_by_month: '1',
      filter_by_year: '2026',
    });
    // The kit's month and year dropdowns, on the first period, without an 'All' choice.
    const month = screen.getByRole('combobox', { name: 'Month' });
    const year = screen.getByRole('combobox', { name: 'Year' });
    expect(month).toHaveValue('1');
    expect(year).toHaveValue('2026');
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2026', '2025']);
    await userEvent.selectOptions(year, '2025');
    await userEvent.selectOptions(month, '12');
    await waitFor(() =>
      expect(callsOf('list_order').at(-1)?.fields).toMatchObject({
        filter_by_month: '12',
        filter_by_year: '2025',
      }),
    );
    expect(callsOf('list_filter_time')[0]?.fields.filter_by).toBe('sent');
  });

  it('switches between My Purchase and Sent with the kit tabs', async () => {
    server.use(
      mockResponse('list_filter_time', { ...success, table: periods }),
      mockResponse('list_order', (fields) => ({
        ...success,
        table: fields.filter_by === 'sent' ? [giftedOrder()] : [selfUseOrder()],
      })),
    );
    const { router } = await renderRoute('/order-mypurchases', { member: sender });
    const purchased = await screen.findByRole('tab', { name: 'My Purchase' });
    expect(purchased).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(callsOf('list_order').at(-1)?.fields.filter_by).toBe('purchased'));
    await userEvent.click(screen.getByRole('tab', { name: 'Sent' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/order-mypurchases?status=sent'));
    expect(await screen.findByText('Sent to Mei Lin')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sent' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists a refunded order under My Purchase, saying Refunded and when', async () => {
    server.use(
      mockResponse('list_filter_time', { ...success, table: periods }),
      mockResponse('list_order', (fields) => ({
        ...success,
        table: fields.filter_by === 'purchased' ? [selfUseOrder(), refundedOrder()] : [],
      })),
    );
    await renderRoute('/order-mypurchases', { member: sender });
    const rows = await screen.findAllByRole('link', { name: /Coffee for two/ });
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('Refunded on 20 Jan 2026')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText(/Refunded/)).not.toBeInTheDocument();
    expect(callsOf('list_order').at(-1)?.fields.filter_by).toBe('purchased');
  });

  it('shows who sent a received gift and when', async () => {
    server.use(
      mockResponse('list_filter_time', { ...success, table: periods }),
      mockResponse('list_order', { ...success, table: [giftedForRecipient()] }),
    );
    await renderRoute('/order-received', { member: recipient });
    expect(await screen.findByText('Received from Alex Tan')).toBeInTheDocument();
    expect(screen.getByText('Received on 16 Jan 2026')).toBeInTheDocument();
  });

  it('filters received gifts by month and year, starting at the first period', async () => {
    server.use(
      mockResponse('list_filter_time', { ...success, table: periods }),
      mockResponse('list_order', { ...success, table: [giftedForRecipient()] }),
    );
    await renderRoute('/order-received', { member: recipient });
    expect(await screen.findByText('Received from Alex Tan')).toBeInTheDocument();
    expect(callsOf('list_order')[0]?.fields).toMatchObject({
      filter_by: 'received',
      filter_by_month: '1',
      filter_by_year: '2026',
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '3');
    await waitFor(() =>
      expect(callsOf('list_order').at(-1)?.fields).toMatchObject({
        filter_by_month: '3',
        filter_by_year: '2026',
      }),
    );
  });

  it('shows no filter and lists every order when there is no period', async () => {
    server.use(
      mockResponse('list_filter_time', { ...success, table: [] }),
      mockResponse('list_order', { ...success, table: [] }),
    );
    await renderRoute('/order-received', { member: recipient });
    expect(await screen.findByText('No order yet')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Month' })).not.toBeInTheDocument();
    expect(callsOf('list_order')[0]?.fields).not.toHaveProperty('filter_by_month');
  });
});

describe('given /order-details', () => {
  it('titles a pending order Pay Now and cancels it after confirmation', async () => {
    server.use(
      mockResponse('detail_order', { ...success, table: pendingOrder() }),
      mockResponse('cancel_order', { ...success, message: 'Your order has been cancelled' }),
      mockResponse('list_order', { ...success, table: [] }),
    );
    const { router } = await renderRoute('/order-details?id=900', { member: sender });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay Now' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to cancel this order?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Order Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Your order has been cancelled')).toBeInTheDocument();
    expect(callsOf('cancel_order')[0]?.fields.order_id).toBe('900');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/order-topay'));
  });

  it.each([
    ['unpaid', 'Cancelled: not paid in time, its items went back in stock'],
    ['member', 'Cancelled by you'],
  ] as const)(
    'shows a cancelled order (%s) with why, and no Pay or Cancel',
    async (reason, text) => {
      server.use(
        mockResponse('detail_order', {
          ...success,
          table: { ...pendingOrder(), order_status: 'Cancelled', cancel_reason: reason },
        }),
      );
      await renderRoute('/order-details?id=900', { member: sender });
      expect((await screen.findByText('Status')).nextSibling).toHaveTextContent(text);
      expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    },
  );

  it('shows Order Cancellation Failed with the server message', async () => {
    server.use(
      mockResponse('detail_order', { ...success, table: pendingOrder() }),
      mockFailure('cancel_order', 'Already paid'),
    );
    await renderRoute('/order-details?id=900', { member: sender });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('Order Cancellation Failed')).toBeInTheDocument();
    expect(screen.getByText('Already paid')).toBeInTheDocument();
  });

  it('sends Pay to the cashier page', async () => {
    const open = vi.spyOn(browser, 'open').mockImplementation(() => {});
    server.use(
      mockResponse('detail_order', { ...success, table: pendingOrder() }),
      mockResponse('get_cashier_url', { ...success, cashier_url: 'http://localhost/cashier/900' }),
    );
    await renderRoute('/order-details?id=900', { member: sender });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost/cashier/900'));
    open.mockRestore();
  });

  it('shows the sender the card, message, music, status rows, summary and Send to friends', async () => {
    server.use(mockResponse('detail_order', { ...success, table: orderOf() }));
    await renderRoute('/order-details?id=900', { member: sender });
    expect(await screen.findByText('Enjoy your day!')).toBeInTheDocument();
    expect(await screen.findByText('Music: Birthday Waltz')).toBeInTheDocument();
    expect(screen.getByText('Order number').nextSibling).toHaveTextContent('UG-2026-000900');
    expect(screen.getByText('Paid on').nextSibling).toHaveTextContent('15 Jan 2026 10:35:00');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('SGD 43.20');
    expect(screen.getByRole('button', { name: 'View Voucher' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send to friends' })).toBeInTheDocument();
  });

  it('shows a refunded order as Refunded with its date, and no Send or View Voucher', async () => {
    server.use(mockResponse('detail_order', { ...success, table: refundedOrder() }));
    await renderRoute('/order-details?id=900', { member: sender });
    expect((await screen.findByText('Status')).nextSibling).toHaveTextContent(/^Refunded$/);
    expect(screen.getByText('Refunded on').nextSibling).toHaveTextContent('20 Jan 2026 16:45:00');
    expect(screen.getByText('Paid on').nextSibling).toHaveTextContent('15 Jan 2026 10:35:00');
    expect(screen.queryByRole('button', { name: 'Send to friends' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Voucher' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it.each([
    ['cn', '状态', '已退款'],
    ['jp', 'ステータス', '返金済み'],
  ] as const)('shows a refunded order as refunded in %s', async (language, label, text) => {
    server.use(mockResponse('detail_order', { ...success, table: refundedOrder() }));
    await renderRoute('/order-details?id=900', { member: sender, language });
    expect((await screen.findByText(label)).nextSibling).toHaveTextContent(text);
  });

  // A scheduled gift refunded before its time: it never reached Mei Lin.
  it.each([
    ['eng', 'Was to be sent to', 'Mei Lin — refunded, never sent', 'Sent to'],
    ['cn', '原定送给', 'Mei Lin（已退款，未送出）', '送给'],
    ['jp', '送る予定だった相手', 'Mei Lin（返金済み・未送信）', '送り先'],
  ] as const)(
    'should say a refunded scheduled gift was to be sent, never “Sent to”, in %s',
    async (language, label, value, sentTo) => {
      server.use(mockResponse('detail_order', { ...success, table: refundedScheduledOrder() }));
      await renderRoute('/order-details?id=900', { member: sender, language });
      expect((await screen.findByText(label)).nextSibling).toHaveTextContent(value);
      expect(screen.queryByText(sentTo, { exact: true })).not.toBeInTheDocument();
    },
  );

  it('should list a refunded scheduled gift as was to be sent, not Sent to', async () => {
    server.use(
      mockResponse('list_filter_time', { ...success, table: periods }),
      mockResponse('list_order', { ...success, table: [refundedScheduledOrder(), giftedOrder()] }),
    );
    await renderRoute('/order-mypurchases?status=sent', { member: sender });
    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0]!).getByText('Was to be sent to Mei Lin — refunded')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText(/^Sent to/)).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('Sent to Mei Lin')).toBeInTheDocument();
  });

  it.each([
    ['cn', '付款日期', '2026年1月15日 10:35:00'],
    ['jp', '支払日', '2026年1月15日 10:35:00'],
  ] as const)('should show the dates in %s in its own order', async (language, label, date) => {
    server.use(mockResponse('detail_order', { ...success, table: orderOf() }));
    await renderRoute('/order-details?id=900', { member: sender, language });
    expect((await screen.findByText(label)).nextSibling).toHaveTextContent(date);
  });

  it('should show the dates on the member’s clock, in their zone', async () => {
    server.use(
      mockResponse('detail_order', { ...success, table: refundedOrder() }),
      mockResponse('get_reminder_settings', {
        ...success,
        table: { ...mockData.reminderSettings, time_zone: 'Europe/London' },
      }),
    );
    await renderRoute('/order-details?id=900', { member: sender });
    // The api's 10:35 in Singapore is 02:35 in London in January.
    await waitFor(() =>
      expect(screen.getByText('Paid on').nextSibling).toHaveTextContent('15 Jan 2026 02:35:00'),
    );
    expect(screen.getByText('Refunded on').nextSibling).toHaveTextContent('20 Jan 2026 08:45:00');
  });

  it('offers no Send to friends on a self-use order', async () => {
    server.use(mockResponse('detail_order', { ...success, table: selfUseOrder() }));
    await renderRoute('/order-details?id=900', { member: sender });
    expect(await screen.findByRole('button', { name: 'View Voucher' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to friends' })).not.toBeInTheDocument();
  });

  it('shows the sender of a gifted order who it went to and the redeem date', async () => {
    server.use(mockResponse('detail_order', { ...success, table: giftedOrder() }));
    await renderRoute('/order-details?id=900', { member: sender });
    expect(await screen.findByText('Sent to')).toBeInTheDocument();
    expect(screen.getByText('Redeem date').nextSibling).toHaveTextContent('16 Jan 2026 09:00:00');
    expect(screen.queryByRole('button', { name: 'View Voucher' })).not.toBeInTheDocument();
  });

  it('hides the prices from the recipient and shows who it came from', async () => {
    server.use(mockResponse('detail_order', { ...success, table: giftedForRecipient() }));
    await renderRoute('/order-details?id=900', { member: recipient });
    expect(await screen.findByText('Received from')).toBeInTheDocument();
    expect(screen.queryByText('Total')).not.toBeInTheDocument();
    expect(screen.queryByText('Paid on')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Voucher' })).toBeInTheDocument();
    // The products they received stay listed, without amounts.
    expect(screen.getByRole('heading', { name: 'Order Summary' })).toBeInTheDocument();
    expect(screen.getByText('Coffee for two')).toBeInTheDocument();
  });

  it("shows the recipient's first visit the closed card, then the message and View Voucher", async () => {
    server.use(
      mockResponse('detail_order', {
        ...success,
        table: { ...giftedForRecipient(), opened_date: '', redeemed_date: '' },
      }),
      mockResponse('open_order', { ...success, message: 'Gift opened' }),
    );
    await renderRoute('/order-details?id=900', { member: recipient });
    await userEvent.click(await screen.findByRole('button', { name: /tap to open/i }));
    expect(await screen.findByRole('button', { name: 'View Voucher' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order Summary' })).toBeInTheDocument();
    await waitFor(() => expect(callsOf('open_order')).toHaveLength(1));
  });

  it('shows the sender "Not redeemed yet" as the redeem date until a voucher is used', async () => {
    server.use(
      mockResponse('detail_order', { ...success, table: { ...giftedOrder(), redeemed_date: '' } }),
    );
    await renderRoute('/order-details?id=900', { member: sender });
    expect(await screen.findByText('Redeem date')).toBeInTheDocument();
    expect(screen.getByText('Redeem date').nextSibling).toHaveTextContent('Not redeemed yet');
  });

  it('shows a card-only gift to its recipient without any summary', async () => {
    server.use(
      mockResponse('detail_order', {
        ...success,
        table: { ...giftedForRecipient(), products: [], order_amount: undefined },
      }),
    );
    await renderRoute('/order-details?id=900', { member: recipient });
    expect(await screen.findByText('Received from')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Order Summary' })).not.toBeInTheDocument();
    expect(screen.queryByText('Subtotal')).not.toBeInTheDocument();
  });

  it('sends the order to a chosen friend and copies the share text', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    server.use(
      mockResponse('detail_order', { ...success, table: orderOf() }),
      mockResponse('list_friend', { ...success, total: 2, table: friends }),
      mockResponse('send_order', { ...success, message: 'Sent to Mei Lin' }),
    );
    await renderRoute('/order-details?id=900', { member: sender });
    await userEvent.click(await screen.findByRole('button', { name: 'Send to friends' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to friends' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Social Share' }));
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(writeText.mock.calls[0]![0]).toMatch(
      /^Alex Tan sent you an e-gift card on Ugift! Open it here: http.*\/giftcard-share\?id=900$/,
    );
    // Named once: the picture beside the name is hidden from assistive technology.
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Mei Lin' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Send order success')).toBeInTheDocument();
    expect(callsOf('send_order')[0]?.fields).toMatchObject({
      order_id: '900',
      recipient_id: '34',
    });
  });
});

describe('given the friend list of the send dialog', () => {
  it("keeps each friend's picture a circle: only the name takes the row's free width", async () => {
    server.use(
      mockResponse('detail_order', { ...success, table: orderOf() }),
      mockResponse('list_friend', {
        ...success,
        total: 1,
        table: [{ friend_id: '34', friend_name: 'Mei Lin', friend_profile_picture: '' }],
      }),
    );
    await renderRoute('/order-details?id=900', { member: sender });
    await userEvent.click(await screen.findByRole('button', { name: 'Send to friends' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to friends' });
    // The picture is hidden from assistive technology (the name beside it says who).
    const initial = await within(dialog).findByRole('img', { name: 'Mei Lin', hidden: true });
    const circle = initial.parentElement!;
    // The avatar's circle must not grow (it did, into an oval, with every span of the row),
    // nor the row's slot it sits in.
    expect(getComputedStyle(circle).flexGrow).not.toBe('1');
    expect(getComputedStyle(circle.parentElement!).flexGrow).not.toBe('1');
    expect(getComputedStyle(within(dialog).getByText('Mei Lin')).flexGrow).toBe('1');
  });
});

describe('given /payment-status', () => {
  it('shows Payment Success with the Phrase of The Day and gifting', async () => {
    server.use(mockResponse('detail_order', { ...success, table: orderOf() }));
    const { router } = await renderRoute('/payment-status?id=900', { member: sender });
    expect(await screen.findByText('Payment Success')).toBeInTheDocument();
    expect(screen.getByText('Phrase of The Day')).toBeInTheDocument();
    expect(screen.getByText('Kindness is a gift everyone can afford.')).toBeInTheDocument();
    expect(screen.getByText('Gift it to a friend')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View Order' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/order-details?id=900'));
  });

  it('shows Sent Success with the recipient name', async () => {
    server.use(mockResponse('detail_order', { ...success, table: giftedOrder() }));
    await renderRoute('/payment-status?id=900', { member: sender });
    expect(await screen.findByText('Sent Success')).toBeInTheDocument();
    expect(screen.getByText('Your gift was successfully sent to Mei Lin!')).toBeInTheDocument();
    expect(screen.queryByText('Gift it to a friend')).not.toBeInTheDocument();
  });

  it('shows a refunded order as Refunded, with nothing to gift', async () => {
    server.use(mockResponse('detail_order', { ...success, table: refundedOrder() }));
    await renderRoute('/payment-status?id=900', { member: sender });
    expect(await screen.findByRole('heading', { name: 'Refunded' })).toBeInTheDocument();
    expect(screen.queryByText('Payment Success')).not.toBeInTheDocument();
    expect(screen.queryByText('Gift it to a friend')).not.toBeInTheDocument();
  });

  it('shows Payment Failed for a pending order', async () => {
    server.use(mockResponse('detail_order', { ...success, table: pendingOrder() }));
    const { router } = await renderRoute('/payment-status?id=900', { member: sender });
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Home' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/home'));
  });
});
