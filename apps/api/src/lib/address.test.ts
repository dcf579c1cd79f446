import { describe, expect, it } from 'vitest';

import { addressKey } from './address';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is, also when written as IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys every address of one IPv6 /64 alike, whatever its spelling', () => {
    const key = '2001:db8:1:2::/64';
    expect(addressKey('2001:db8:1:2::1')).toBe(key);
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressKey('2001:DB8:1:2:0:0:0:45')).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
  });

  it('expands the short forms', () => {
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});
