/**
 * A phone number as every screen shows it: '+{digits}' (code first), whether it was stored with
 * its plus, spaces or dashes or not. The one formatter for phone numbers.
 */
export function phoneLabel(phone: string | null | undefined): string {
  const digits = phone?.replace(/\D+/g, '');
  return digits ? `+${digits}` : '';
}

/** The member's name, or '+{phone}' when there is none (spec section 2, /profile). */
export function memberName(
  member: { name?: string | null; phone_number?: string | null } | null | undefined,
): string {
  return member?.name?.trim() || phoneLabel(member?.phone_number);
}
