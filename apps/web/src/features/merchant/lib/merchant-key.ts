import { useSyncExternalStore } from 'react';

// The merchant key is kept for this tab only (sessionStorage): a shared till's browser forgets it
// when the tab closes, and it never sits beside the shopper's data in localStorage.

const STORAGE_KEY = 'ugiftMerchantKey';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function storedMerchantKey(): string | null {
  return storage()?.getItem(STORAGE_KEY) ?? null;
}

export function setMerchantKey(key: string | null) {
  if (key) storage()?.setItem(STORAGE_KEY, key);
  else storage()?.removeItem(STORAGE_KEY);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The merchant key of this tab, kept current when the page signs in or out. */
export function useMerchantKey(): string | null {
  return useSyncExternalStore(subscribe, storedMerchantKey, () => null);
}
