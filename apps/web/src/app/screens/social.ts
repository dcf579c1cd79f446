import type { LoaderFactory } from '../router';
import { paths } from '../../config/paths';

type RouteModule = () => Promise<{ Component: React.ComponentType; loader?: LoaderFactory }>;

/** Social and profile screens (spec section 2), each its own lazy chunk. */
export const socialScreens: Record<string, RouteModule> = {
  [paths.profile]: () => import('../../features/profile/routes/Profile'),
  [paths.profileEdit]: () => import('../../features/profile/routes/ProfileEdit'),
  [paths.friends]: () => import('../../features/friends/routes/Friends'),
  [paths.inviteFriend]: () => import('../../features/invite/routes/InviteFriend'),
  [paths.campaign]: () => import('../../features/campaign/routes/Campaign'),
  [paths.notification]: () => import('../../features/notifications/routes/Notifications'),
};
