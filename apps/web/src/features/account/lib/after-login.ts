import type { AuthUser } from '@ugift/api-client';

import { DEFAULT_COUNTRY_ID } from '../../../config/app';
import { links, paths, safeReturnPath } from '../../../config/paths';
import { deviceStorage } from '../../../lib/api';

/**
 * Keeps the member on the device, and a catalogue country when none was chosen yet
 * (spec section 4: default country id 3).
 */
export function rememberMember(user: AuthUser) {
  // The client's login mutation has stored the user already; this keeps any other caller right.
  deviceStorage.set('authUser', user);
  if (!deviceStorage.get('country')) deviceStorage.set('country', String(DEFAULT_COUNTRY_ID));
  deviceStorage.remove('OTP');
}

/**
 * Where a member goes after logging in: the received gift when a redirect id is stored
 * (login?type=redirect&id=, or set before registering), else the page the guard came from,
 * else /home.
 */
export function afterLoginPath(from: string | null): string {
  const redirectId = deviceStorage.get('redirect_id');
  if (redirectId) {
    deviceStorage.remove('redirect_id');
    return links.giftcardShare(redirectId);
  }
  return safeReturnPath(from) ?? paths.home;
}
