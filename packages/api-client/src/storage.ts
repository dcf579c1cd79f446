import * as v from 'valibot';
import { STORAGE_KEYS, type StorageKey } from './storage-keys';

// Device storage of spec section 3: JSON values under fixed keys in localStorage. Reads never
// throw: a missing, unparsable or mistyped value reads as null (and a default where one exists).

export const LANGUAGES = ['eng', 'cn', 'jp'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'eng';
/** The catalogue country when none is stored (spec section 4). */
export const DEFAULT_COUNTRY_ID = '3';

/** Ids were numbers in older builds: accept both, keep strings. */
const idText = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.integer())]),
  v.transform((x) => String(x)),
);
const text = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((x) => String(x)),
);

const storedSchemas = {
  authAPI: v.object({
    api_token: v.pipe(v.string(), v.minLength(1)),
    api_token_expiry: v.number(),
  }),
  authUser: v.object({
    member_id: idText,
    country_id: v.optional(idText, '0'),
    name: v.optional(v.string()),
    phone_number: v.optional(text),
    phone_prefix: v.optional(v.string()),
    profile_picture: v.optional(v.string()),
  }),
  /** The otp_proof of the account flow in progress (see README: verify_otp). */
  OTP: text,
  phoneNumber: text,
  countryCode: text,
  /** The catalogue country id. */
  country: idText,
  /** The currency code of that country. */
  currency: v.string(),
  basketCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  redirect_id: idText,
  gid: idText,
  fbToken: v.string(),
  I18N_LANGUAGE: v.picklist(LANGUAGES),
} satisfies Record<StorageKey, v.GenericSchema>;

export type StorageValues = { [K in StorageKey]: v.InferOutput<(typeof storedSchemas)[K]> };
export type StoredToken = StorageValues['authAPI'];
export type StoredUser = StorageValues['authUser'];

export type StorageListener = (key: StorageKey) => void;

export interface DeviceStorage {
  /** The stored value, or null when missing or unreadable. */
  get<K extends StorageKey>(key: K): StorageValues[K] | null;
  set<K extends StorageKey>(key: K, value: StorageValues[K]): void;
  remove(key: StorageKey): void;
  /** The interface language, eng when unset or unknown. */
  language(): Language;
  /** The catalogue country id, 3 when unset. */
  countryId(): string;
  /** Clears what logging out clears: user, basket count and social token (spec section 2). */
  clearSession(): void;
  /**
   * Calls the listener after a key changes, here or in another tab. Returns the unsubscribe.
   * With useSyncExternalStore: `useSyncExternalStore(storage.subscribe, () => storage.get(key))`;
   * `get` returns the same object while the stored text is unchanged.
   */
  subscribe(listener: StorageListener): () => void;
}

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, val) => void map.set(k, String(val)),
  };
}

function defaultBackend(): Storage {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Access can throw (sandboxed iframes, disabled storage): fall back to memory.
  }
  return memoryStorage();
}

const isKey = (key: string | null): key is StorageKey =>
  key !== null && (STORAGE_KEYS as readonly string[]).includes(key);

/**
 * Typed device storage over a Storage (localStorage by default). `backend` may be a getter so
 * tests and Storybook can swap it.
 */
export function createDeviceStorage(
  backend: Storage | (() => Storage) = defaultBackend,
): DeviceStorage {
  const store = () => (typeof backend === 'function' ? backend() : backend);
  const listeners = new Set<StorageListener>();
  // Same raw text, same object: keeps useSyncExternalStore snapshots stable.
  const cache = new Map<StorageKey, { raw: string | null; value: unknown }>();

  const emit = (key: StorageKey) => {
    for (const listener of [...listeners]) listener(key);
  };

  const read = <K extends StorageKey>(key: K): StorageValues[K] | null => {
    let raw: string | null;
    try {
      raw = store().getItem(key);
    } catch {
      return null;
    }
    const cached = cache.get(key);
    if (cached && cached.raw === raw) return cached.value as StorageValues[K] | null;
    let value: StorageValues[K] | null = null;
    if (raw !== null) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        // Older builds stored some strings without JSON quotes.
        parsed = raw;
      }
      const result = v.safeParse(storedSchemas[key], parsed);
      value = result.success ? (result.output as StorageValues[K]) : null;
    }
    cache.set(key, { raw, value });
    return value;
  };

  const onOtherTab = (event: StorageEvent) => {
    if (event.key === null) STORAGE_KEYS.forEach(emit);
    else if (isKey(event.key)) emit(event.key);
  };

  const remove = (key: StorageKey) => {
    try {
      store().removeItem(key);
    } catch {
      // nothing to remove
    }
    cache.delete(key);
    emit(key);
  };

  return {
    get: read,
    set(key, value) {
      try {
        store().setItem(key, JSON.stringify(value));
      } catch {
        // Quota exceeded or storage disabled: the app keeps working without persistence.
      }
      emit(key);
    },
    remove,
    language() {
      return read('I18N_LANGUAGE') ?? DEFAULT_LANGUAGE;
    },
    countryId() {
      return read('country') ?? DEFAULT_COUNTRY_ID;
    },
    clearSession() {
      for (const key of ['authUser', 'basketCount', 'fbToken'] as const) remove(key);
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== 'undefined')
        window.addEventListener('storage', onOtherTab);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined')
          window.removeEventListener('storage', onOtherTab);
      };
    },
  };
}

/** The app's device storage, over localStorage. */
export const deviceStorage: DeviceStorage = createDeviceStorage();
