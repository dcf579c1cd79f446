// @vitest-environment node
// The helpers play functions find texts with, so that one play runs in every language.
import { afterEach, describe, expect, it } from 'vitest';

import { englishIn, inLanguage, storyI18n, t, tMatch } from './i18n';

const element = (text: string) => ({ textContent: text }) as HTMLElement;

describe('given a story rendered in Chinese', () => {
  afterEach(() => storyI18n.changeLanguage('eng'));

  it('should give the Chinese string of a key, with its values', async () => {
    await storyI18n.changeLanguage('cn');
    expect(t('orders.sentTo', { name: 'Mei Lin' })).toBe(
      storyI18n.t('orders.sentTo', { name: 'Mei Lin' }),
    );
    expect(t('orders.sentTo', { name: 'Mei Lin' })).not.toContain('Sent to');
    expect(() => t('orders.noSuchKey')).toThrow('orders.noSuchKey');
  });

  it('should match a string with a value it does not fix, in Chinese only', async () => {
    await storyI18n.changeLanguage('cn');
    const used = tMatch('wallet.used');
    expect(storyI18n.t('wallet.used', { date: '2026年1月10日' })).toMatch(used);
    expect('Used: 10 Jan 2026').not.toMatch(used);
    expect(tMatch('basket.udollar.balance', { amount: 'SGD 20.00' }).source).toContain(
      'SGD 20\\.00',
    );
  });

  it("should pick the api's Chinese text of data that has one per language", async () => {
    await storyI18n.changeLanguage('cn');
    expect(inLanguage({ en: 'Coffee for two', cn: '双人咖啡' })).toBe('双人咖啡');
    expect(inLanguage({ en: 'Only English' })).toBe('Only English');
  });

  it('should find the English strings an element still shows, and none once translated', async () => {
    await storyI18n.changeLanguage('cn');
    expect(englishIn(element('Login failed. Invalid password'), ['account.login.failed'])).toEqual([
      'Login failed',
    ]);
    expect(englishIn(element(t('account.login.failed')), ['account.login.failed'])).toEqual([]);
  });
});

describe('given a story rendered in English', () => {
  it('should expect no translation of English', () => {
    expect(englishIn(element('Login failed'), ['account.login.failed'])).toEqual([]);
  });
});
