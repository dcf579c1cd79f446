import { sql } from 'kysely';

import type { Db } from '../db';
import type { Trx } from '../db/tx';
import { afterQuietHours, zoneOfCountry } from '../lib/zones';
import { notify, type NotificationType } from '../members/notify';
import type { DeliveryChannel, OutboundChannelName, OutboundMessage } from './channels';

/** What a member chose (reminder_settings; defaults when they never chose). */
export interface ReminderSettings {
  timeZone: string;
  /** Whether the zone is the member's own choice or their country's. */
  zoneChosen: boolean;
  unopenedGift: boolean;
  voucherExpiry: boolean;
  inApp: boolean;
  sms: boolean;
  push: boolean;
}

export type ReminderKind = 'unopened_gift' | 'voucher_expiry';

/** A member's choices and zone (the chosen one, else their country's). */
export async function reminderSettings(db: Db | Trx, memberId: number): Promise<ReminderSettings> {
  const row = await db
    .selectFrom('members')
    .leftJoin('countries', 'countries.id', 'members.country_id')
    .leftJoin('reminder_settings', 'reminder_settings.member_id', 'members.id')
    .select([
      'countries.country_code',
      'reminder_settings.time_zone',
      'reminder_settings.unopened_gift',
      'reminder_settings.voucher_expiry',
      'reminder_settings.in_app',
      'reminder_settings.sms',
      'reminder_settings.push',
    ])
    .where('members.id', '=', memberId)
    .executeTakeFirst();
  return {
    timeZone: row?.time_zone ?? zoneOfCountry(row?.country_code ?? undefined),
    zoneChosen: Boolean(row?.time_zone),
    unopenedGift: row?.unopened_gift ?? true,
    voucherExpiry: row?.voucher_expiry ?? true,
    inApp: row?.in_app ?? true,
    sms: row?.sms ?? true,
    push: row?.push ?? true,
  };
}

/** A member's zone (their choice, else their country's). */
export async function memberZone(db: Db | Trx, memberId: number): Promise<string> {
  return (await reminderSettings(db, memberId)).timeZone;
}

export async function saveReminderSettings(
  db: Db,
  memberId: number,
  settings: Omit<ReminderSettings, 'timeZone' | 'zoneChosen'> & { timeZone: string | null },
) {
  const values = {
    time_zone: settings.timeZone,
    unopened_gift: settings.unopenedGift,
    voucher_expiry: settings.voucherExpiry,
    in_app: settings.inApp,
    sms: settings.sms,
    push: settings.push,
  };
  await db
    .insertInto('reminder_settings')
    .values({ member_id: memberId, ...values })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(values))
    .execute();
}

/** A notice for a member: in the app's list, and as a message on the channels they chose. */
export interface Notice {
  memberId: number;
  /** Once per member and key on each channel (e.g. unopened:<order>:1). */
  key: string;
  type: NotificationType;
  relatedId: string | number;
  message: string;
  image?: string;
  url: string;
}

/**
 * Sends a reminder the member chose to get: in the app's list at once (never held), and queued
 * for SMS and push at once or, in quiet hours (22:00 to 08:00 in their zone), at 08:00. The
 * caller makes the reminder once-only (a conditional update); the queue's unique key makes each
 * channel's message once-only even so. Answers whether anything was sent or queued.
 */
export async function remind(
  db: Db | Trx,
  kind: ReminderKind | 'activity',
  notice: Notice,
  now: Date,
  pushAvailable: boolean,
): Promise<boolean> {
  const settings = await reminderSettings(db, notice.memberId);
  if (kind === 'unopened_gift' && !settings.unopenedGift) return false;
  if (kind === 'voucher_expiry' && !settings.voucherExpiry) return false;
  if (settings.inApp || kind === 'activity')
    await notify(db, notice.memberId, notice.type, notice.relatedId, notice.message, notice.image);
  const channels: OutboundChannelName[] = [];
  if (settings.sms && kind !== 'activity') channels.push('sms');
  if (settings.push && pushAvailable) channels.push('push');
  if (channels.length === 0) return settings.inApp || kind === 'activity';
  const dueAt = afterQuietHours(now, settings.timeZone);
  await db
    .insertInto('outbound_messages')
    .values(
      channels.map((channel) => ({
        member_id: notice.memberId,
        channel,
        key: notice.key,
        title: 'Ugift',
        body: notice.message,
        url: notice.url,
        due_at: dueAt,
      })),
    )
    .onConflict((oc) => oc.columns(['member_id', 'key', 'channel']).doNothing())
    .execute();
  return true;
}

/**
 * Sends the queued messages that are due, each once: a conditional update claims a message
 * (sent_at is null) so two runners never send the same one. A channel that fails gives its
 * message back for the next run. Answers how many went out.
 */
export async function sendDueMessages(
  db: Db,
  channels: readonly DeliveryChannel[],
  now: Date,
  batch = 200,
): Promise<number> {
  const due = await db
    .selectFrom('outbound_messages')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('due_at', '<=', now)
    .orderBy('due_at')
    .limit(batch)
    .execute();
  let sent = 0;
  for (const row of due) {
    const channel = channels.find((c) => c.name === row.channel);
    if (!channel) continue;
    const claimed = await db
      .updateTable('outbound_messages')
      .set({ sent_at: now })
      .where('id', '=', row.id)
      .where('sent_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const message: OutboundMessage = {
      memberId: row.member_id,
      title: row.title,
      body: row.body,
      url: row.url,
    };
    try {
      if (await channel.send(db, message)) sent += 1;
    } catch (error) {
      await db
        .updateTable('outbound_messages')
        .set({ sent_at: null })
        .where('id', '=', row.id)
        .execute();
      throw error;
    }
  }
  return sent;
}

/** Messages older than a week that went out are deleted (purge-expired). */
export async function purgeSentMessages(db: Db, now: Date) {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const result = await sql`delete from outbound_messages where sent_at < ${weekAgo}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
