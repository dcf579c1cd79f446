// The offline wallet (issue 25). The wallet's screens read through these query options: online,
// the api's answer, saved on the device as it arrives (pictures inlined); without a network, the
// saved copy with the time it was saved ('Offline: as of ...'). A 'Mark as used' made offline is
// queued on the device and sent once when the network returns, by one tab at a time; logging
// out (or a session that ends) deletes everything kept.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

import { isApiError, type EvoucherFilter, type OrderProductVouchers } from '@ugift/api-client';

import { api, deviceStorage, queries } from './api';
import {
  clearAll,
  get,
  getAll,
  put,
  remove,
  type QueuedUse,
  type SavedDetail,
} from './offline-store';
import { storedUser } from './session';

/** An answer and, when it came from the device, when it was saved there (epoch ms). */
export interface DeviceAnswer<T> {
  data: T;
  savedAt: number | null;
  /** The member's time zone when it was saved, for its "as of" time; absent when unknown. */
  zone?: string | undefined;
  /** Vouchers whose 'Mark as used' waits for the network. */
  queued: readonly string[];
}

/** Larger pictures are not inlined (the service worker's image cache may still have them). */
const MAX_INLINE_BYTES = 400 * 1024;

/** The request never reached the api (no network), as opposed to an answer that refused it. */
export function isNetworkFailure(error: unknown): boolean {
  return (isApiError(error) && error.kind === 'network') || !navigator.onLine;
}

async function inline(url: string): Promise<string> {
  if (!url || url.startsWith('data:') || !navigator.onLine) return url;
  try {
    const response = await fetch(url);
    const blob = await response.blob();
    if (!response.ok || blob.size > MAX_INLINE_BYTES) return url;
    return await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : url);
      reader.onerror = () => resolve(url);
      reader.readAsDataURL(blob);
    });
  } catch {
    return url;
  }
}

async function queuedFor(memberId: string): Promise<string[]> {
  return (await getAll('outbox'))
    .filter((use) => use.memberId === memberId)
    .map((use) => use.voucherId);
}

/** Keeps a device write from ever failing a screen (private mode, quota): it is a copy. */
const quietly = (work: Promise<unknown>) => void work.catch(() => undefined);

/**
 * The member's own zone (their reminder settings' time_zone), kept with what is saved: offline the
 * "as of" time then reads in the zone the orders use, not the device's clock zone (issue 45).
 */
async function memberZone(): Promise<string | undefined> {
  try {
    return (await api.call('get_reminder_settings', {})).table.time_zone || undefined;
  } catch {
    return undefined;
  }
}

async function saveDetail(memberId: string, id: string, detail: SavedDetail) {
  const table = await Promise.all(
    detail.table.map(async (voucher) => ({ ...voucher, image: await inline(voucher.image) })),
  );
  const zone = await memberZone();
  await put('vouchers', {
    id,
    memberId,
    savedAt: Date.now(),
    ...(zone ? { zone } : {}),
    detail: { ...detail, table },
  });
}

async function saveList(memberId: string, filter: EvoucherFilter, table: OrderProductVouchers[]) {
  const inlined = await Promise.all(
    table.map(async (row) => ({ ...row, image: await inline(row.image) })),
  );
  const zone = await memberZone();
  await put('lists', {
    key: `${memberId}:${filter}`,
    memberId,
    savedAt: Date.now(),
    ...(zone ? { zone } : {}),
    table: inlined,
  });
}

/** /voucher-details: one order product's vouchers, from the api or the device. */
export function walletDetail(id: string) {
  const online = queries.evoucher.detail(id);
  return queryOptions({
    queryKey: [...online.queryKey, 'device'] as const,
    // Run without a network too: the answer then comes from the device.
    networkMode: 'always',
    retry: (count, error) => !isNetworkFailure(error) && count < 2,
    queryFn: async ({ signal }): Promise<DeviceAnswer<SavedDetail>> => {
      const memberId = storedUser()?.member_id;
      try {
        const data = await api.call('detail_evoucher', { order_product_id: id }, { signal });
        if (memberId) quietly(saveDetail(memberId, id, data));
        return { data, savedAt: null, queued: memberId ? await queuedFor(memberId) : [] };
      } catch (error) {
        if (!memberId || !isNetworkFailure(error)) throw error;
        const saved = await get('vouchers', id).catch(() => undefined);
        if (!saved || saved.memberId !== memberId) throw error;
        return {
          data: saved.detail,
          savedAt: saved.savedAt,
          zone: saved.zone,
          queued: await queuedFor(memberId),
        };
      }
    },
  });
}

