import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { RouteStory } from '../../../testing/RouteStory';
import { backend, failure, ok, type Replies } from '../../../testing/replies';
import { orderOf, sender } from '../../../testing/data';
import { followedOrder, friends, scheduledOrder } from '../testing/fixtures';
import { storyI18n, t } from '../../../../../../.storybook/i18n';
import { isLanguage, type Language } from '../../../lib/languages';
import { formatWallTime, formatZonedTime, zoneName } from '../../../lib/zoned-time';

/** The language the story renders in, for the dates and zone names it expects to read. */
const language = (): Language => (isLanguage(storyI18n.language) ? storyI18n.language : 'eng');

// Issue 24: the schedule picker on the send screen, a Scheduled gift (change, cancel) and the
// sender's timeline, in every state.
const music = () => ok({ table: [{ id: '2', name: 'Birthday Waltz', url: '' }] });
const handlers = (replies: Replies) =>
  backend({ list_music: music, list_friend: () => ok({ total: 2, table: friends }), ...replies });
const details = (order: ReturnType<typeof orderOf>) =>
  handlers({ detail_order: () => ok({ table: order }) });

const meta = {
  title: 'Screens/Orders/Schedule',
  component: RouteStory,
  args: { path: '/order-details?id=900', member: sender },
  parameters: details(orderOf()),
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const openPicker = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement.ownerDocument.body);
  await userEvent.click(await canvas.findByRole('button', { name: t('orders.sendToFriends') }));
  return canvas;
};

/** The send screen opens on 'Send now'. */
export const PickerSendNow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openPicker(canvasElement);
    await expect(await canvas.findByRole('radio', { name: t('schedule.sendNow') })).toBeChecked();
  },
};

/** 'Schedule': the date, the time and the recipient's zone. */
export const PickerSchedule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openPicker(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Kenji Sato/ }));
    await userEvent.click(canvas.getByRole('radio', { name: t('schedule.scheduleLater') }));
    await userEvent.type(canvas.getByLabelText(t('schedule.date')), '2026-12-25');
    await userEvent.type(canvas.getByLabelText(t('schedule.time')), '09:00');
    // Issue 45: the default names the chosen friend's own zone, and the zones read by name.
    await expect(
      canvas.getByRole('option', {
        name: t('schedule.recipientZoneNamed', { zone: zoneName('Asia/Tokyo', language()) }),
      }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByLabelText(t('schedule.zone')), 'Australia/Sydney');
    await expect(canvas.getByLabelText(t('schedule.zone'))).toHaveDisplayValue(
      zoneName('Australia/Sydney', language()),
    );
    await expect(
      canvas.getByText(
        t('schedule.chosen', {
          when: formatZonedTime('2026-12-25 09:00', 'Australia/Sydney', language()),
        }),
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('schedule.scheduleSend') })).toBeEnabled();
  },
};

/** Issue 45: a scheduled send is confirmed in the member's language, format and zone names. */
export const PickerScheduledSent: Story = {
  parameters: handlers({
    detail_order: () => ok({ table: orderOf() }),
    send_order: () => ok({ message: 'Your gift will arrive on 2026-12-25 09:00 (Asia/Tokyo).' }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = await openPicker(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Kenji Sato/ }));
    await userEvent.click(canvas.getByRole('radio', { name: t('schedule.scheduleLater') }));
    await userEvent.type(canvas.getByLabelText(t('schedule.date')), '2026-12-25');
    await userEvent.type(canvas.getByLabelText(t('schedule.time')), '09:00');
    await userEvent.click(canvas.getByRole('button', { name: t('schedule.scheduleSend') }));
    await expect(
      await canvas.findByText(
        t('schedule.sentScheduled', {
          name: 'Kenji Sato',
          when: formatZonedTime('2026-12-25 09:00', 'Asia/Tokyo', language()),
        }),
      ),
    ).toBeVisible();
  },
};

/** Scheduling without a date or time says what is missing. */
export const PickerIncomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openPicker(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Kenji Sato/ }));
    await userEvent.click(canvas.getByRole('radio', { name: t('schedule.scheduleLater') }));
    await userEvent.click(canvas.getByRole('button', { name: t('schedule.scheduleSend') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('schedule.needDateTime'));
  },
};

/** A Scheduled gift: when it arrives there and here, Change time, Cancel schedule. */
export const Scheduled: Story = {
  parameters: details(scheduledOrder()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(formatZonedTime('2026-02-14 09:00', 'Asia/Tokyo', language())),
    ).toBeVisible();
    await expect(canvas.getByText(t('schedule.events.scheduled'))).toBeVisible();
  },
};

export const ScheduledChange: Story = {
  parameters: details(scheduledOrder()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: t('schedule.change') }));
    await expect(await canvas.findByLabelText(t('schedule.date'))).toHaveValue('2026-02-14');
  },
};

export const ScheduledCancelConfirm: Story = {
  parameters: details(scheduledOrder()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: t('schedule.cancel') }));
    await expect(await canvas.findByRole('button', { name: t('orders.yes') })).toBeVisible();
  },
};

/** Too late: it was delivered meanwhile, and the sender is told why. */
export const ScheduledCancelFailed: Story = {
  parameters: handlers({
    detail_order: () => ok({ table: scheduledOrder() }),
    cancel_schedule: failure('This gift is not scheduled: it may have been delivered already.'),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: t('schedule.cancel') }));
    await userEvent.click(await canvas.findByRole('button', { name: t('orders.yes') }));
    await expect(await canvas.findByText(/may have been delivered already/)).toBeVisible();
  },
};

export const TimelineDelivered: Story = {
  parameters: details(followedOrder('delivered')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t('schedule.waiting.opened')),
    ).toBeVisible();
  },
};

export const TimelineOpened: Story = {
  parameters: details(followedOrder('opened')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(t('schedule.waiting.redeemed')),
    ).toBeVisible();
  },
};

export const TimelineRedeemed: Story = {
  parameters: details(followedOrder('redeemed')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(formatWallTime('2026-01-20 13:30', language())),
    ).toBeVisible();
  },
};

/** The purchases list says when a scheduled gift arrives. */
export const ListScheduled: Story = {
  args: { path: '/order-mypurchases' },
  parameters: handlers({ list_order: () => ok({ table: [scheduledOrder()] }) }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        t('schedule.listScheduled', {
          date: formatWallTime('2026-02-14 09:00', language()),
          zone: zoneName('Asia/Tokyo', language(), '2026-02-14 09:00'),
        }),
      ),
    ).toBeVisible();
  },
};
