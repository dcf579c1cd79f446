import { describe, expect, it } from 'vitest';

import { detectPlatform } from './platform';

describe('detectPlatform', () => {
  it('should find WeChat before the phone platform it runs on', () => {
    expect(
      detectPlatform(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) MicroMessenger/8.0.30',
      ),
    ).toBe('wechat');
  });

  it('should tell iOS, Android and the rest apart', () => {
    expect(detectPlatform('Mozilla/5.0 (iPad; CPU OS 15_0 like Mac OS X)')).toBe('ios');
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 7)')).toBe('android');
    expect(detectPlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/140')).toBe('other');
  });
});
