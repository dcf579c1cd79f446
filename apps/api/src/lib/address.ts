import net from 'node:net';

/**
 * The key a per-address limit counts under: an IPv4 address as it is, an IPv6 address by its /64
 * network. One subscriber is usually given a whole /64, so counting its addresses one by one
 * would give an attacker 2^64 fresh budgets. An IPv4 address written as IPv6 (::ffff:a.b.c.d)
 * counts as the IPv4 one.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!net.isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  // An embedded IPv4 tail (…:1.2.3.4) is two groups; only the first four groups matter here.
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
