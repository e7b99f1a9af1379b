import { describe, expect, it } from 'vitest';
import { clientAddressThrottleKey } from './client-address-throttle-key.ts';

describe('client address throttle key', () => {
  it.each([
    // An IPv4 address counts as itself, and so does one mapped into IPv6 (written in hex it is an IPv6 address like any other).
    ['203.0.113.7', 'address:203.0.113.7'], [' 203.0.113.7 ', 'address:203.0.113.7'],
    ['::ffff:203.0.113.7', 'address:203.0.113.7'], ['::FFFF:203.0.113.7', 'address:203.0.113.7'], ['::ffff:cb00:7107', 'address:0:0:0:0::/64'],
    // Every IPv6 address of one /64 network counts under one key, however it is written.
    ['2001:db8:a:b::1', 'address:2001:db8:a:b::/64'], ['2001:DB8:A:B:1234:5678:9abc:def0', 'address:2001:db8:a:b::/64'],
    ['2001:0db8:000a:000b:0:0:0:2', 'address:2001:db8:a:b::/64'], ['2001:db8:a:b::3%eth0', 'address:2001:db8:a:b::/64'],
    ['fe80::1%eth0', 'address:fe80:0:0:0::/64'], ['2001:db8:a:c::1', 'address:2001:db8:a:c::/64'],
    // :: is expanded wherever it stands.
    ['::1', 'address:0:0:0:0::/64'], ['::', 'address:0:0:0:0::/64'], ['2001:db8::', 'address:2001:db8:0:0::/64'],
    ['2001::7:8:9:a:b:c', 'address:2001:0:7:8::/64'], ['1:2:3::5:6:7:8', 'address:1:2:3:0::/64'],
    // An embedded IPv4 tail stands for the last two groups.
    ['64:ff9b::192.0.2.1', 'address:64:ff9b:0:0::/64'], ['1:2:3:4:5:6:192.0.2.1', 'address:1:2:3:4::/64'],
  ])('counts %j under %j', (address, key) => {
    expect(clientAddressThrottleKey(address)).toBe(key);
  });

  it('counts what is not an IPv6 address as given, lower-cased', () => {
    for (const odd of ['1::2::3', '1:2:3:4:5:6:7', '1:2:3:4:5:6:7:8:9', '1:2:3:4::5:6:7:8', 'g::1', '12345::1', 'fe80:x']) {
      expect(clientAddressThrottleKey(odd)).toBe(`address:${odd}`);
    }
    expect(clientAddressThrottleKey('Unknown')).toBe('address:unknown');
  });
});
