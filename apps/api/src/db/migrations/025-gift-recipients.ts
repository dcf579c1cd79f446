import { sql, type Kysely, type Migration } from 'kysely';

// Issue 45, item 3: one gift to many. A reserved order may name 1 to 50 recipients
// (order_recipients): it buys one copy of the basket per recipient, all or nothing. When it is
// paid each recipient gets an order of their own (orders.parent_order_id): their vouchers, the
// same card with their name, their own delivery. A recipient who is not a member is a phone
// number (E.164, recipient_phone): their gift waits as 'Pending Claim' until a member whose
// verified phone is that number claims it; the text message with their link is recorded on it
// (text_sent_at, or text_failed with the reason, text_attempts).
export const giftRecipients: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      alter table orders
        add column parent_order_id integer references orders (id),
        add column recipient_phone text,
        add column recipient_label text,
        add column text_sent_at timestamptz,
        add column text_failed text,
        add column text_attempts integer not null default 0`.execute(db);
    await sql`create index orders_parent on orders (parent_order_id) where parent_order_id is not null`.execute(
      db,
    );
    await sql`
      create table order_recipients (
        id serial primary key,
        order_id integer not null references orders (id) on delete cascade,
        position integer not null,
        member_id integer references members (id),
        phone text,
        name text not null default '',
        scheduled_at timestamptz,
        schedule_zone text,
        gift_order_id integer references orders (id),
        unique (order_id, position),
        check ((member_id is null) <> (phone is null))
      )`.execute(db);
  },
};
