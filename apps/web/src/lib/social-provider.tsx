import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { Avatar, Modal, pressable } from '@ugift/ui';

import { browser } from './platform';
import { StackList } from './Lists';

// The social network behind 'Continue with Facebook' (login) and 'Connect to Facebook' (friends).
// The api verifies every access token itself (apps/api/src/auth/social.ts): with FACEBOOK_APP_ID
// and FACEBOOK_APP_SECRET it asks Facebook, otherwise it accepts the tokens of its sandbox
// identities (GET /api/dev/social). The web side follows the same choice: VITE_FACEBOOK_APP_ID
// set means Facebook, unset means the sandbox.

/** Who signed in with the social network: what login_facebook and update_facebook_id send. */
export interface SocialSignIn {
  accessToken: string;
  facebookId: string;
  name: string;
  /** Picture URL, '' when the network gives none. */
  picture: string;
}

export interface SocialSignInOptions {
  /**
   * The app path (without the base path) the network's own page returns to. Facebook wants each
   * such address registered with the app, so give a fixed one (e.g. /login, not /login?from=...).
   */
  returnPath: string;
  /** A value to keep across that round trip; resume() gives it back. */
  keep?: string;
}

export type SocialProviderKind = 'sandbox' | 'facebook';

export interface SocialProvider {
  readonly kind: SocialProviderKind;
  /**
   * Starts signing in. Resolves with the identity; or null when the person cancelled, or when the
   * browser is leaving for the network's page (the identity then arrives through resume()).
   * Rejects when the network cannot be reached.
   */
  signIn(options: SocialSignInOptions): Promise<SocialSignIn | null>;
  /** On the page the network returned to: the identity it carried (and the kept value), or null. */
  resume(): Promise<(SocialSignIn & { kept?: string }) | null>;
}

/** A sandbox identity as GET /api/dev/social lists it. */
export interface SandboxAccount {
  id: string;
  name: string;
  picture: string;
  access_token: string;
}

/** Where the api lists its sandbox social identities (development and tests, no internet). */
const SANDBOX_SOCIAL_PATH = '/api/dev/social';

function isSandboxAccount(value: unknown): value is SandboxAccount {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['id', 'name', 'picture', 'access_token'].every((key) => typeof record[key] === 'string');
}

/** The sandbox: the api's identities, one chosen in a picker. Nothing leaves the page. */
export function createSandboxProvider({
  apiBaseUrl,
  chooseAccount,
  fetchFn = (...args) => fetch(...args),
}: {
  apiBaseUrl: string;
  /** Shows the identities; resolves with the chosen one, or null when closed. */
  chooseAccount: (accounts: SandboxAccount[]) => Promise<SandboxAccount | null>;
  fetchFn?: typeof fetch;
}): SocialProvider {
  return {
    kind: 'sandbox',
    async signIn() {
      const response = await fetchFn(`${apiBaseUrl.replace(/\/+$/, '')}${SANDBOX_SOCIAL_PATH}`);
      if (!response.ok) throw new Error(`The social sandbox answered ${response.status}.`);
      const body = (await response.json()) as { table?: unknown };
      const accounts = Array.isArray(body.table) ? body.table.filter(isSandboxAccount) : [];
      const chosen = await chooseAccount(accounts);
      if (!chosen) return null;
      return {
        accessToken: chosen.access_token,
        facebookId: chosen.id,
        name: chosen.name,
        picture: chosen.picture,
      };
    },
    async resume() {
      return null;
    },
  };
}

/** The permissions the app asks for (spec section 7). */
const FACEBOOK_SCOPE = 'public_profile,user_friends';
const GRAPH = 'https://graph.facebook.com/v19.0';
const DIALOG = 'https://www.facebook.com/v19.0/dialog/oauth';
/** Session key of the sign-in under way: its state (against forged returns) and kept value. */
export const FACEBOOK_PENDING_KEY = 'ugift.social.pending';

interface Pending {
  state: string;
  kept?: string;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Facebook's login dialog by redirect (the implicit flow: the token comes back in the address's
 * fragment), then the Graph API's /me for the id, name and picture. No SDK script is loaded.
 */
