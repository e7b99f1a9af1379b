/** The leading groups of an IPv6 address that name its network: one subscriber or site gets a whole /64. */
const IPV6_NETWORK_GROUPS = 4;

const IPV4_MAPPED_PREFIX = '::ffff:';

/**
 * The first {@link IPV6_NETWORK_GROUPS} groups of an IPv6 address, `::`
 * expanded and leading zeros dropped; null when it is not one (an IPv4
 * address included). An embedded
 * IPv4 tail (`64:ff9b::192.0.2.1`) only ever fills the last two groups.
 */
function ipv6Network(address: string): string | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (half: string | undefined): string[] =>
    half ? half.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups
    .slice(0, IPV6_NETWORK_GROUPS)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':');
}

/**
 * The key under which failed password checks from one client address are
 * counted (across accounts and doors, for CLIENT_ADDRESS_SIGN_IN_THROTTLE).
 * An IPv6 client is counted by its /64 network, since it can take a new
 * address within it for every guess; an IPv4 address mapped into IPv6 is
 * the IPv4 address, so a dual-stack listener counts it once. Anything else
 * is counted as given.
 */
export function clientAddressThrottleKey(clientAddress: string): string {
  const address = clientAddress.trim().toLowerCase().replace(/%.*/, '');
  if (address.startsWith(IPV4_MAPPED_PREFIX) && address.includes('.')) return `address:${address.slice(IPV4_MAPPED_PREFIX.length)}`;
  const network = ipv6Network(address);
  return network === null ? `address:${address}` : `address:${network}::/64`;
}
