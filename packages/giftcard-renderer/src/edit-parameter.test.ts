import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  type CardElement,
  getMessage,
  getMusicId,
  parseEditElements,
  parseEditParameter,
  serializeEditParameter,
  toWireElement,
} from './edit-parameter';
import { utf8ToHex } from './hex';
import { elementList } from './test-arbitraries';

const wire = {
  type: 'custom_text',
  key: 'greeting',
  content: utf8ToHex('生日快乐 🎂'),
  placeholder: 'Your wishes',
  xpos: '0.1',
  ypos: '0.2',
  width: '0.5',
  height: 0.25,
  fontfamily: 'Georgia',
  fontcolor: '#ffffff',
  fontsize: '24',
  size: 'm',
};

describe('given an edit parameter from the server', () => {
  it('parses numbers sent as strings and decodes hex text', () => {
    const result = parseEditParameter(JSON.stringify([wire]));
    expect(result).toEqual({
      ok: true,
      value: [
        {
          type: 'custom_text',
          key: 'greeting',
          content: '生日快乐 🎂',
          placeholder: 'Your wishes',
          xpos: 0.1,
          ypos: 0.2,
          width: 0.5,
          height: 0.25,
          fontfamily: 'Georgia',
          fontcolor: '#ffffff',
          fontsize: 24,
          size: 'm',
        },
      ],
    });
  });

  it('treats an empty string as a card without elements', () => {
    expect(parseEditParameter('')).toEqual({ ok: true, value: [] });
    expect(parseEditParameter('  ')).toEqual({ ok: true, value: [] });
  });

  it('fills absent optional fields and keeps URLs and music ids as they are', () => {
    const result = parseEditParameter(
      JSON.stringify([
        { type: 'image', key: 'p1', content: '', xpos: 0, ypos: 0, width: 1, height: 1 },
        { type: 'music', key: 7, content: 12, xpos: 0, ypos: 0, width: 0, height: 0, size: '' },
      ]),
    );
    expect(result.ok && result.value).toEqual([
      expect.objectContaining({ type: 'image', key: 'p1', content: '', placeholder: '' }),
      expect.objectContaining({
        type: 'music',
        key: '7',
        content: '12',
        fontsize: null,
        size: null,
      }),
    ]);
    expect(result.ok && getMusicId(result.value)).toBe('12');
  });

  it('keeps unknown fields and gives them back when serialising', () => {
    const json = JSON.stringify([{ ...wire, id: 99, __proto__: 'kept' }]);
    const result = parseEditParameter(json);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value[0]!.extra).toEqual({ id: 99 });
    const again = JSON.parse(serializeEditParameter(result.value)) as Record<string, unknown>[];
    expect(again[0]!.id).toBe(99);
  });

  it('reports every problem with its path, as a value, in strict mode', () => {
    const result = parseEditParameter(
      JSON.stringify([
        { ...wire, xpos: 'left' },
        { ...wire, key: 'b', type: 'video', size: 'xl' },
        { ...wire, key: 'c', content: 'not hex!' },
        { ...wire },
      ]),
      { strict: true },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.issues).toEqual([
      { path: '[0].xpos', message: 'expected a ratio from 0 to 1, got "left"' },
      {
        path: '[1].type',
        message: 'expected one of message, text, custom_text, image, sticker, music, got "video"',
      },
      { path: '[1].size', message: 'expected one of s, m, larger, got "xl"' },
      { path: '[2].content', message: 'expected the hex of UTF-8 text: not a hex digit: "n"' },
      { path: '[3].key', message: 'duplicate key "greeting" (also at [0])' },
    ]);
    expect(result.error.message).toBe(
      'Invalid edit parameter: [0].xpos expected a ratio from 0 to 1, got "left" (and 4 more)',
    );
  });

  it('rejects JSON that is not a list, and text that is not JSON', () => {
    expect(parseEditParameter('{"type":"text"}')).toMatchObject({
      ok: false,
      error: { issues: [{ path: '', message: 'expected a list of elements, got an object' }] },
    });
    const broken = parseEditParameter('[{"type":');
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.error.message).toMatch(/^Invalid edit parameter: not JSON/);
  });

  it('rejects ratios outside 0..1 and fontsizes that are not positive', () => {
    const result = parseEditElements([{ ...wire, width: 1.5, ypos: -0.1, fontsize: '0' }], {
      strict: true,
    });
    expect(result.ok ? [] : result.error.issues.map((i) => i.path)).toEqual([
      '[0].ypos',
      '[0].width',
      '[0].fontsize',
    ]);
  });

  it('drops an invalid element with a warning while the others are kept (lenient default)', () => {
    const result = parseEditParameter(
      JSON.stringify([
        { ...wire, key: 'a', xpos: 'left' },
        { ...wire, key: 'b' },
        { ...wire, key: 'b', xpos: '0.3' },
      ]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.map((element) => element.key)).toEqual(['b']);
    expect(result.warnings).toEqual([
      { path: '[0].xpos', message: 'expected a ratio from 0 to 1, got "left"' },
      { path: '[2].key', message: 'duplicate key "b" (also at [1])' },
    ]);
  });

  it('accepts message and music elements without positions, in both modes', () => {
    const json = JSON.stringify([
      { type: 'message', key: 'm', content: utf8ToHex('Hi') },
      { type: 'music', key: 'mu', content: 7 },
      { ...wire, key: 't' },
    ]);
    for (const strict of [false, true]) {
      const result = parseEditParameter(json, { strict });
      expect(result).toMatchObject({ ok: true });
      if (!result.ok) return;
      expect(result.warnings).toBeUndefined();
      expect(getMessage(result.value)).toBe('Hi');
      expect(getMusicId(result.value)).toBe('7');
      expect(result.value[0]).toMatchObject({ xpos: 0, ypos: 0, width: 0, height: 0 });
    }
  });

  it('still requires positions on the elements the card draws', () => {
    const result = parseEditParameter(JSON.stringify([{ type: 'text', key: 't', content: '' }]), {
      strict: true,
    });
    expect(result.ok ? [] : result.error.issues.map((issue) => issue.path)).toEqual([
      '[0].xpos',
      '[0].ypos',
      '[0].width',
      '[0].height',
    ]);
  });

  it('finds the message text', () => {
    const result = parseEditElements([
      { ...wire, type: 'message', content: utf8ToHex('Hi\nthere') },
    ]);
    expect(result.ok && getMessage(result.value)).toBe('Hi\nthere');
    expect(getMessage([])).toBe('');
  });
});

