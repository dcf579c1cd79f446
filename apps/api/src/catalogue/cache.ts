import zlib from 'node:zlib';

import type { OperationName } from '@ugift/api-client/contract';

import { CHANNELS, type Notifier } from '../db/notify';
import { BROTLI_OPTIONS, GZIP_OPTIONS } from '../lib/compression';
import { LruCache } from '../lib/lru';

/** The operations whose answer is made of the catalogue and the request alone. */
const CACHEABLE = new Set<OperationName>([
  'list_country',
  'list_banner',
  'list_category',
  'list_brand',
  'list_product',
  'list_interest',
  'list_gift_intention',
  'list_giftcard',
  'detail_giftcard',
  'list_music',
  'detail_product',
]);
/** Answers that also show the member's own data (the basket quantity): cached for guests only. */
const GUEST_ONLY = new Set<OperationName>(['detail_product']);

/** Answers that show products (their stock among the rest), by the ids they show. */
function productsShown(option: OperationName, answer: unknown): ReadonlySet<string> | null {
  if (option !== 'list_product' && option !== 'detail_product') return null;
  const table = (answer as { table?: unknown } | null)?.table;
  const rows = Array.isArray(table) ? table : table ? [table] : [];
  return new Set(rows.map((row) => String((row as { id?: unknown }).id)));
}

/** The payload of an update that changed only products' stock (migration 009). */
const STOCK_PREFIX = 'products.stock:';

/** A safety net only: every change of the catalogue clears the cache at once (migration 006). */
const ENTRY_MS = 5 * 60_000;

/** Encodings a cached answer is kept in, besides its JSON text, once a client asked for one. */
export type AnswerEncoding = 'br' | 'gzip';

/**
 * An answer as it goes on the wire: its JSON text, made once, and its compressed forms, each made
 * the first time a client accepts it (lib/compression.ts: as the per-request compression does).
 */
export class SerializedAnswer {
  readonly json: string;
  private readonly compressed = new Map<AnswerEncoding, Buffer>();

  constructor(readonly answer: unknown) {
    this.json = JSON.stringify(answer);
  }

  encoded(encoding: AnswerEncoding): Buffer {
    let body = this.compressed.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.json, BROTLI_OPTIONS)
          : zlib.gzipSync(this.json, GZIP_OPTIONS);
      this.compressed.set(encoding, body);
    }
    return body;
  }
}

interface Entry {
  answer: SerializedAnswer;
  until: number;
  products: ReadonlySet<string> | null;
}

/**
 * The catalogue's answers, per distinct request, in each process's memory: list_product,
 * detail_product and the other catalogue reads answer without a database round trip while
 * nothing changed. Any change of a catalogue table (a price, a new banner; by the api, a script
 * or an operator) notifies every process, which drops every answer. A change of stock alone (a
 * reservation, a cancellation) drops only the answers that show those products. An answer
 * computed while a change that concerns it arrived is not kept.
 */
export class CatalogueCache {
  private readonly answers = new LruCache<string, Entry>(5000);
  private generation = 0;
  /** Stock changes heard, numbered; and the number of the last one of each product. */
  private stockChanges = 0;
  private readonly stockChanged = new Map<string, number>();
  hits = 0;
  misses = 0;

  constructor(
    notifier: Notifier,
    private readonly now: () => number = Date.now,
  ) {
    notifier.on(CHANNELS.catalogue, (payload) => {
      if (payload.startsWith(STOCK_PREFIX)) this.stockChange(payload.slice(STOCK_PREFIX.length));
      else this.clear();
    });
  }

  clear(): void {
    this.generation += 1;
    this.answers.clear();
    this.stockChanged.clear();
  }

  /** Drops the answers that show any of the products (ids separated by commas). */
  private stockChange(idList: string): void {
    const ids = idList.split(',');
    this.stockChanges += 1;
    for (const id of ids) this.stockChanged.set(id, this.stockChanges);
    this.answers.deleteWhere(
      (entry) => entry.products !== null && ids.some((id) => entry.products!.has(id)),
    );
  }

  /** The cache key of a request, or undefined when its answer may not be cached. */
  keyFor(
    option: OperationName,
    input: Record<string, unknown>,
    memberId: number | null,
  ): string | undefined {
    if (!CACHEABLE.has(option) || (GUEST_ONLY.has(option) && memberId !== null)) return undefined;
    const fields = Object.entries(input)
      .filter(([name]) => name !== 'member_id')
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `${option}:${JSON.stringify(fields)}`;
  }

  get(key: string): SerializedAnswer | undefined {
    const entry = this.answers.get(key);
    if (entry && entry.until > this.now()) {
      this.hits += 1;
      return entry.answer;
    }
    this.misses += 1;
    return undefined;
  }

  /** Computes and keeps an answer, unless the catalogue changed meanwhile. */
  async through(key: string, compute: () => Promise<unknown>): Promise<SerializedAnswer> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const [generation, stockChanges] = [this.generation, this.stockChanges];
    const answer = new SerializedAnswer(await compute());
    if (generation !== this.generation) return answer;
    const products = productsShown(key.slice(0, key.indexOf(':')) as OperationName, answer.answer);
    for (const id of products ?? []) {
      if ((this.stockChanged.get(id) ?? 0) > stockChanges) return answer;
    }
    this.answers.set(key, { answer, until: this.now() + ENTRY_MS, products });
    return answer;
  }
}
