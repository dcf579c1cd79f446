import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { mockFailure, mockResponse } from '@ugift/api-client/mocks';

import { setupMockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';
import { success } from '../../../testing/replies';
import { orderOf, recipient, sender } from '../../../testing/data';
import { followedOrder, friends, giftedForRecipient, scheduledOrder } from '../testing/fixtures';

const { server, callsOf } = setupMockBackend();

beforeEach(() => {
  server.use(
    mockResponse('list_music', {
      ...success,
      table: [{ id: '2', name: 'Birthday Waltz', url: '' }],
    }),
    mockResponse('list_friend', { ...success, total: 2, table: friends }),
  );
});

async function openSend() {
  await userEvent.click(await screen.findByRole('button', { name: 'Send to friends' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send to friends' });
  await userEvent.click(await within(dialog).findByRole('radio', { name: /Mei Lin/ }));
  return dialog;
}

describe('given the send screen', () => {
  it('sends now by default, with no schedule fields', async () => {
    server.use(
      mockResponse('detail_order', { ...success, table: orderOf() }),
      mockResponse('send_order', { ...success, message: 'Sent' }),
    );
    await renderRoute('/order-details?id=900', { member: sender });
    const dialog = await openSend();
    expect(within(dialog).getByRole('radio', { name: 'Send now' })).toBeChecked();
    expect(within(dialog).queryByLabelText('Date')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText('Send order success');
    const fields = callsOf('send_order')[0]?.fields;
    expect(fields).toMatchObject({ order_id: '900', recipient_id: '34' });
    expect(fields).not.toHaveProperty('schedule_date');
    expect(fields).not.toHaveProperty('schedule_time');
  });

  it('schedules at a date and time in a chosen zone, and asks for both first', async () => {
    server.use(
      mockResponse('detail_order', { ...success, table: orderOf() }),
      mockResponse('send_order', { ...success, message: 'It will arrive on 2026-12-25 09:00.' }),
    );
    await renderRoute('/order-details?id=900', { member: sender });
    const dialog = await openSend();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Schedule' }));
    const fields = () => ['Date', 'Time'].map((name) => within(dialog).getByLabelText(name));
    for (const field of fields()) expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a date and a time.');
    expect(callsOf('send_order')).toHaveLength(0);
    // The error is tied to the fields it is about, as every form's inline errors are.
    for (const field of fields()) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Choose a date and a time.');
    }
    await userEvent.type(within(dialog).getByLabelText('Date'), '2026-12-25');
    await userEvent.type(within(dialog).getByLabelText('Time'), '09:00');
    expect(within(dialog).getByLabelText('Time zone')).toHaveValue('');
    // Issue 45: the default names the chosen friend's zone; the others read by name, not id.
    expect(within(dialog).getByLabelText('Time zone')).toHaveDisplayValue(
      "The recipient's time zone (Singapore Standard Time)",
    );
    await userEvent.selectOptions(within(dialog).getByLabelText('Time zone'), 'Pacific/Kiritimati');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    // The confirmation is the member's own words and format, not the api's English with a zone id.
    expect(
      await screen.findByText(
        'Your gift to Mei Lin will arrive on Fri 25 Dec 2026, 09:00 (Line Islands Time).',
      ),
    ).toBeInTheDocument();
    expect(callsOf('send_order')[0]?.fields).toMatchObject({
      order_id: '900',
      recipient_id: '34',
      schedule_date: '2026-12-25',
      schedule_time: '09:00',
      schedule_zone: 'Pacific/Kiritimati',
      language: 'en',
    });
  });
});

describe('given a scheduled gift', () => {
  it("shows the sender when it arrives, in the recipient's zone and in theirs", async () => {
    server.use(mockResponse('detail_order', { ...success, table: scheduledOrder() }));
    await renderRoute('/order-details?id=900', { member: sender });
    const section = await screen.findByRole('region', { name: 'Scheduled delivery' });
    expect(
      within(section).getByText('Sat 14 Feb 2026, 09:00 (Japan Standard Time)'),
    ).toBeInTheDocument();
    expect(
      within(section).getByText('Sat 14 Feb 2026, 08:00 (Singapore Standard Time)'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to friends' })).toBeNull();
  });

  it('changes the time, keeping its zone', async () => {
    server.use(
      mockResponse('detail_order', { ...success, table: scheduledOrder() }),
      mockResponse('change_schedule', { ...success, message: 'It will arrive at 10:30.' }),
    );
    await renderRoute('/order-details?id=900', { member: sender });
    await userEvent.click(await screen.findByRole('button', { name: 'Change time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change time' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-02-14');
    await userEvent.clear(within(dialog).getByLabelText('Time'));
    await userEvent.type(within(dialog).getByLabelText('Time'), '10:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'The gift will arrive on Sat 14 Feb 2026, 10:30 (Japan Standard Time).',
      ),
    ).toBeInTheDocument();
    expect(callsOf('change_schedule')[0]?.fields).toMatchObject({
      order_id: '900',
      schedule_date: '2026-02-14',
      schedule_time: '10:30',
      schedule_zone: 'Asia/Tokyo',
      // The api's answers in the member's language (issue 45).
      language: 'en',
    });
  });

  it('cancels the schedule after asking, and says why when it cannot', async () => {
    server.use(
      mockResponse('detail_order', { ...success, table: scheduledOrder() }),
      mockFailure(
        'cancel_schedule',
        'This gift is not scheduled: it may have been delivered already.',
      ),
    );
    await renderRoute('/order-details?id=900', { member: sender });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel schedule' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('This gift is not scheduled: it may have been delivered already.'),
    ).toBeInTheDocument();
    expect(callsOf('cancel_schedule')[0]?.fields).toMatchObject({ order_id: '900' });
  });
});

describe("given the sender's timeline", () => {
  it('shows each step with its time in the sender zone, and the steps still to come', async () => {
    server.use(mockResponse('detail_order', { ...success, table: followedOrder('opened') }));
    await renderRoute('/order-details?id=900', { member: sender });
    const timeline = await screen.findByRole('region', { name: 'Gift timeline' });
    expect(within(timeline).getByText('Times in Singapore Standard Time')).toBeInTheDocument();
    const steps = within(timeline)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toEqual([
      'SentThu 15 Jan 2026, 10:40',
      'DeliveredThu 15 Jan 2026, 10:40',
      'OpenedFri 16 Jan 2026, 08:05',
      'Not redeemed yet',
    ]);
  });

  it('is not shown to the recipient', async () => {
    server.use(mockResponse('detail_order', { ...success, table: giftedForRecipient() }));
    await renderRoute('/order-details?id=900', { member: recipient });
    await screen.findByRole('heading', { name: 'Order Status' });
    expect(screen.queryByRole('region', { name: 'Gift timeline' })).toBeNull();
  });
});

describe('given the order lists', () => {
  it('shows a scheduled gift with its local delivery time', async () => {
    server.use(mockResponse('list_order', { ...success, table: [scheduledOrder()] }));
    await renderRoute('/order-mypurchases', { member: sender });
    expect(
      await screen.findByText('Scheduled: Sat 14 Feb 2026, 09:00 (Japan Standard Time)'),
    ).toBeInTheDocument();
  });
});
