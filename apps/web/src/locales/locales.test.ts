import { describe, expect, it } from 'vitest';

import cn from './cn';
import eng from './eng';
import { loadBundle } from '.';
import jp from './jp';

function leaves(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce(
    (all, [key, child]) => ({ ...all, ...leaves(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}|<(\w+)>/g)].map((m) => m[0]).sort();

describe('the bundled translations', () => {
  const english = leaves(eng);

  it('should gather every namespace file of each language', () => {
    expect(Object.keys(eng)).toContain('home');
    expect(Object.keys(cn).sort()).toEqual(Object.keys(eng).sort());
    expect(Object.keys(jp).sort()).toEqual(Object.keys(eng).sort());
  });

  it('should load each language bundle on demand', async () => {
    expect(await loadBundle('cn')).toBe(cn);
    expect(await loadBundle('jp')).toBe(jp);
    expect(await loadBundle('eng')).toBe(eng);
  });

  it.each([
    ['cn', cn],
    ['jp', jp],
  ])('%s should translate every English string and nothing else', (_, bundle) => {
    const translated = leaves(bundle);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(translated)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ''));
    }
  });

  it.each([
    ['cn', cn],
    ['jp', jp],
  ])('%s should be written in its own script, not left in English', (_, bundle) => {
    const translated = leaves(bundle);
    const untranslated = Object.entries(translated).filter(
      ([key, text]) =>
        text === english[key] && /[a-z]{4,}/i.test(text) && !/Ugift|uDollar|OK/.test(text),
    );
    expect(untranslated).toEqual([]);
  });

  it("should spell uDollar one way, keeping the spec's exact English texts", () => {
    // Spec sections 2 and 8 name these texts exactly; everywhere else it writes 'uDollar'.
    const specTexts = [
      'Redeem using UDollar',
      'UDollar Gift Card',
      'UDollar History',
      'No UDollar history yet',
    ];
    for (const bundle of [eng, cn, jp]) {
      const offending = Object.values(leaves(bundle)).filter(
        (text) => /u-?dollar/i.test(text) && /U-?Dollar|Udollar|U-dollar/.test(text),
      );
      const allowed = bundle === eng ? specTexts : [];
      expect(offending.filter((text) => !allowed.includes(text))).toEqual([]);
    }
  });
});
