import * as v from 'valibot';
import {
  decodeForm,
  encodeFields,
  operationPath,
  operations,
  validateFiles,
  validateRequest,
  type FieldValue,
  type OperationName,
  type RequestInputOf,
  type ResponseOf,
} from './contract';
import { ApiError } from './errors';
import { deviceStorage as defaultStorage, type DeviceStorage } from './storage';

/** A token this close to its expiry is renewed before use, so it cannot expire in flight. */
export const TOKEN_EXPIRY_MARGIN_SECONDS = 30;

export interface ApiClientConfig {
  /** The api_key sent with get_api_token and track_link. */
  apiKey: string;
  /** Prefix of /api/external/... e.g. 'https://host' or '/ugift'; empty for same origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  storage?: DeviceStorage;
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
  /**
   * A token request already under way before the client existed (the web app's early script
   * asks for one while the app's code is still loading, and stores it under authAPI). When no
   * token is stored, the client waits for it once and uses what it stored instead of asking
   * again; if it fails or stores nothing, the client asks as usual.
   */
  earlyToken?: () => Promise<unknown> | undefined;
}

export interface CallOptions {
  /** Files for multipart operations: update_profile's profile_picture, or card photos by element key. */
  files?: Record<string, Blob>;
  signal?: AbortSignal;
}

/** What a screen writes for a call: wire fields, numbers allowed, member_id filled in. */
export type CallFields<N extends OperationName> = RequestInputOf<N>;

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];
/** Operations whose every field is optional may be called without fields. */
type FieldsArg<N extends OperationName> =
  RequiredKeys<CallFields<N>> extends never
    ? [fields?: CallFields<N>, options?: CallOptions]
    : [fields: CallFields<N>, options?: CallOptions];

export interface ApiClient {
  /** Calls an operation; resolves with its validated success body, rejects with an ApiError. */
  call<N extends OperationName>(name: N, ...args: FieldsArg<N>): Promise<ResponseOf<N>>;
  /** A valid api token: the stored one, or one fetch shared by every caller. */
  token(): Promise<string>;
  readonly storage: DeviceStorage;
}

function nowSeconds(now: () => number) {
  return Math.floor(now() / 1000);
}

