/**
 * The IANA time zones the schedule picker and the reminder settings offer: the countries Ugift
 * serves, and the zones their members' friends most often live in (both sides of the date line).
 */
export const TIME_ZONES = [
  'Asia/Singapore',
  'Asia/Kuala_Lumpur',
  'Asia/Jakarta',
  'Asia/Bangkok',
  'Asia/Tokyo',
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Kolkata',
  'Australia/Perth',
  'Australia/Sydney',
  'Pacific/Auckland',
  'Pacific/Kiritimati',
  'Europe/London',
  'Europe/Paris',
  'America/New_York',
  'America/Los_Angeles',
  'Pacific/Honolulu',
  'Pacific/Pago_Pago',
] as const;

/** The zones to offer: the list, with the current one first when it is not in it. */
export function zoneOptions(current: string | undefined): string[] {
  const zones: string[] = [...TIME_ZONES];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

/** A zone's name as people read it: 'Australia/Sydney' is 'Sydney', 'Asia/Kuala_Lumpur' 'Kuala Lumpur'. */
export const zoneLabel = (zone: string) => (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