/** /vouchers: one tab of the wallet (and its search), from the api or the device. */
export function walletList(filter: EvoucherFilter, keywords: string) {
  const params = {
    filter_by_status: filter,
    ...(keywords ? { filter_by_keywords: keywords } : {}),
  };
  const online = queries.evoucher.list(params);
  return queryOptions({
    queryKey: [...online.queryKey, 'device'] as const,
    networkMode: 'always',
    retry: (count, error) => !isNetworkFailure(error) && count < 2,
    queryFn: async ({ signal }): Promise<DeviceAnswer<OrderProductVouchers[]>> => {
      const memberId = storedUser()?.member_id;
      try {
        const { table } = await api.call('list_evoucher', params, { signal });
        if (memberId && !keywords) quietly(saveList(memberId, filter, table));
        return { data: table, savedAt: null, queued: [] };
      } catch (error) {
        if (!memberId || !isNetworkFailure(error)) throw error;
        const saved = await get('lists', `${memberId}:${filter}`).catch(() => undefined);
        if (!saved) throw error;
        const words = keywords.toLowerCase();
        const table = saved.table.filter((row) => row.product_name.toLowerCase().includes(words));
        return { data: table, savedAt: saved.savedAt, zone: saved.zone, queued: [] };
      }
    },
  });
}

/** Queues a 'Mark as used' made without a network; it is sent when the network returns. */
export async function queueUse(use: Omit<QueuedUse, 'memberId' | 'queuedAt'>): Promise<void> {
  const memberId = storedUser()?.member_id;
  if (!memberId) throw new Error('Not signed in');
  await put('outbox', { ...use, memberId, queuedAt: Date.now() });
}

// What the sending of the queue found, shown once by OutboxNotices.
export interface OutboxResult {
  voucherId: string;
  name: string;
  /** The api's refusal, or null when the voucher was marked as used. */
  error: string | null;
}
let results: readonly OutboxResult[] = [];
const resultListeners = new Set<() => void>();
function setResults(next: readonly OutboxResult[]) {
  results = next;
  resultListeners.forEach((listener) => listener());
}
const subscribeResults = (listener: () => void) => {
  resultListeners.add(listener);
  return () => resultListeners.delete(listener);
};

export function useOutboxResults(): readonly OutboxResult[] {
  return useSyncExternalStore(
    subscribeResults,
    () => results,
    () => results,
  );
}

export function dismissOutboxResult(voucherId: string) {
  setResults(results.filter((result) => result.voucherId !== voucherId));
}

let flushing: Promise<void> | null = null;

/**
 * Sends the queued uses of the signed-in member, each once: removed from the device as soon as
 * the api has answered (marked, or refused: a refusal would be refused again); kept when the
 * network failed again. One tab at a time (Web Locks), one run at a time in this tab.
 */
export function flushOutbox(queryClient: QueryClient): Promise<void> {
  flushing ??= (async () => {
    const send = async () => {
      const memberId = storedUser()?.member_id;
      if (!memberId || !navigator.onLine) return;
      const queued = (await getAll('outbox')).filter((use) => use.memberId === memberId);
      let sent = 0;
      for (const use of queued.sort((a, b) => a.queuedAt - b.queuedAt)) {
        // Another tab may have sent it while this one waited for the lock.
        if (!(await get('outbox', use.voucherId))) continue;
        try {
          await api.call('mark_evoucher_used', { order_evoucher_id: use.voucherId });
          await remove('outbox', use.voucherId);
          setResults([...results, { voucherId: use.voucherId, name: use.name, error: null }]);
        } catch (error) {
          if (isNetworkFailure(error)) break;
          await remove('outbox', use.voucherId);
          const message = error instanceof Error ? error.message : String(error);
          setResults([...results, { voucherId: use.voucherId, name: use.name, error: message }]);
        }
        sent += 1;
      }
      if (sent) await queryClient.invalidateQueries({ queryKey: ['evoucher'] });
    };
    if (navigator.locks) await navigator.locks.request('ugift-offline-outbox', send);
    else await send();
  })()
    .catch(() => undefined)
    .finally(() => {
      flushing = null;
    });
  return flushing;
}

/**
 * Starts the device wallet: sends the queue now and whenever the network returns, and deletes
 * everything kept when the member logs out (here or in another tab) or the session ends.
 * `onSignedOut` runs then too (the push subscription of this device ends with it).
 */
export function startOfflineWallet(queryClient: QueryClient, onSignedOut?: () => void) {
  let member = storedUser()?.member_id ?? null;
  const signedOut = () => {
    setResults([]);
    quietly(clearAll());
    onSignedOut?.();
  };
  if (!member) quietly(clearAll());
  deviceStorage.subscribe(() => {
    const now = storedUser()?.member_id ?? null;
    if (member && now !== member) signedOut();
    const signedIn = now !== null && now !== member;
    member = now;
    if (signedIn) void flushOutbox(queryClient);
  });
  window.addEventListener('online', () => void flushOutbox(queryClient));
  void flushOutbox(queryClient);
}
