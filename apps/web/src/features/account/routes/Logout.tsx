import { redirect } from 'react-router';

import type { LoaderFactory } from '../../../lib/routing';
import { paths } from '../../../config/paths';
import { api, deviceStorage } from '../../../lib/api';

/**
 * /logout ends the server session when it can, clears what logging out clears (user, basket
 * count, social token) and every cached member query, then goes to /login.
 */
export const loader: LoaderFactory =
  ({ queryClient }) =>
  async () => {
    const user = deviceStorage.get('authUser');
    if (user) {
      // Best effort: a failed call must not keep the member signed in on this device.
      await api.call('logout', { member_id: user.member_id }).catch(() => null);
    }
    deviceStorage.clearSession();
    queryClient.clear();
    return redirect(paths.login);
  };

export function Logout() {
  return null;
}

export { Logout as Component };