export function createFacebookProvider({
  appId,
  appUrl,
  fetchFn = (...args) => fetch(...args),
  open = (url) => browser.open(url),
  session = globalThis.sessionStorage,
  location = globalThis.location,
  history = globalThis.history,
}: {
  appId: string;
  /** The absolute URL of an app path (base path included). */
  appUrl: (path: string) => string;
  fetchFn?: typeof fetch;
  open?: (url: string) => void;
  session?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  location?: Pick<Location, 'hash' | 'search' | 'pathname'>;
  history?: Pick<History, 'replaceState' | 'state'>;
}): SocialProvider {
  return {
    kind: 'facebook',
    async signIn({ returnPath, keep }) {
      const pending: Pending = { state: randomState(), kept: keep };
      session.setItem(FACEBOOK_PENDING_KEY, JSON.stringify(pending));
      const query = new URLSearchParams({
        client_id: appId,
        redirect_uri: appUrl(returnPath),
        response_type: 'token',
        scope: FACEBOOK_SCOPE,
        state: pending.state,
      });
      open(`${DIALOG}?${query.toString()}`);
      return null;
    },
    async resume() {
      const answer = new URLSearchParams(location.hash.replace(/^#/, ''));
      const refused = new URLSearchParams(location.search).get('error') ?? answer.get('error');
      const token = answer.get('access_token');
      const raw = session.getItem(FACEBOOK_PENDING_KEY);
      if (!raw || (!token && !refused)) return null;
      session.removeItem(FACEBOOK_PENDING_KEY);
      // The token must not stay in the address bar (or in a bookmark of it).
      if (token) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
      const pending = JSON.parse(raw) as Pending;
      // Closing or refusing the dialog is a cancel, not a failure.
      if (refused === 'access_denied') return null;
      if (refused) throw new Error(`Facebook refused the login (${refused}).`);
      if (answer.get('state') !== pending.state)
        throw new Error('The Facebook answer is not ours.');
      const me = await fetchFn(
        `${GRAPH}/me?${new URLSearchParams({ fields: 'id,name,picture', access_token: token! })}`,
      );
      if (!me.ok) throw new Error(`Facebook answered ${me.status}.`);
      const body = (await me.json()) as {
        id?: string;
        name?: string;
        picture?: { data?: { url?: string } };
      };
      if (!body.id) throw new Error('Facebook did not say who signed in.');
      return {
        accessToken: token!,
        facebookId: body.id,
        name: body.name ?? '',
        picture: body.picture?.data?.url ?? '',
        kept: pending.kept,
      };
    },
  };
}

/** Which provider the build uses: Facebook with an app id, the api's sandbox without. */
export function socialProviderKind(
  facebookAppId: string | undefined = import.meta.env.VITE_FACEBOOK_APP_ID,
): SocialProviderKind {
  return facebookAppId ? 'facebook' : 'sandbox';
}

const AccountButton = styled.button`
  ${pressable}
  display: flex;
  align-items: center;
  gap: var(--ug-space-space300);
  width: 100%;
  min-height: var(--ug-sizes-control);
  padding: var(--ug-space-space200) var(--ug-space-space300);
  border: var(--ug-sizes-border) solid var(--ug-colors-border-subtle);
  border-radius: var(--ug-radii-md);
  background: var(--ug-colors-surface);
  color: var(--ug-colors-text);
  font: inherit;
  text-align: start;
  cursor: pointer;
`;

function apiBaseUrl(): string {
  return import.meta.env.VITE_API_BASE_URL ?? globalThis.location?.origin ?? '';
}

function appUrl(path: string): string {
  const base = import.meta.env.BASE_URL.replace(/\/+$/, '');
  return new URL(`${base}${path}`, globalThis.location.origin).toString();
}

/**
 * The build's social provider, and the element it needs on screen: the sandbox's picker of
 * identities (nothing for Facebook, whose dialog is its own page). Render `picker` once.
 */
export function useSocialProvider(kind: SocialProviderKind = socialProviderKind()): {
  provider: SocialProvider;
  picker: ReactNode;
} {
  const { t } = useTranslation();
  // The open picker: its identities and the sign-in waiting for the choice.
  const [request, setRequest] = useState<{
    accounts: SandboxAccount[];
    answer: (account: SandboxAccount | null) => void;
  } | null>(null);

  const provider = useMemo(
    () =>
      kind === 'facebook'
        ? createFacebookProvider({ appId: import.meta.env.VITE_FACEBOOK_APP_ID ?? '', appUrl })
        : createSandboxProvider({
            apiBaseUrl: apiBaseUrl(),
            chooseAccount: (accounts) => new Promise((answer) => setRequest({ accounts, answer })),
          }),
    [kind],
  );

  const close = (account: SandboxAccount | null) => {
    request?.answer(account);
    setRequest(null);
  };

  const picker =
    kind === 'sandbox' ? (
      <Modal.Root
        open={request !== null}
        onOpenChange={(open) => {
          if (!open) close(null);
        }}
      >
        <Modal.Content title={t('social.chooseAccount')} description={t('social.sandbox')}>
          <Modal.Body>
            <StackList>
              {(request?.accounts ?? []).map((account) => (
                <li key={account.id}>
                  <AccountButton type="button" onClick={() => close(account)}>
                    {/* The picture repeats the name beside it. */}
                    <span aria-hidden="true">
                      <Avatar src={account.picture || null} name={account.name} size="sm" />
                    </span>
                    {account.name}
                  </AccountButton>
                </li>
              ))}
            </StackList>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    ) : null;

  return { provider, picker };
}
