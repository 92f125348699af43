import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network an address belongs to, as one household or office usually has it: IPv4 /24, IPv6 /64
 * (an IPv4 address written as IPv6, `::ffff:a.b.c.d`, is IPv4). Empty for no or an unreadable address,
 * so such clients share one network and one cap.
 */
export function networkPrefix(address: string | null): string {
  if (!address) return '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const v4 = mapped ? mapped[1] : address;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(address)) return '';
  const [head, tail = ''] = address.toLowerCase().split('%')[0].split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = address.includes('::') ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