async function readJson(response: Response): Promise<{ ok: true; body: unknown } | { ok: false }> {
  try {
    const text = await response.text();
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function issuePath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((p) => String((p as { key?: unknown }).key)).join('.');
}

/**
 * The transport of spec section 7: POST, form-encoded (multipart where the operation says so),
 * the operation in `option`, a bearer api token on every call but get_api_token, and the token
 * lifecycle of spec section 4.
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const storage = config.storage ?? defaultStorage;
  const now = config.now ?? Date.now;
  const baseUrl = (config.baseUrl ?? '').replace(/\/+$/, '');
  const doFetch: typeof fetch = (...args) => (config.fetch ?? globalThis.fetch)(...args);
  let pending: Promise<string> | null = null;

  const url = (name: OperationName) => `${baseUrl}${operationPath(name)}`;

  function storedToken(): string | null {
    const stored = storage.get('authAPI');
    if (!stored) return null;
    if (stored.api_token_expiry - TOKEN_EXPIRY_MARGIN_SECONDS <= nowSeconds(now)) return null;
    return stored.api_token;
  }

  /**
   * Fetches a guest token. When it replaces one that existed (expired, or refused with a 401),
   * any member session bound to the old token is over: the stored user goes too, so the UI
   * shows the signed-out state instead of meeting 403s. A first token (nothing stored) leaves
   * authUser alone.
   */
  async function fetchToken(replacing: boolean): Promise<string> {
    const body = await send('get_api_token', { source: 'web', api_key: config.apiKey }, {}, null);
    storage.set('authAPI', { api_token: body.api_token, api_token_expiry: body.api_token_expiry });
    if (replacing && storage.get('authUser')) storage.clearSession();
    return body.api_token;
  }

  let early = config.earlyToken;

  /** The early request's token, once: null when there was none or it did not store one. */
  async function earlyStoredToken(): Promise<string | null> {
    const request = early?.();
    early = undefined;
    if (!request) return null;
    await request.catch(() => undefined);
    return storedToken();
  }

  /** One fetch at a time: concurrent callers share it. */
  function token(replacing = false): Promise<string> {
    const stored = storedToken();
    if (stored) return Promise.resolve(stored);
    const existed = replacing || storage.get('authAPI') !== null;
    pending ??= (async () =>
      (!existed && (await earlyStoredToken())) || fetchToken(existed))().finally(() => {
      pending = null;
    });
    return pending;
  }

  /** After a 401 with `rejected`: drop it unless someone already replaced it, then fetch anew. */
  function renewToken(rejected: string): Promise<string> {
    if (pending) return pending;
    const stored = storage.get('authAPI');
    if (stored?.api_token !== rejected) return token();
    storage.remove('authAPI');
    return token(true);
  }

  function encode<N extends OperationName>(
    name: N,
    fields: Record<string, FieldValue>,
    files: Record<string, Blob>,
  ): { body: BodyInit; headers: Record<string, string> } {
    const op = operations[name];
    const entries: [string, string][] = [['option', name], ...encodeFields(fields)];
    const fileEntries = Object.entries(files);
    if (op.multipart || fileEntries.length > 0) {
      const form = new FormData();
      for (const [k, value] of entries) form.append(k, value);
      for (const [k, file] of fileEntries) {
        const filename = file instanceof File ? file.name : k;
        form.append(k, file, filename);
      }
      return { body: form, headers: {} };
    }
    return {
      body: new URLSearchParams(entries).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    };
  }

  function check(
    name: OperationName,
    fields: Record<string, FieldValue>,
    files: Record<string, Blob>,
  ) {
    const decoded = decodeForm(encodeFields(fields));
    const result = validateRequest(name, decoded);
    if (!result.ok) {
      throw new ApiError({
        kind: 'invalid_request',
        operation: name,
        status: 0,
        message: `${result.field} ${result.message}`,
        field: result.field,
      });
    }
    const fileCheck = validateFiles(
      name,
      Object.entries(files).map(([field, blob]) => ({
        field,
        mimeType: blob.type,
        size: blob.size,
      })),
      decoded,
    );
    if (!fileCheck.ok) {
      throw new ApiError({
        kind: 'invalid_request',
        operation: name,
        status: 0,
        message: `${fileCheck.field} ${fileCheck.message}`,
        field: fileCheck.field,
      });
    }
  }

  /** One request with a given token (null: none). Throws ApiError; 401 handling is the caller's. */
  async function send<N extends OperationName>(
    name: N,
    fields: Record<string, FieldValue>,
    options: CallOptions,
    bearer: string | null,
  ): Promise<ResponseOf<N>> {
    const files = options.files ?? {};
    check(name, fields, files);
    const { body, headers } = encode(name, fields, files);
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    let response: Response;
    try {
      response = await doFetch(url(name), {
        method: 'POST',
        body,
        headers,
        signal: options.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new ApiError({
        kind: 'network',
        operation: name,
        status: 0,
        message: 'The server could not be reached',
        cause,
      });
    }
    const parsed = await readJson(response);
    const failureBody = parsed.ok ? parsed.body : undefined;
    const serverMessage =
      typeof failureBody === 'object' &&
      failureBody !== null &&
      typeof (failureBody as { message?: unknown }).message === 'string'
        ? (failureBody as { message: string }).message
        : undefined;
    if (response.status !== 200) {
      throw new ApiError({
        kind: 'http',
        operation: name,
        status: response.status,
        message: serverMessage || response.statusText || `HTTP ${response.status}`,
        body: failureBody,
      });
    }
    if (!parsed.ok) {
      throw new ApiError({
        kind: 'malformed',
        operation: name,
        status: 200,
        message: 'The server sent a response that is not JSON',
      });
    }
    if ((parsed.body as { success?: unknown } | null)?.success !== true) {
      throw new ApiError({
        kind: 'failure',
        operation: name,
        status: 200,
        message: serverMessage || 'The request failed',
        body: parsed.body,
      });
    }
    const result = v.safeParse(operations[name].response, parsed.body);
    if (!result.success) {
      const issue = result.issues[0];
      throw new ApiError({
        kind: 'malformed',
        operation: name,
        status: 200,
        message: `Malformed response at ${issuePath(issue) || 'body'}: ${issue.message}`,
        body: parsed.body,
      });
    }
    return result.output as ResponseOf<N>;
  }

  async function call<N extends OperationName>(
    name: N,
    fields: CallFields<N> = {} as CallFields<N>,
    options: CallOptions = {},
  ): Promise<ResponseOf<N>> {
    const op = operations[name];
    if (op.auth === 'none') return send(name, withMember(name, fields), options, null);

    const first = await token();
    // After the token: renewing it may have ended the member session.
    const wire = withMember(name, fields);
    let body: ResponseOf<N>;
    try {
      body = await send(name, wire, options, first);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      // One retry with a fresh token: the stored one expired or was revoked server-side.
      const fresh = await renewToken(first);
      body = await send(name, withMember(name, fields), options, fresh);
    }
    rememberSessionToken(body);
    return body;
  }

  /** Wire compatibility: member_id from the stored user, where the operation has that field. */
  function withMember(name: OperationName, fields: unknown): Record<string, FieldValue> {
    const wire = { ...(fields as Record<string, FieldValue>) };
    if ('member_id' in operations[name].request.entries && wire.member_id === undefined) {
      const user = storage.get('authUser');
      if (user) wire.member_id = user.member_id;
    }
    return wire;
  }

  /** login and login_facebook may answer a session-bound token that replaces the stored one. */
  function rememberSessionToken(body: unknown) {
    const b = body as { api_token?: unknown; api_token_expiry?: unknown };
    if (typeof b.api_token === 'string' && typeof b.api_token_expiry === 'number') {
      storage.set('authAPI', { api_token: b.api_token, api_token_expiry: b.api_token_expiry });
    }
  }

  return { call: call as ApiClient['call'], token, storage };
}
