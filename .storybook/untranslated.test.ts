// @vitest-environment node
// The English strings a Chinese or Japanese capture of a screen must not show (test-runner.ts).
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { languageStrings, mockApiText, untranslatedEnglish } from './untranslated';

const root = path.resolve(import.meta.dirname, '..');
const strings = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('given the English strings and those of another language', () => {
  const english = strings({
    'login.failed': 'Login failed',
    'common.ok': 'OK',
    'orders.sentTo': 'Sent to {{name}}',
    'brand.name': 'Ugift',
    'login.or': 'or',
    'terms.agree': 'I agree to the <terms>Terms</terms>',
    'shell.more': 'More',
    'profile.points': '100',
  });
  const chinese = strings({
    'login.failed': '登录失败',
    'common.ok': 'OK',
    'orders.sentTo': '已发送给 {{name}}',
    'brand.name': 'Ugift',
    'login.or': '或',
    'terms.agree': '我同意<terms>条款</terms>',
    'shell.more': '更多',
    'other.more': 'More',
    'profile.points': '一百',
  });

  it('should name the strings the language translates, whole texts with a word in them', () => {
    expect([...untranslatedEnglish(english, chinese)]).toEqual(['Login failed', 'or']);
  });

  it('should leave out what the mocked api answers itself (its data, in English)', () => {
    const data = "{ message: 'Login failed' }";
    expect([...untranslatedEnglish(english, chinese, data)]).toEqual(['or']);
  });
});

describe('given the app and kit bundles', () => {
  const english = languageStrings('eng', root);

  it("should read the app's namespaces and the kit's strings", () => {
    expect(english.get('account.login.failed')).toBe('Login failed');
    expect(english.get('ui:common.close')).toBe('Close');
  });

  it("should count the Login screen's English alert texts as untranslated in cn and jp", () => {
    for (const locale of ['cn', 'jp']) {
      const untranslated = untranslatedEnglish(
        english,
        languageStrings(locale, root),
        mockApiText(root),
      );
      expect(untranslated).toContain('Login failed');
      expect(untranslated).toContain('Close');
      // The api's own text: a campaign task's name.
      expect(untranslated).not.toContain('Invite a friend');
      expect(untranslated.size).toBeGreaterThan(300);
    }
  });
});
