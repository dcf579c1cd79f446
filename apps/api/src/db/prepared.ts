import { createHash } from 'node:crypto';

import { sql, type RawBuilder } from 'kysely';
import type pg from 'pg';

/**
 * Statements the api runs under load, prepared once per PostgreSQL connection: their plan is
 * made once, not for every execution. A query is marked by ending it with `prepared('name')`
 * (a trailing SQL comment, so PGlite and a log read it as the same SQL); on PostgreSQL the
 * connection then runs it as a named statement, one per distinct text. Only marked queries: a
 * named statement lives as long as its connection, so they are the few hot ones of fixed shape.
 */
const MARK = /\/\* prepared: ([a-z-]+) \*\/$/;

/** The mark that makes a query a prepared statement (`.modifyEnd(prepared('reserve-lock'))`). */
export function prepared(name: string): RawBuilder<unknown> {
  if (!/^[a-z-]+$/.test(name)) throw new Error(`A prepared statement's name: ${name}`);
  return sql.raw(`/* prepared: ${name} */`);
}

const names = new Map<string, string>();

/** The statement name of a marked query's text (its mark and a hash of the text), else null. */
export function statementName(text: string): string | null {
  const known = names.get(text);
  if (known !== undefined) return known;
  const mark = MARK.exec(text);
  if (!mark) return null;
  // Only marked texts are kept: the others are not looked at again past the regular expression.
  const name = `${mark[1]}-${createHash('sha1').update(text).digest('hex').slice(0, 12)}`;
  names.set(text, name);
  return name;
}

/** Runs the marked queries a pooled client is given as named (prepared) statements. */
export function prepareMarkedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    if (typeof config === 'string' && typeof callback !== 'function') {
      const name = statementName(config);
      if (name) return query({ name, text: config, values });
    }
    return query(config, values, callback);
  }) as typeof client.query;
}
