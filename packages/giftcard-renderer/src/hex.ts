import { type Result, err, ok } from './result';

const encoder = new TextEncoder();
// fatal: a byte sequence that is not UTF-8 is an error, not a silent U+FFFD.
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

const HEX_DIGITS = '0123456789abcdef';
const HEX_PATTERN = /^[0-9a-fA-F]*$/;

/**
 * Encodes text as the lowercase hex of its UTF-8 bytes, the form the server keeps for the
 * contents of message, text and custom_text elements ('Hi' -> '4869').
 *
 * Every well-formed string (any code point, CJK and emoji included) round-trips through
 * {@link hexToUtf8}. A lone surrogate is not Unicode text: like every UTF-8 encoder, it becomes
 * U+FFFD.
 */
export function utf8ToHex(text: string): string {
  const bytes = encoder.encode(text);
  let hex = '';
  for (const byte of bytes) hex += HEX_DIGITS[byte >> 4]! + HEX_DIGITS[byte & 15]!;
  return hex;
}

/** Why a hex string could not be decoded. */
export type HexErrorCode = 'odd-length' | 'not-hex' | 'not-utf8';

export interface HexError {
  code: HexErrorCode;
  message: string;
}

/**
 * Decodes the hex of UTF-8 bytes back to text. Upper- and lowercase digits are accepted; an odd
 * length, a non-hex character or bytes that are not UTF-8 give an error value (never a throw).
 */
export function hexToUtf8(hex: string): Result<string, HexError> {
  if (hex.length % 2 !== 0) {
    return err({ code: 'odd-length', message: `hex has an odd length (${hex.length})` });
  }
  if (!HEX_PATTERN.test(hex)) {
    const bad = [...hex].find((c) => !/[0-9a-fA-F]/.test(c)) ?? '';
    return err({ code: 'not-hex', message: `not a hex digit: ${JSON.stringify(bad)}` });
  }
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) {
    bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  }
  try {
    return ok(decoder.decode(bytes));
  } catch {
    return err({ code: 'not-utf8', message: 'the bytes are not valid UTF-8' });
  }
}
