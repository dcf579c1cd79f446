import { sql, type Kysely, type Migration } from 'kysely';

// Web push (issue 25): each device's push subscription, for the member signed in on it. The
// endpoint (the push service's URL for that browser) names the device: one row per endpoint, so
// a phone whose member changes moves with them. Subscriptions the push service says are gone
// (404, 410) are deleted when a send finds them (push/index.ts).
export const pushSubscriptions: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table push_subscriptions (
        id serial primary key,
        member_id integer not null references members (id) on delete cascade,
        endpoint text not null unique,
        p256dh text not null,
        auth text not null,
        created_at timestamptz not null default now(),
        last_sent_at timestamptz
      )`.execute(db);
    await sql`create index push_subscriptions_member on push_subscriptions (member_id)`.execute(db);
  },
};
