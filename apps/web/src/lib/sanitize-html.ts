import DOMPurify from 'dompurify';
import { useSyncExternalStore } from 'react';

/**
 * The only markup server HTML (campaign and product descriptions, terms, how to redeem) may keep:
 * text structure, emphasis, lists, headings and links.
 */
const ALLOWED_TAGS = [
  'p',
  'div',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
  'span',
];
const ALLOWED_ATTR = ['href'];

/** Server HTML reduced to the allow-list: no scripts, handlers, styles, frames or images. */
export function sanitizeHtml(html: string): string {
  // No DOM (the server's renderer): the text alone, never unsanitised markup.
  if (!DOMPurify.isSupported) return textOnlyHtml(html);
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/i,
  });
}

/** The text of server HTML without any markup, as HTML: what a page drawn by the server shows. */
export function textOnlyHtml(html: string): string {
  return html.replace(/<[^>]*>?/g, ' ').replace(/</g, '&lt;');
}

const never = () => () => undefined;

/**
 * Server HTML for a screen: sanitised where there is a DOM for DOMPurify, and as its text alone
 * where there is none, on the server (entry-server.tsx) and while the browser hydrates what the
 * server drew (useSyncExternalStore's server snapshot), so both draw the same; the sanitised HTML
 * follows right after hydration.
 */
export function useSafeHtml(html: string): string {
  const inBrowser = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  return inBrowser ? sanitizeHtml(html) : textOnlyHtml(html);
}
