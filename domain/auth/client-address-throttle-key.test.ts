import { describe, expect, it } from 'vitest';
import { clientAddressThrottleKey } from './client-address-throttle-key';

describe('client address throttle key', () => {
  it('counts an IPv4 address as itself', () => {
    expect(clientAddressThrottleKey('203.0.113.7')).toBe('address:203.0.113.7');
    expect(clientAddressThrottleKey(' 203.0.113.7 ')).toBe('address:203.0.113.7');
  });

  it('counts an IPv4 address mapped into IPv6 as the IPv4 address', () => {
    expect(clientAddressThrottleKey('::ffff:203.0.113.7')).toBe('address:203.0.113.7');
    expect(clientAddressThrottleKey('::FFFF:203.0.113.7')).toBe('address:203.0.113.7');
    // Written in hex it is an IPv6 address like any other.
    expect(clientAddressThrottleKey('::ffff:cb00:7107')).toBe('address:0:0:0:0::/64');
  });

  it('counts every IPv6 address of one /64 network under one key, however it is written', () => {
    const key = 'address:2001:db8:a:b::/64';
    expect(clientAddressThrottleKey('2001:db8:a:b::1')).toBe(key);
    expect(clientAddressThrottleKey('2001:DB8:A:B:1234:5678:9abc:def0')).toBe(key);
    expect(clientAddressThrottleKey('2001:0db8:000a:000b:0:0:0:2')).toBe(key);
    expect(clientAddressThrottleKey('2001:db8:a:b::3%eth0')).toBe(key);
    expect(clientAddressThrottleKey('fe80::1%eth0')).toBe('address:fe80:0:0:0::/64');
    expect(clientAddressThrottleKey('2001:db8:a:c::1')).toBe('address:2001:db8:a:c::/64');
  });

  it('expands :: wherever it stands', () => {
    expect(clientAddressThrottleKey('::1')).toBe('address:0:0:0:0::/64');
    expect(clientAddressThrottleKey('::')).toBe('address:0:0:0:0::/64');
    expect(clientAddressThrottleKey('2001:db8::')).toBe('address:2001:db8:0:0::/64');
    expect(clientAddressThrottleKey('2001::7:8:9:a:b:c')).toBe('address:2001:0:7:8::/64');
    expect(clientAddressThrottleKey('1:2:3::5:6:7:8')).toBe('address:1:2:3:0::/64');
  });

  it('takes an embedded IPv4 tail for the last two groups', () => {
    expect(clientAddressThrottleKey('64:ff9b::192.0.2.1')).toBe('address:64:ff9b:0:0::/64');
    expect(clientAddressThrottleKey('1:2:3:4:5:6:192.0.2.1')).toBe('address:1:2:3:4::/64');
  });

  it('counts what is not an IPv6 address as given, lower-cased', () => {
    for (const odd of ['1::2::3', '1:2:3:4:5:6:7', '1:2:3:4:5:6:7:8:9', '1:2:3:4::5:6:7:8', 'g::1', '12345::1', 'fe80:x']) {
      expect(clientAddressThrottleKey(odd)).toBe(`address:${odd}`);
    }
    expect(clientAddressThrottleKey('Unknown')).toBe('address:unknown');
  });
});
