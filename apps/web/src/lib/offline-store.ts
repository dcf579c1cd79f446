// The wallet kept on the device (issue 25): IndexedDB, so vouchers open at a shop counter without
// a network, and 'Mark as used' made offline survives closing the app. Every record belongs to
// the member who saved it; logging out deletes the whole database (lib/offline-wallet).
import type { OrderProductVouchers, ResponseOf } from '@ugift/api-client';

const DB_NAME = 'ugift-offline';
const VERSION = 1;

export type SavedDetail = ResponseOf<'detail_evoucher'>;

/** One opened order product: its detail answer as last loaded, pictures inlined as data: URLs. */
export interface SavedVoucher {
  /** The order product id (/voucher-details?id=). */
  id: string;
  memberId: string;
  /** When it was loaded from the api (epoch ms). */
  savedAt: number;
  /** The member's time zone then (IANA), so "as of" reads in it as orders do (issue 45). */
  zone?: string;
  detail: SavedDetail;
}

/** A wallet list (one tab) as last loaded. */
export interface SavedList {
  /** `${memberId}:${filter}` */
  key: string;
  memberId: string;
  savedAt: number;
  /** The member's time zone then (IANA). */
  zone?: string;
  table: OrderProductVouchers[];
}

/** A 'Mark as used' made without a network, sent when it returns (once). */
export interface QueuedUse {
  /** The voucher (order_evoucher_id). */
  voucherId: string;
  orderProductId: string;
  memberId: string;
  name: string;
  queuedAt: number;
}

type Stores = { vouchers: SavedVoucher; lists: SavedList; outbox: QueuedUse };
type StoreName = keyof Stores;

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore('vouchers', { keyPath: 'id' });
      db.createObjectStore('lists', { keyPath: 'key' });
      db.createObjectStore('outbox', { keyPath: 'voucherId' });
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab deleting the database (logout) closes this connection first.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error('IndexedDB failed to open'));
    };
  });
  return opening;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

async function store<N extends StoreName>(name: N, mode: IDBTransactionMode) {
  return (await open()).transaction(name, mode).objectStore(name);
}

export async function put<N extends StoreName>(name: N, value: Stores[N]): Promise<void> {
  await done((await store(name, 'readwrite')).put(value));
}

export async function get<N extends StoreName>(
  name: N,
  key: string,
): Promise<Stores[N] | undefined> {
  return (await done((await store(name, 'readonly')).get(key))) as Stores[N] | undefined;
}

export async function getAll<N extends StoreName>(name: N): Promise<Stores[N][]> {
  return (await done((await store(name, 'readonly')).getAll())) as Stores[N][];
}

export async function remove(name: StoreName, key: string): Promise<void> {
  await done((await store(name, 'readwrite')).delete(key));
}

/**
 * Whether this device has kept a wallet at all: a guest's first visit (the common case) then
 * opens no database only to clear it (creating it costs a first load about 30 ms of main thread).
 * Without `indexedDB.databases()`, assumes it has.
 */
async function kept(): Promise<boolean> {
  if (opening || typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases().catch(() => null);
  return !databases || databases.some((database) => database.name === DB_NAME);
}

/** Deletes everything kept on the device (logout). */
export async function clearAll(): Promise<void> {
  if (!(await kept())) return;
  const db = await open();
  const tx = db.transaction(['vouchers', 'lists', 'outbox'], 'readwrite');
  tx.objectStore('vouchers').clear();
  tx.objectStore('lists').clear();
  tx.objectStore('outbox').clear();
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB clear failed'));
  });
}
