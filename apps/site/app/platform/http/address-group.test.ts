import { describe, expect, it } from 'vitest';
import { addressGroup } from './address-group.server';

describe('addressGroup', () => {
  it('keeps an IPv4 address and anything that is not an address as it is', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('unknown')).toBe('unknown');
  });

  it('counts every address of one IPv6 /64 as one, however it is written', () => {
    const group = '2001:db8:0:1::/64';
    expect(addressGroup('2001:db8:0:1::1')).toBe(group);
    expect(addressGroup('2001:0DB8:0000:0001:ffff:1:2:3')).toBe(group);
    expect(addressGroup('2001:db8:0:1:0:0:0:0')).toBe(group);
    expect(addressGroup('2001:db8:0:1::192.0.2.1')).toBe(group);
    expect(addressGroup('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
