import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from './storage-keys';
import { createDeviceStorage, DEFAULT_COUNTRY_ID, DEFAULT_LANGUAGE } from './storage';

beforeEach(() => localStorage.clear());

describe('given the device storage', () => {
  it('should cover exactly the keys of the spec', () => {
    expect([...STORAGE_KEYS]).toEqual([
      'authAPI',
      'authUser',
      'OTP',
      'phoneNumber',
      'countryCode',
      'country',
      'currency',
      'basketCount',
      'redirect_id',
      'gid',
      'fbToken',
      'I18N_LANGUAGE',
    ]);
  });

  it('should store values as JSON under the spec keys and read them back typed', () => {
    const storage = createDeviceStorage(localStorage);
    storage.set('authUser', { member_id: '12', country_id: '3' });
    storage.set('basketCount', 4);
    storage.set('I18N_LANGUAGE', 'jp');
    expect(localStorage.getItem('authUser')).toBe('{"member_id":"12","country_id":"3"}');
    expect(localStorage.getItem('basketCount')).toBe('4');
    expect(storage.get('authUser')).toEqual({ member_id: '12', country_id: '3' });
    expect(storage.get('basketCount')).toBe(4);
    expect(storage.language()).toBe('jp');
  });

  it('should read missing values as null and defaults where the spec has them', () => {
    const storage = createDeviceStorage(localStorage);
    expect(storage.get('authUser')).toBeNull();
    expect(storage.get('basketCount')).toBeNull();
    expect(storage.language()).toBe(DEFAULT_LANGUAGE);
    expect(storage.countryId()).toBe(DEFAULT_COUNTRY_ID);
  });

  it('should read corrupted values as missing instead of throwing', () => {
    localStorage.setItem('authUser', '{"member_id":');
    localStorage.setItem('authAPI', '{"api_token":"x"}');
    localStorage.setItem('basketCount', '"lots"');
    localStorage.setItem('I18N_LANGUAGE', '"klingon"');
    localStorage.setItem('country', '{}');
    const storage = createDeviceStorage(localStorage);
    expect(storage.get('authUser')).toBeNull();
    expect(storage.get('authAPI')).toBeNull();
    expect(storage.get('basketCount')).toBeNull();
    expect(storage.language()).toBe('eng');
    expect(storage.countryId()).toBe('3');
  });

  it('should accept values older builds wrote: numeric ids and unquoted strings', () => {
    localStorage.setItem('authUser', '{"member_id":12,"country_id":3}');
    localStorage.setItem('gid', '7');
    localStorage.setItem('currency', 'SGD');
    localStorage.setItem('I18N_LANGUAGE', 'cn');
    const storage = createDeviceStorage(localStorage);
    expect(storage.get('authUser')).toEqual({ member_id: '12', country_id: '3' });
    expect(storage.get('gid')).toBe('7');
    expect(storage.get('currency')).toBe('SGD');
    expect(storage.language()).toBe('cn');
  });

  it('should keep working when localStorage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const storage = createDeviceStorage(broken);
    expect(() => storage.set('basketCount', 1)).not.toThrow();
    expect(storage.get('basketCount')).toBeNull();
    expect(() => storage.remove('basketCount')).not.toThrow();
  });

  it('should notify listeners of changes so the UI follows', () => {
    const storage = createDeviceStorage(localStorage);
    const listener = vi.fn();
    const unsubscribe = storage.subscribe(listener);
    storage.set('basketCount', 2);
    storage.remove('authUser');
    expect(listener.mock.calls).toEqual([['basketCount'], ['authUser']]);
    unsubscribe();
    storage.set('basketCount', 3);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('should notify listeners of changes made in another tab', () => {
    const storage = createDeviceStorage(localStorage);
    const listener = vi.fn();
    const unsubscribe = storage.subscribe(listener);
    localStorage.setItem('I18N_LANGUAGE', '"cn"');
    window.dispatchEvent(new StorageEvent('storage', { key: 'I18N_LANGUAGE' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(listener.mock.calls).toEqual([['I18N_LANGUAGE']]);
    expect(storage.language()).toBe('cn');
    unsubscribe();
  });

  it('should return the same object while the stored text is unchanged (stable snapshots)', () => {
    const storage = createDeviceStorage(localStorage);
    storage.set('authUser', { member_id: '12', country_id: '3' });
    const first = storage.get('authUser');
    expect(storage.get('authUser')).toBe(first);
    storage.set('authUser', { member_id: '13', country_id: '3' });
    expect(storage.get('authUser')).not.toBe(first);
  });

  it('should clear user, basket count and social token on logout, and nothing else', () => {
    const storage = createDeviceStorage(localStorage);
    storage.set('authUser', { member_id: '12', country_id: '3' });
    storage.set('basketCount', 2);
    storage.set('fbToken', 'fb');
    storage.set('I18N_LANGUAGE', 'cn');
    storage.set('authAPI', { api_token: 'token', api_token_expiry: 1 });
    storage.clearSession();
    expect(storage.get('authUser')).toBeNull();
    expect(storage.get('basketCount')).toBeNull();
    expect(storage.get('fbToken')).toBeNull();
    expect(storage.language()).toBe('cn');
    expect(storage.get('authAPI')).not.toBeNull();
  });
});
