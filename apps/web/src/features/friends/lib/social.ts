/** A social identity the sandbox provider offers, with the access token it accepts. */
export interface SocialAccount {
  id: string;
  name: string;
  picture: string;
  access_token: string;
}

/** Where the api lists its sandbox social identities (development and tests, no internet). */
export const SANDBOX_SOCIAL_PATH = '/api/dev/social';

function isAccount(value: unknown): value is SocialAccount {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['id', 'name', 'picture', 'access_token'].every((key) => typeof record[key] === 'string');
}

/**
 * The accounts the social provider lets this browser sign in with. The api's sandbox provider
 * answers without internet; a real provider's SDK would take its place here.
 */
export async function socialAccounts(
  baseUrl: string = import.meta.env.VITE_API_BASE_URL ?? '',
): Promise<SocialAccount[]> {
  const response = await fetch(`${baseUrl.replace(/\/+$/, '')}${SANDBOX_SOCIAL_PATH}`);
  if (!response.ok) throw new Error(`The social provider is not available (${response.status}).`);
  const body = (await response.json()) as { table?: unknown };
  return Array.isArray(body.table) ? body.table.filter(isAccount) : [];
}
