import { ApiError } from '../lib/errors';

/** The answer (503) when Facebook cannot be reached to check a token. */
export const FACEBOOK_UNREACHABLE =
  'Facebook cannot be reached right now. Please try again in a minute, or log in with your phone number.';
const FACEBOOK_RETRY_AFTER_SECONDS = 60;

/** Who a social access token belongs to. */
export interface SocialIdentity {
  id: string;
  name: string;
  picture: string;
}

/** A social login provider: turns an access token into a verified identity and its friends. */
export interface SocialProvider {
  readonly name: 'sandbox' | 'facebook' | 'off';
  /** The identity behind the token, or null when the token is not valid. */
  verify(accessToken: string): Promise<SocialIdentity | null>;
  /** The identity's friends as the network lists them. */
  friends(accessToken: string): Promise<SocialIdentity[]>;
}

/** Social login turned off (SOCIAL_LOGIN=off, or production without a provider): no token is valid. */
export class DisabledSocialProvider implements SocialProvider {
  readonly name = 'off' as const;
  async verify(): Promise<null> {
    return null;
  }
  async friends(): Promise<SocialIdentity[]> {
    return [];
  }
}

/** Sandbox identities: the web app can log in with them without internet access. */
export const SANDBOX_IDENTITIES: (SocialIdentity & { token: string; friends: string[] })[] = [
  {
    id: 'sandbox-1001',
    name: 'Alice Tan',
    friends: ['sandbox-1002', 'sandbox-1003', 'sandbox-1004', 'sandbox-1005', 'sandbox-1006'],
  },
  { id: 'sandbox-1002', name: 'Ben Lim', friends: ['sandbox-1001', 'sandbox-1007'] },
  { id: 'sandbox-1003', name: 'Dana Lee', friends: ['sandbox-1001'] },
  { id: 'sandbox-1004', name: 'Hana Sato', friends: ['sandbox-1001', 'sandbox-1007'] },
  { id: 'sandbox-1005', name: 'Evan Koh', friends: ['sandbox-1001'] },
  { id: 'sandbox-1006', name: 'Fiona Ng', friends: ['sandbox-1001'] },
  // Not a member yet: logging in creates an account without a country (the country modal).
  { id: 'sandbox-1007', name: 'Ivan Chen', friends: ['sandbox-1002', 'sandbox-1004'] },
].map((identity) => ({
  ...identity,
  picture: `/api/media/avatar/${identity.id}.svg`,
  token: `sandbox-token-${identity.id}`,
}));

export class SandboxSocialProvider implements SocialProvider {
  readonly name = 'sandbox' as const;

  async verify(accessToken: string) {
    const identity = SANDBOX_IDENTITIES.find((i) => i.token === accessToken);
    return identity ? { id: identity.id, name: identity.name, picture: identity.picture } : null;
  }

  async friends(accessToken: string) {
    const identity = SANDBOX_IDENTITIES.find((i) => i.token === accessToken);
    if (!identity) return [];
    return SANDBOX_IDENTITIES.filter((i) => identity.friends.includes(i.id)).map(
      ({ id, name, picture }) => ({
        id,
        name,
        picture,
      }),
    );
  }
}

/** Checks tokens with Facebook's Graph API (debug_token against our app id). */
export class FacebookSocialProvider implements SocialProvider {
  readonly name = 'facebook' as const;

  constructor(
    private readonly app: { appId: string; appSecret: string },
    /** Graph API's address (a test points it at a closed port). */
    private readonly graph = 'https://graph.facebook.com/v19.0',
  ) {}

  private async get<T>(path: string, params: Record<string, string>): Promise<T | null> {
    const url = `${this.graph}${path}?${new URLSearchParams(params).toString()}`;
    let res: Response;
    try {
      res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    } catch {
      // Facebook unreachable or too slow: not the member's fault, and not the api's error.
      throw new ApiError(503, FACEBOOK_UNREACHABLE, { retryAfter: FACEBOOK_RETRY_AFTER_SECONDS });
    }
    if (!res.ok) return null;
    return (await res.json().catch(() => null)) as T | null;
  }

  async verify(accessToken: string) {
    const debug = await this.get<{
      data?: { is_valid?: boolean; app_id?: string; user_id?: string };
    }>('/debug_token', {
      input_token: accessToken,
      access_token: `${this.app.appId}|${this.app.appSecret}`,
    });
    const data = debug?.data;
    if (!data?.is_valid || data.app_id !== this.app.appId || !data.user_id) return null;
    const me = await this.get<{ id: string; name?: string; picture?: { data?: { url?: string } } }>(
      '/me',
      {
        fields: 'id,name,picture',
        access_token: accessToken,
      },
    );
    if (!me || me.id !== data.user_id) return null;
    return { id: me.id, name: me.name ?? '', picture: me.picture?.data?.url ?? '' };
  }

  async friends(accessToken: string) {
    const list = await this.get<{
      data?: { id: string; name: string; picture?: { data?: { url?: string } } }[];
    }>('/me/friends', { fields: 'id,name,picture', access_token: accessToken });
    return (list?.data ?? []).map((f) => ({
      id: f.id,
      name: f.name,
      picture: f.picture?.data?.url ?? '',
    }));
  }
}
