import { useSyncExternalStore } from 'react';

import { deviceStorage, type StoredUser } from '@ugift/api-client';

export type { StoredUser };

/** Who is signed in (spec section 3: a guest has no stored authUser). */
export function storedUser(): StoredUser | null {
  return deviceStorage.get('authUser');
}

export function isSignedIn(): boolean {
  return storedUser() !== null;
}

/** The signed-in member, kept current when login or logout changes the device storage. */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(deviceStorage.subscribe, storedUser, storedUser);
}
