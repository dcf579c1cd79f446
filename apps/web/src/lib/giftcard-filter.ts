/**
 * list_giftcard's editable filter from a screen's `type` query parameter (spec section 2: /gift-card
 * uses it as the editable filter; the card selection honours the same parameter): Yes or No, else
 * none (every card).
 */
export function editableFilter(type: string | null | undefined): 'Yes' | 'No' | undefined {
  const value = type?.trim().toLowerCase();
  if (value === 'yes' || value === 'true' || value === '1') return 'Yes';
  if (value === 'no' || value === 'false' || value === '0') return 'No';
  return undefined;
}
