import { useSyncExternalStore } from 'react';

import type { StorageKey, StorageValues } from '@ugift/api-client';

import { deviceStorage } from './api';

/** One device key, kept current when it changes here or in another tab. */
export function useDeviceValue<K extends StorageKey>(key: K): StorageValues[K] | null {
  const read = () => deviceStorage.get(key);
  return useSyncExternalStore(deviceStorage.subscribe, read, read);
}

/** The catalogue country id on the device, 3 when none was chosen (spec section 4). */
export function useCountryId(): string {
  return useDeviceValue('country') ?? deviceStorage.countryId();
}
