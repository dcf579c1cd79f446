import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { hexToUtf8, utf8ToHex } from './hex';

describe('given the UTF-8 hex codec', () => {
  it('encodes known texts as the lowercase hex of their UTF-8 bytes', () => {
    expect(utf8ToHex('')).toBe('');
    expect(utf8ToHex('Hi')).toBe('4869');
    expect(utf8ToHex('é')).toBe('c3a9');
    expect(utf8ToHex('生日快乐')).toBe('e7949fe697a5e5bfabe4b990');
    expect(utf8ToHex('🎁')).toBe('f09f8e81');
  });

  it('decodes uppercase and lowercase hex', () => {
    expect(hexToUtf8('F09F8E81')).toEqual({ ok: true, value: '🎁' });
    expect(hexToUtf8('e38193e38293e381abe381a1e381af')).toEqual({ ok: true, value: 'こんにちは' });
  });

  it('keeps a leading byte order mark instead of dropping it', () => {
    expect(hexToUtf8(utf8ToHex('\uFEFFx'))).toEqual({ ok: true, value: '\uFEFFx' });
  });

  it('round-trips any well-formed Unicode text, CJK and emoji included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const hex = utf8ToHex(text);
        expect(hex).toMatch(/^(?:[0-9a-f]{2})*$/);
        expect(hexToUtf8(hex)).toEqual({ ok: true, value: text });
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 50 }), (text) => {
        expect(hexToUtf8(utf8ToHex(text))).toEqual({ ok: true, value: text });
      }),
    );
  });

  it('returns an error value, never throws, for any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 60 }), (input) => {
        const result = hexToUtf8(input);
        if (result.ok) expect(utf8ToHex(result.value)).toBe(input.toLowerCase());
        else expect(result.error.message).not.toBe('');
      }),
      { numRuns: 500 },
    );
  });

  it('decodes arbitrary byte strings only when they are valid UTF-8', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
        const result = hexToUtf8(hex);
        let valid = true;
        try {
          new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
        } catch {
          valid = false;
        }
        expect(result.ok).toBe(valid);
        if (result.ok) expect(utf8ToHex(result.value)).toBe(hex);
      }),
      { numRuns: 500 },
    );
  });

  it('names the problem with malformed hex', () => {
    expect(hexToUtf8('abc')).toMatchObject({ ok: false, error: { code: 'odd-length' } });
    expect(hexToUtf8('zz')).toMatchObject({
      ok: false,
      error: { code: 'not-hex', message: 'not a hex digit: "z"' },
    });
    expect(hexToUtf8('c3')).toMatchObject({ ok: false, error: { code: 'not-utf8' } });
    expect(hexToUtf8('e a0')).toMatchObject({ ok: false, error: { code: 'not-hex' } });
    // An encoded surrogate is not UTF-8.
    expect(hexToUtf8('eda080')).toMatchObject({ ok: false, error: { code: 'not-utf8' } });
  });

  it('turns a lone surrogate, which is not Unicode text, into U+FFFD', () => {
    expect(hexToUtf8(utf8ToHex('a\uD800b'))).toEqual({ ok: true, value: 'a\uFFFDb' });
  });
});
