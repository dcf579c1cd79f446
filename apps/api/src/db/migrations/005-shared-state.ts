import { sql, type Kysely, type Migration } from 'kysely';

// State that several api processes on one database must share (issue 18):
// - rate_limits: the counters of the login, OTP, token and order-link limits (lib/rate-limit.ts),
//   one row per limited key and window, changed by one atomic upsert;
// - app_secrets: secrets the api makes itself when they are not configured (the OTP key in
//   development), made once by whichever process starts first and read by every other;
// - uploads: every stored picture with its owner and size, so unreferenced ones can be removed
//   after a grace period (jobs/definitions.ts) and a member's total can be bounded;
// - orders.cancel_reason: why an order was cancelled ('member' or 'unpaid', the latter by the
//   job that gives back the stock of orders left unpaid).
export const sharedState: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table rate_limits (
        key text primary key,
        count integer not null,
        reset_at timestamptz not null
      )`.execute(db);
    await sql`create index rate_limits_reset_at on rate_limits (reset_at)`.execute(db);
    await sql`
      create table app_secrets (
        name text primary key,
        value text not null,
        created_at timestamptz not null default now()
      )`.execute(db);
    await sql`
      create table uploads (
        name text primary key,
        member_id integer references members (id) on delete set null,
        bytes integer not null,
        created_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index uploads_created_at on uploads (created_at)`.execute(db);
    await sql`create index uploads_member on uploads (member_id)`.execute(db);
    await sql`alter table orders add column cancel_reason text`.execute(db);
    // The job that cancels unpaid orders finds them by age.
    await sql`create index orders_pending_created on orders (created_at) where payment_status = 'Pending' and order_status = 'Pending'`.execute(
      db,
    );
    await sql`create index sessions_expires_at on sessions (expires_at)`.execute(db);
    await sql`create index otps_expires_at on otps (expires_at)`.execute(db);
  },
};
