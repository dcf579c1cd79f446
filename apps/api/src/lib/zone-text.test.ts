import { describe, expect, it } from 'vitest';

import {
  rescheduledMessage,
  scheduledMessage,
  skippedTimeMessage,
  wallTimeText,
  zoneNameText,
} from './zone-text';

// 25 Dec 2026 09:00 in London (GMT) is 17:00 in Singapore; 1 Jul 2026 09:00 in London is BST.
const christmas = new Date('2026-12-25T09:00:00Z');
const july = new Date('2026-07-01T08:00:00Z');

describe('given a scheduled instant and the zone it was chosen in', () => {
  it('should read the wall time in each language’s own format, never YYYY-MM-DD HH:mm', () => {
    expect(wallTimeText(christmas, 'Europe/London', 'en')).toBe('Fri 25 Dec 2026, 09:00');
    expect(wallTimeText(christmas, 'Asia/Singapore', 'cn')).toBe('2026年12月25日 星期五 17:00');
    expect(wallTimeText(christmas, 'Asia/Tokyo', 'jp')).toBe('2026年12月25日(金) 18:00');
  });

  it('should name the zone through Intl in the language, for the moment (winter or summer)', () => {
    expect(zoneNameText('Asia/Singapore', 'en', christmas)).toBe('Singapore Standard Time');
    expect(zoneNameText('Asia/Singapore', 'cn', christmas)).toBe('新加坡标准时间');
    expect(zoneNameText('Asia/Singapore', 'jp', christmas)).toBe('シンガポール標準時');
    expect(zoneNameText('Europe/London', 'en', christmas)).toBe('Greenwich Mean Time');
    expect(zoneNameText('Europe/London', 'en', july)).toBe('British Summer Time');
    expect(zoneNameText('Europe/London', 'en', july, true)).toBe('United Kingdom Time');
  });

  it('should fall back to the city of a zone Intl cannot name', () => {
    expect(zoneNameText('Mars/Olympus_Mons', 'en', christmas)).toBe('Olympus Mons');
  });
});

describe('given the messages of a scheduled gift', () => {
  it.each([
    ['en', 'Your gift to Ben Lim will arrive on Fri 25 Dec 2026, 17:00 (Singapore Standard Time).'],
    ['cn', '你送给Ben Lim的礼物将于2026年12月25日 星期五 17:00（新加坡标准时间）送达。'],
    ['jp', 'Ben Limさんへのギフトは2026年12月25日(金) 17:00（シンガポール標準時）に届きます。'],
  ] as const)('should tell the sender when it arrives in %s, with no IANA id', (language, text) => {
    const message = scheduledMessage('Ben Lim', christmas, 'Asia/Singapore', language);
    expect(message).toBe(text);
    expect(message).not.toContain('Asia/');
  });

  it('should say English when no language is asked for', () => {
    expect(scheduledMessage('Ben Lim', christmas, 'Europe/London')).toBe(
      'Your gift to Ben Lim will arrive on Fri 25 Dec 2026, 09:00 (Greenwich Mean Time).',
    );
    expect(rescheduledMessage(christmas, 'Europe/London')).toBe(
      'The gift will arrive on Fri 25 Dec 2026, 09:00 (Greenwich Mean Time).',
    );
  });

  it('should tell a changed schedule in each language', () => {
    expect(rescheduledMessage(christmas, 'Asia/Tokyo', 'cn')).toBe(
      '礼物将于2026年12月25日 星期五 18:00（日本标准时间）送达。',
    );
    expect(rescheduledMessage(christmas, 'Asia/Tokyo', 'jp')).toBe(
      'ギフトは2026年12月25日(金) 18:00（日本標準時）に届きます。',
    );
  });

  it('should name the zone of a time the clocks skip by its generic name', () => {
    expect(skippedTimeMessage('2027-03-28', '01:30', 'Europe/London')).toBe(
      '2027-03-28 01:30 does not exist in United Kingdom Time: the clocks change then. Pick another time.',
    );
    expect(skippedTimeMessage('2027-03-28', '01:30', 'Europe/London', 'jp')).not.toContain(
      'Europe/London',
    );
  });
});
