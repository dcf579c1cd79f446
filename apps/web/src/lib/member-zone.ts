import { useQuery } from '@tanstack/react-query';

import { queries } from './api';
import { useStoredUser } from './session';

/**
 * The signed-in member's own zone (IANA, their reminder settings' time_zone), in which order
 * screens read the api's times (issue 45). Undefined for a guest, while it loads or when it fails:
 * the times then read as the api sends them, in Singapore's zone.
 */
export function useMemberZone(): string | undefined {
  const user = useStoredUser();
  const settings = useQuery({ ...queries.profile.reminderSettings(), enabled: user !== null });
  return settings.data?.table.time_zone || undefined;
}
