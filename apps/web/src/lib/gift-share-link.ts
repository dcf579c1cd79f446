import { links } from '../config/paths';

/**
 * The full address of a gift's receive page (/giftcard-share?id={orderId}) under the app's base
 * path: what 'Social Share' copies (spec section 2).
 */
export function giftShareUrl(orderId: string): string {
  const base = new URL(import.meta.env.BASE_URL ?? '/', window.location.origin);
  return new URL(links.giftcardShare(orderId).replace(/^\//, ''), base).toString();
}
