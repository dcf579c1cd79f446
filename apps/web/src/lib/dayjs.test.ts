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

  it('should read in the interface language’s own order, never “15 1月 2022”', () => {
    setDateLanguage('jp');
    expect(formatDate('15-01-2022')).toBe('2022年1月15日');
    expect(formatDateTime('05/03/2023 14:07:09')).toBe('2023年3月5日 14:07:09');
    setDateLanguage('cn');
    expect(formatDate('15-01-2022')).toBe('2022年1月15日');
    expect(formatDateTime('2024-02-03 04:05:06')).toBe('2024年2月3日 04:05:06');
  });

  it('should take the language from the caller when given', () => {
    expect(formatDate('15-01-2022', 'jp')).toBe('2022年1月15日');
    expect(formatDate('15-01-2022', 'cn')).toBe('2022年1月15日');
    expect(formatDate('15-01-2022', 'eng')).toBe('15 Jan 2022');
    expect(formatDateTime('05/03/2023 14:07:09', 'cn')).toBe('2023年3月5日 14:07:09');
  });
});

describe('given a backend time (Singapore’s wall time) and the member’s zone', () => {
  it('should read it on the member’s clock', () => {
    expect(formatDateTime('15/01/2026 14:32:05', 'eng', 'Asia/Singapore')).toBe(
      '15 Jan 2026 14:32:05',
    );
    expect(formatDateTime('15/01/2026 14:32:05', 'eng', 'Europe/London')).toBe(
      '15 Jan 2026 06:32:05',
    );
    expect(formatDateTime('15/01/2026 14:32:05', 'jp', 'Asia/Tokyo')).toBe(
      '2026年1月15日 15:32:05',
    );
    // Summer time moves with the moment: London is UTC+1 in July.
    expect(formatDateTime('2026-07-01 09:00:00', 'eng', 'Europe/London')).toBe(
      '1 Jul 2026 02:00:00',
    );
  });

  it('should move the day when the member’s clock is on another', () => {
    expect(formatDate('15/01/2026 03:00:00', 'eng', 'America/New_York')).toBe('14 Jan 2026');
    expect(formatDate('15/01/2026 03:00:00', 'cn', 'Asia/Shanghai')).toBe('2026年1月15日');
  });

  it('should leave a bare date (an expiry day) and an unknown zone as they are', () => {
    expect(formatDate('15-01-2026', 'eng', 'America/New_York')).toBe('15 Jan 2026');
    expect(formatDateTime('15/01/2026 14:32:05', 'eng', 'Mars/Olympus_Mons')).toBe(
      '15 Jan 2026 14:32:05',
    );
  });
});

describe('dates in the interface language', () => {
  it('should follow every change of the interface language', async () => {
    await setLanguage('jp');
    expect(formatDate('15-01-2022')).toBe('2022年1月15日');
    await setLanguage('eng');
    expect(formatDate('15-01-2022')).toBe('15 Jan 2022');
  });
});
