import { sql, type Kysely, type Migration } from 'kysely';

// Issue 24: scheduled gifts, the sender's timeline and reminders.
// - orders: when a gift was sent (or scheduled), its delivery instant and the recipient's zone it
//   was chosen in, when it was delivered, first opened by the recipient and first redeemed, and
//   how many unopened reminders went out (0, 1 after 3 days, 2 after 10);
// - order_evouchers.last_day_reminded_at: the reminder on a voucher's last day;
// - reminder_settings: a member's choices (which reminders, which channels, zone);
// - outbound_messages: SMS and push messages, each once per member, key and channel, held until
//   due_at (quiet hours) and sent by the job that claims them.
export const schedulesReminders: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      alter table orders
        add column sent_at timestamptz,
        add column scheduled_at timestamptz,
        add column schedule_zone text,
        add column delivered_at timestamptz,
        add column opened_at timestamptz,
        add column used_at timestamptz,
        add column open_reminders integer not null default 0`.execute(db);
    await sql`create index orders_scheduled on orders (scheduled_at) where order_status = 'Scheduled'`.execute(
      db,
    );
    await sql`alter table order_evouchers add column last_day_reminded_at timestamptz`.execute(db);
    await sql`
      create table reminder_settings (
        member_id integer primary key references members (id) on delete cascade,
        time_zone text,
        unopened_gift boolean not null default true,
        voucher_expiry boolean not null default true,
        in_app boolean not null default true,
        sms boolean not null default true,
        push boolean not null default true
      )`.execute(db);
    await sql`
      create table outbound_messages (
        id serial primary key,
        member_id integer not null references members (id) on delete cascade,
        channel text not null,
        key text not null,
        title text not null,
        body text not null,
        url text not null default '',
        due_at timestamptz not null,
        sent_at timestamptz,
        created_at timestamptz not null default now(),
        unique (member_id, key, channel)
      )`.execute(db);
    await sql`create index outbound_messages_due on outbound_messages (due_at) where sent_at is null`.execute(
      db,
    );
  },
};
