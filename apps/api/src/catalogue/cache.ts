import type { OperationName } from '@ugift/api-client/contract';

import { CHANNELS, type Notifier } from '../db/notify';
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

/** A safety net only: every change of the catalogue clears the cache at once (migration 006). */
const ENTRY_MS = 5 * 60_000;

/**
 * The catalogue's answers, per distinct request, in each process's memory: list_product,
 * detail_product and the other catalogue reads answer without a database round trip while
 * nothing changed. Any change of a catalogue table (a price, a stock count, a new banner; by the
 * api, a script or an operator) notifies every process, which drops every answer. An answer
 * computed while a change arrived is not kept (the generation moved on).
 */
export class CatalogueCache {
  private readonly answers = new LruCache<string, { answer: unknown; until: number }>(5000);
  private generation = 0;
  hits = 0;
  misses = 0;

  constructor(
    notifier: Notifier,
    private readonly now: () => number = Date.now,
  ) {
    notifier.on(CHANNELS.catalogue, () => this.clear());
  }

  clear(): void {
    this.generation += 1;
    this.answers.clear();
  }

  /** The cache key of a request, or undefined when its answer may not be cached. */
  keyFor(option: OperationName, input: Record<string, unknown>, memberId: number | null) {
    if (!CACHEABLE.has(option) || (GUEST_ONLY.has(option) && memberId !== null)) return undefined;
    const fields = Object.entries(input)
      .filter(([name]) => name !== 'member_id')
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `${option}:${JSON.stringify(fields)}`;
  }

  get(key: string): unknown {
    const entry = this.answers.get(key);
    if (entry && entry.until > this.now()) {
      this.hits += 1;
      return entry.answer;
    }
    this.misses += 1;
    return undefined;
  }

  /** Computes and keeps an answer, unless the catalogue changed meanwhile. */
  async through<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const cached = this.get(key);
    if (cached !== undefined) return cached as T;
    const generation = this.generation;
    const answer = await compute();
    if (generation === this.generation) {
      this.answers.set(key, { answer, until: this.now() + ENTRY_MS });
    }
    return answer;
  }
}