describe('given arbitrary element lists (property tests)', () => {
  it('round-trips elements through the JSON text losslessly', () => {
    fc.assert(
      fc.property(elementList, (elements) => {
        expect(parseEditParameter(serializeEditParameter(elements))).toEqual({
          ok: true,
          value: elements,
        });
      }),
      { numRuns: 300 },
    );
  });

  it('parses the same elements when the server sends every number as a string', () => {
    fc.assert(
      fc.property(elementList, (elements) => {
        const stringly = elements.map((element) => {
          const record = toWireElement(element);
          for (const field of ['xpos', 'ypos', 'width', 'height', 'fontsize']) {
            record[field] = String(record[field]);
          }
          return record;
        });
        expect(parseEditParameter(JSON.stringify(stringly))).toEqual({ ok: true, value: elements });
      }),
      { numRuns: 200 },
    );
  });

  it('serialises a parsed parameter to a fixed point', () => {
    fc.assert(
      fc.property(elementList, (elements) => {
        const once = serializeEditParameter(elements);
        const parsed = parseEditParameter(once);
        expect(parsed.ok && serializeEditParameter(parsed.value)).toBe(once);
      }),
      { numRuns: 200 },
    );
  });

  it('returns an error value, never throws, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        const result = parseEditParameter(text);
        expect(typeof result.ok).toBe('boolean');
        if (!result.ok) expect(result.error.issues.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('returns an error value, never throws, for any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        const result = parseEditParameter(JSON.stringify(value));
        if (!result.ok) expect(result.error.message).toMatch(/^Invalid edit parameter: /);
      }),
      { numRuns: 500 },
    );
  });

  it('points at the field when one field of a valid list is corrupted', () => {
    const corruption = fc.constantFrom<[string, unknown]>(
      ['xpos', 'left'],
      ['ypos', 2],
      ['width', 'wide'],
      ['height', {}],
      ['size', 'huge'],
      ['type', 'video'],
      ['key', ''],
      ['fontsize', -3],
      ['placeholder', 5],
    );
    fc.assert(
      fc.property(
        elementList.filter((list) => list.length > 0),
        fc.nat(),
        corruption,
        (elements, pick, [field, bad]) => {
          const index = pick % elements.length;
          const records = elements.map(toWireElement) as Record<string, unknown>[];
          records[index]![field] = bad;
          const result = parseEditParameter(JSON.stringify(records), { strict: true });
          expect(result.ok).toBe(false);
          if (!result.ok) {
            expect(result.error.issues.map((i) => i.path)).toContain(`[${index}].${field}`);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reports content that is not hex on text elements', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }).filter((s) => /[^0-9a-fA-F]/.test(s)),
        (content) => {
          const element: Record<string, unknown> = { ...wire, content };
          const result = parseEditElements([element], { strict: true });
          expect(result.ok).toBe(false);
        },
      ),
    );
  });
});

// Type-level check: a serialised element list is accepted where the API takes CardElement[].
export const _typed: (elements: CardElement[]) => string = serializeEditParameter;
