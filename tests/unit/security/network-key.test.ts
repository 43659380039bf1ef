/**
 * @jest-environment node
 */
import { networkKey } from '../../../backend/src/http/network';

describe('networkKey: the unit of every per-address limit', () => {
  it('groups one IPv6 /64, keeps IPv4 addresses apart', () => {
    const a = networkKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(a).toBe('v6:2001:db8:1:2:0:0:0:0/64');
    expect(networkKey('2001:0db8:0001:0002::1')).toBe(a);
    expect(networkKey('2001:db8:1:3::1')).not.toBe(a);
    expect(networkKey('198.51.100.7')).toBe('v4:198.51.100.7/32');
    expect(networkKey('198.51.100.8')).not.toBe(networkKey('198.51.100.7'));
  });

  it('reads IPv4-mapped IPv6 (a dual-stack socket) as IPv4', () => {
    expect(networkKey('::ffff:198.51.100.7')).toBe('v4:198.51.100.7/32');
  });

  it('honours configured prefixes (the wide unit: IPv4 /24, IPv6 /48)', () => {
    const wide = { v4: 24, v6: 48 };
    expect(networkKey('198.51.100.7', wide)).toBe(networkKey('198.51.100.200', wide));
    expect(networkKey('2001:db8:1:2::1', wide)).toBe(networkKey('2001:db8:1:ffff::9', wide));
    expect(networkKey('2001:db8:2::1', wide)).not.toBe(networkKey('2001:db8:1::1', wide));
    expect(networkKey('2001:db8:1:200:3::1', { v4: 32, v6: 56 })).toBe(networkKey('2001:db8:1:2ff::1', { v4: 32, v6: 56 }));
  });

  it('never throws: garbage is its own key', () => {
    expect(networkKey('not-an-address')).toBe('raw:not-an-address');
    expect(networkKey('')).toBe('raw:');
  });
});
