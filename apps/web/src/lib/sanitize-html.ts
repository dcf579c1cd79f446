import DOMPurify from 'dompurify';

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
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/i,
  });
}
