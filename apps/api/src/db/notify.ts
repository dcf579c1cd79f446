import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';

import { embeddedOf, type Db } from './index';

/** What a cache hears: a payload, or '*' when notifications may have been missed (reconnect). */
type Listener = (payload: string) => void;

/**
 * PostgreSQL's LISTEN/NOTIFY between the api processes of one database, for the in-process
 * caches: a process that changes something tells every process (itself at once, the others as
 * soon as PostgreSQL delivers, well under a millisecond here); catalogue tables notify by
 * trigger (migration 006). With PostgreSQL the listener is a connection of its own, reconnected
 * when lost (and every cache is cleared then, since notifications may have been missed). PGlite
 * is one process, its notifications come through the same instance.
 */
export interface Notifier {
  on(channel: string, listener: Listener): void;
  /** Tells this process at once and every other through the database. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export const CHANNELS = { catalogue: 'ugift_catalogue', sessions: 'ugift_sessions' } as const;

export async function createNotifier(
  db: Db,
  options: { databaseUrl?: string | undefined; log?: FastifyBaseLogger },
): Promise<Notifier> {
  const listeners = new Map<string, Set<Listener>>();
  const deliver = (channel: string, payload: string) => {
    for (const listener of listeners.get(channel) ?? []) listener(payload);
  };
  const everyChannel = (payload: string) => {
    for (const channel of listeners.keys()) deliver(channel, payload);
  };
  let stop = async () => {};

  const pglite = embeddedOf(db);
  if (pglite) {
    // Before any request runs: PGlite is one session, and LISTEN inside another's transaction
    // would be undone with it.
    const off = await Promise.all(
      Object.values(CHANNELS).map((channel) =>
        pglite.listen(channel, (payload) => deliver(channel, payload)),
      ),
    );
    stop = async () => {
      if (!pglite.closed) await Promise.all(off.map((unlisten) => unlisten()));
    };
  } else if (options.databaseUrl) {
    let client: pg.Client | undefined;
    let closed = false;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({
        connectionString: options.databaseUrl,
        application_name: 'ugift-listen',
      });
      next.on('notification', (message) => deliver(message.channel, message.payload ?? ''));
      next.on('error', (error) => options.log?.warn({ err: error }, 'cache listener lost'));
      next.on('end', () => {
        if (closed) return;
        // Missed notifications cannot be told apart: every cache starts again.
        everyChannel('*');
        setTimeout(() => void connect().catch(() => undefined), 1000).unref();
      });
      try {
        await next.connect();
        for (const channel of Object.values(CHANNELS)) await next.query(`listen ${channel}`);
        client = next;
        everyChannel('*');
      } catch (error) {
        options.log?.warn({ err: error }, 'cache listener could not connect; retrying');
        next.removeAllListeners('end');
        await next.end().catch(() => undefined);
        if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
      }
    };
    await connect();
    stop = async () => {
      closed = true;
      await client?.end().catch(() => undefined);
    };
  }

  return {
    on(channel, listener) {
      let set = listeners.get(channel);
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(listener);
    },
    async notify(channel, payload) {
      deliver(channel, payload);
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    },
    close: () => stop(),
  };
}
