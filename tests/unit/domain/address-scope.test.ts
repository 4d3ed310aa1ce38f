import { describe, expect, it } from 'vitest';
import { addressScope } from '../../../src/submission/domain/address-scope';

describe('who a limit counts as one client (addressScope)', () => {
  it('is an IPv4 address itself', () => {
    expect(addressScope(' 203.0.113.7 ')).toBe('203.0.113.7');
  });

  it("is an IPv6 address's /64, in canonical form however it is written", () => {
    for (const written of [
      '2001:db8:1:2::1',
      '2001:DB8:1:2:aaaa:bbbb:cccc:dddd',
      '2001:0db8:0001:0002:0000:0000:0000:ffff',
      '[2001:db8:1:2::5]',
      '2001:db8:1:2::1%eth0',
    ])
      expect(addressScope(written)).toBe('2001:db8:1:2::/64');
    expect(addressScope('2001:db8:0:0:1::1')).toBe('2001:db8::/64');
    expect(addressScope('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('is the IPv4 address an IPv4-mapped IPv6 address carries', () => {
    expect(addressScope('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressScope('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('is anything else as written: an unknown sender, text that is no address', () => {
    expect(addressScope('desconocida')).toBe('desconocida');
    expect(addressScope('1::2::3')).toBe('1::2::3');
    expect(addressScope('2001:db8:1:2:3:4:5:6:7')).toBe('2001:db8:1:2:3:4:5:6:7');
  });
});
