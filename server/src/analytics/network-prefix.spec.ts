import { networkPrefix } from './network-prefix.js';

describe('networkPrefix', () => {
  it('takes the /24 of an IPv4 address, also when written as IPv6', () => {
    expect(networkPrefix('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkPrefix('::ffff:203.0.113.8')).toBe('203.0.113.0/24');
  });

  it('takes the /64 of an IPv6 address however it is written', () => {
    expect(networkPrefix('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(networkPrefix('2001:0DB8:0000:0001:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(networkPrefix('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkPrefix('::1')).toBe('0:0:0:0::/64');
    expect(networkPrefix('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('puts clients without a readable address in one network', () => {
    expect(networkPrefix(null)).toBe('');
    expect(networkPrefix('not an address')).toBe('');
  });
});
