/** The member's name, or '+{phone}' when there is none (spec section 2). */
export function displayName(
  profile: { name?: string; phone_number?: string } | null | undefined,
): string {
  const name = profile?.name?.trim();
  if (name) return name;
  return profile?.phone_number ? `+${profile.phone_number.replace(/^\+/, '')}` : '';
}
