/**
 * Where a card's photos and stickers may come from. A card is shown to its recipient, so a
 * picture from any other site would tell that site who opened the card and when (a tracking
 * pixel): only Ugift's own uploads and generated media are stored with a card and drawn on it.
 * The editor also draws the sender's own photo before it is uploaded (blob: or data:image/, which
 * never reach the network).
 */
export const OWN_MEDIA_PATH =
  /^\/api\/(uploads\/[0-9a-f]{32}\.(png|jpg|gif|webp)|media\/[a-z]+\/[a-z0-9-]+\.svg)$/;

/** Whether a card may keep this picture (the server's rule for stored cards). */
export function isOwnMediaUrl(url: string): boolean {
  return url === '' || OWN_MEDIA_PATH.test(url);
}

/** The URL to draw for a photo or sticker overlay, or undefined when it may not be drawn. */
export function overlayImageUrl(url: string): string | undefined {
  const trimmed = url.trim();
  if (OWN_MEDIA_PATH.test(trimmed)) return trimmed;
  if (/^(blob:|data:image\/)/i.test(trimmed)) return trimmed;
  return undefined;
}
