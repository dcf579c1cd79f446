/** A stored phone number as shown: '+{digits}', whether or not it was stored with its plus. */
export function phoneLabel(phone: string | null | undefined): string {
  const digits = phone?.trim().replace(/^\+/, '');
  return digits ? `+${digits}` : '';
}

/** The member's name, or '+{phone}' when there is none (spec section 2, /profile). */
export function memberName(
  member: { name?: string | null; phone_number?: string | null } | null | undefined,
): string {
  return member?.name?.trim() || phoneLabel(member?.phone_number);
}
