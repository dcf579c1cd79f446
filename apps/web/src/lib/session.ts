/**
 * Who is signed in, read from the device (spec section 3: a guest has no stored authUser).
 * Values are stored as JSON, like every device key.
 */
export interface StoredUser {
  member_id: string | number;
  country_id?: string | number;
}

export function storedUser(): StoredUser | null {
  try {
    const raw = globalThis.localStorage?.getItem('authUser');
    const value = raw ? (JSON.parse(raw) as unknown) : null;
    if (value && typeof value === 'object' && 'member_id' in value) return value as StoredUser;
    return null;
  } catch {
    return null;
  }
}

export function isSignedIn(): boolean {
  return storedUser() !== null;
}
