import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('addressKey', () => {
  it('counts an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts every address of one IPv6 /64 under the same key', () => {
    const a = addressKey('2001:db8:1234:5678::1');
    expect(a).toBe('2001:db8:1234:5678::/64');
    expect(addressKey('2001:0db8:1234:5678:ffff:eeee:dddd:cccc')).toBe(a);
    expect(addressKey('2001:DB8:1234:5678:0:0:0:2')).toBe(a);
    expect(addressKey('[2001:db8:1234:5678::9]')).toBe(a);
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('keeps neighbouring /64 networks apart', () => {
    expect(addressKey('2001:db8:1234:5679::1')).not.toBe(addressKey('2001:db8:1234:5678::1'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('counts what it cannot parse as given', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('1:2:3')).toBe('1:2:3');
  });
});
