import { afterEach, describe, expect, it } from 'vitest';

import { formatDate, formatDateTime, parseDate, setDateLanguage } from './dayjs';
import { setLanguage } from './i18n';

afterEach(() => setDateLanguage('eng'));

describe('the date formats of spec section 9', () => {
  it('should read each backend format', () => {
    expect(parseDate('15-01-2022')?.format('YYYY-MM-DD')).toBe('2022-01-15');
    expect(parseDate('05/03/2023 14:07:09')?.format('YYYY-MM-DD HH:mm:ss')).toBe(
      '2023-03-05 14:07:09',
    );
    expect(parseDate('2024-12-31 23:59:58')?.format('DD-MM-YYYY HH:mm:ss')).toBe(
      '31-12-2024 23:59:58',
    );
  });

  it('should show D MMM YYYY and D MMM YYYY HH:mm:ss', () => {
    expect(formatDate('15-01-2022')).toBe('15 Jan 2022');
    expect(formatDateTime('2024-02-03 04:05:06')).toBe('3 Feb 2024 04:05:06');
    expect(formatDateTime('05/03/2023 14:07:09')).toBe('5 Mar 2023 14:07:09');
  });

  it('should show a moment of our own (epoch ms, Date) in the same format', () => {
    const moment = new Date(2024, 1, 3, 4, 5, 6);
    expect(formatDateTime(moment.getTime())).toBe('3 Feb 2024 04:05:06');
    expect(formatDate(moment)).toBe('3 Feb 2024');
    expect(formatDateTime(Number.NaN)).toBe('');
  });

  it('should give nothing for empty or unreadable dates', () => {
    expect(parseDate('')).toBeNull();
    expect(parseDate('0000-00-00')).toBeNull();
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('should name months in the interface language', () => {
    setDateLanguage('jp');
    expect(formatDate('15-01-2022')).toBe('15 1月 2022');
    setDateLanguage('cn');
    expect(formatDate('15-01-2022')).toBe('15 1月 2022');
  });

  it('should take the language from the caller when given', () => {
    expect(formatDate('15-01-2022', 'jp')).toBe('15 1月 2022');
    expect(formatDate('15-01-2022', 'eng')).toBe('15 Jan 2022');
  });
});

describe('dates in the interface language', () => {
  it('should follow every change of the interface language', async () => {
    await setLanguage('jp');
    expect(formatDate('15-01-2022')).toBe('15 1月 2022');
    await setLanguage('eng');
    expect(formatDate('15-01-2022')).toBe('15 Jan 2022');
  });
});
