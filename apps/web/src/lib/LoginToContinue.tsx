import { useLocation, useNavigate } from 'react-router';

import { LoginPrompt } from '@ugift/ui';

import { links } from '../config/paths';

/**
 * The guest state of a public screen that needs a member (profile, notifications, invite): the
 * kit's 'Welcome, please login to continue' with Login Now. Login carries the screen as `from`,
 * so the member comes back to it, as the guard does for protected screens.
 */
export function LoginToContinue() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return <LoginPrompt onLogin={() => navigate(links.login({ from: `${pathname}${search}` }))} />;
}
