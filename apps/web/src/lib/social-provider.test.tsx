import { describe, expect, it, vi } from 'vitest';

import {
  createFacebookProvider,
  createSandboxProvider,
  FACEBOOK_PENDING_KEY,
  socialProviderKind,
  type SandboxAccount,
} from './social-provider';

const alice: SandboxAccount = {
  id: 'sandbox-1001',
  name: 'Alice Tan',
  picture: '/api/media/avatar/sandbox-1001.svg',
  access_token: 'sandbox-token-sandbox-1001',
};

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('given the build configuration', () => {
  it('should use Facebook with an app id and the sandbox without one', () => {
    expect(socialProviderKind('1234567890')).toBe('facebook');
    expect(socialProviderKind('')).toBe('sandbox');
    expect(socialProviderKind(undefined)).toBe('sandbox');
  });
});

describe('given the sandbox provider', () => {
  it('should list the api identities and sign in as the chosen one', async () => {
    const fetchFn = vi.fn(() => json({ success: true, table: [alice, { id: 'broken' }] }));
    const chooseAccount = vi.fn(async (accounts: SandboxAccount[]) => accounts[0] ?? null);
    const provider = createSandboxProvider({
      apiBaseUrl: 'http://api.test/',
      chooseAccount,
      fetchFn,
    });
    await expect(provider.signIn({ returnPath: '/login' })).resolves.toEqual({
      accessToken: 'sandbox-token-sandbox-1001',
      facebookId: 'sandbox-1001',
      name: 'Alice Tan',
      picture: '/api/media/avatar/sandbox-1001.svg',
    });
    expect(fetchFn).toHaveBeenCalledWith('http://api.test/api/dev/social');
    // Entries that are not identities are left out of the picker.
    expect(chooseAccount).toHaveBeenCalledWith([alice]);
  });

  it('should resolve null when the picker is closed, and never resume a redirect', async () => {
    const provider = createSandboxProvider({
      apiBaseUrl: '',
      chooseAccount: async () => null,
      fetchFn: () => json({ success: true, table: [alice] }),
    });
    await expect(provider.signIn({ returnPath: '/login' })).resolves.toBeNull();
    await expect(provider.resume()).resolves.toBeNull();
  });

  it('should fail when the api has no sandbox (a Facebook api)', async () => {
    const provider = createSandboxProvider({
      apiBaseUrl: '',
      chooseAccount: async () => alice,
      fetchFn: () => json({ message: 'Not Found' }, 404),
    });
    await expect(provider.signIn({ returnPath: '/login' })).rejects.toThrow('404');
  });
});

function facebook(
  place: { hash?: string; search?: string; pathname?: string } = {},
  stored: Record<string, string> = {},
) {
  const storage = new Map(Object.entries(stored));
  const session = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  };
  const open = vi.fn();
  const replaceState = vi.fn();
  const fetchFn = vi.fn(() =>
    json({ id: '10001', name: 'Mei Tan', picture: { data: { url: 'https://fb.test/mei.jpg' } } }),
  );
  const provider = createFacebookProvider({
    appId: 'app-42',
    appUrl: (path) => `https://shop.test/ugift${path}`,
    fetchFn,
    open,
    session,
    location: { hash: '', search: '', pathname: '/ugift/login', ...place },
    history: { replaceState, state: { idx: 3 } },
  });
  return { provider, storage, open, replaceState, fetchFn };
}

describe('given the Facebook provider', () => {
  it("should leave for Facebook's login dialog with the app id, return address and scope", async () => {
    const { provider, storage, open } = facebook();
    await expect(
      provider.signIn({ returnPath: '/friends?type=list_facebook', keep: '/orders' }),
    ).resolves.toBeNull();
    const url = new URL(String(open.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.facebook.com/v19.0/dialog/oauth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'app-42',
      redirect_uri: 'https://shop.test/ugift/friends?type=list_facebook',
      response_type: 'token',
      scope: 'public_profile,user_friends',
    });
    const pending = JSON.parse(storage.get(FACEBOOK_PENDING_KEY) ?? '{}') as Record<string, string>;
    expect(pending).toEqual({ state: url.searchParams.get('state'), kept: '/orders' });
    expect(pending.state).toMatch(/^[0-9a-f]{32}$/);
  });

  it('should read the returned token, ask the Graph API who it is, and clear the address', async () => {
    const pending = JSON.stringify({ state: 'abc', kept: '/orders' });
    const { provider, storage, replaceState, fetchFn } = facebook(
      { hash: '#access_token=EAAB-token&expires_in=5000&state=abc', search: '?x=1' },
      { [FACEBOOK_PENDING_KEY]: pending },
    );
    await expect(provider.resume()).resolves.toEqual({
      accessToken: 'EAAB-token',
      facebookId: '10001',
      name: 'Mei Tan',
      picture: 'https://fb.test/mei.jpg',
      kept: '/orders',
    });
    const graph = new URL(String((fetchFn.mock.calls[0] as unknown[] | undefined)?.[0]));
    expect(graph.pathname).toBe('/v19.0/me');
    expect(graph.searchParams.get('access_token')).toBe('EAAB-token');
    expect(replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/ugift/login?x=1');
    expect(storage.has(FACEBOOK_PENDING_KEY)).toBe(false);
  });

  it('should refuse an answer whose state is not the one it sent', async () => {
    const { provider, fetchFn } = facebook(
      { hash: '#access_token=forged&state=other' },
      { [FACEBOOK_PENDING_KEY]: JSON.stringify({ state: 'abc' }) },
    );
    await expect(provider.resume()).rejects.toThrow('not ours');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('should treat a refused dialog as cancelled and other errors as failures', async () => {
    const pending = { [FACEBOOK_PENDING_KEY]: JSON.stringify({ state: 'abc' }) };
    await expect(
      facebook(
        { search: '?error=access_denied&error_reason=user_denied' },
        pending,
      ).provider.resume(),
    ).resolves.toBeNull();
    await expect(
      facebook({ search: '?error=server_error' }, pending).provider.resume(),
    ).rejects.toThrow('server_error');
  });

  it('should do nothing on a page no sign-in returned to', async () => {
    const { provider, fetchFn } = facebook({ hash: '#access_token=stray&state=abc' });
    await expect(provider.resume()).resolves.toBeNull();
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
