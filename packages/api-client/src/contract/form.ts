/** Flat form fields as a body parser gives them: repeated names may come as arrays. */
export type FlatFields =
  Record<string, unknown> | URLSearchParams | Iterable<readonly [string, unknown]>;

/** Decoded fields: `a[0]=x&a[1]=y` becomes `{ a: ['x', 'y'] }`. */
export type DecodedFields = Record<string, unknown>;

const INDEXED = /^([^[\]]+)\[(\d{0,4})\]$/;
const MAX_INDEX = 9999;

function entriesOf(fields: FlatFields): [string, unknown][] {
  if (fields instanceof URLSearchParams) return [...fields.entries()];
  if (
    Symbol.iterator in fields &&
    typeof (fields as Iterable<unknown>)[Symbol.iterator] === 'function'
  )
    return [...(fields as Iterable<readonly [string, unknown]>)].map(([k, v]) => [k, v]);
  return Object.entries(fields as Record<string, unknown>);
}

/**
 * Turns flat form fields into the shape the request schemas read. Indexed names (`a[0]`, `a[]`)
 * become arrays ordered by index; other names keep their value. Used by the client's tests and by
 * the server before validateRequest. Idempotent on already-decoded fields.
 */
export function decodeForm(fields: FlatFields): DecodedFields {
  const plain = new Map<string, unknown>();
  const indexed = new Map<string, { index: number; order: number; value: unknown }[]>();
  let order = 0;
  for (const [key, value] of entriesOf(fields)) {
    const match = INDEXED.exec(key);
    if (match) {
      const name = match[1] as string;
      const index = match[2] === '' ? MAX_INDEX + 1 : Number(match[2]);
      const list = indexed.get(name) ?? [];
      const values = Array.isArray(value) ? value : [value];
      for (const item of values) list.push({ index, order: order++, value: item });
      indexed.set(name, list);
    } else {
      plain.set(key, value);
    }
  }
  const out: DecodedFields = {};
  for (const [key, value] of plain)
    Object.defineProperty(out, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  for (const [name, list] of indexed) {
    // Indexed entries win over a plain field of the same name.
    list.sort((a, b) => a.index - b.index || a.order - b.order);
    Object.defineProperty(out, name, {
      value: list.map((e) => e.value),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** A value a caller may put in a request field. */
export type FieldValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * Flattens request fields into form entries: arrays as `name[0]`, `name[1]`; undefined and null
 * are left out; numbers and booleans are written as text.
 */
export function encodeFields(fields: Record<string, FieldValue>): [string, string][] {
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      value.forEach((item, i) => entries.push([`${key}[${i}]`, String(item)]));
    } else {
      entries.push([key, String(value)]);
    }
  }
  return entries;
}
