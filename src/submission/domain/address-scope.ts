import ipaddr from 'ipaddr.js';
import type { AddressKeys } from './address-quota';

/** The 16-bit groups of an IPv6 address that name its client: four, the /64 a line is handed. */
const IPV6_CLIENT_PREFIX_GROUPS = 4;

/**
 * Who a limit counts as one client, from the network address it saw. An IPv4 address is one
 * client (El Salvador's carriers already put many people behind one). An IPv6 client is handed a
 * whole /64 (an ordinary home line or server gets one) and may send from any of its 2^64
 * addresses, so every address of a /64 counts as its prefix, in canonical form (RFC 5952:
 * `2001:db8:1:2::/64`). An IPv4 address written as IPv6 (`::ffff:203.0.113.7`, what a
 * dual-stack socket reports) is that IPv4 address. Anything else, such as an unknown sender,
 * counts as written. The one definition every limit keys by (clientKeyOf).
 */
export function addressScope(address: string): string {
  const text = address.trim().toLowerCase();
  if (!text.includes(':')) return text;
  // A zone (`%eth0`) names the receiver's interface, not the sender: ipaddr.js reads it apart.
  const bare = text.replace(/^\[(.*)\]$/, '$1');
  if (!ipaddr.IPv6.isValid(bare)) return text;
  const parsed = ipaddr.IPv6.parse(bare);
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  const prefix = parsed.parts.slice(0, IPV6_CLIENT_PREFIX_GROUPS);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toRFC5952String()}/64`;
}

/** The key a limit counts a network address under: its scope's keyed hash, never the address. */
export const clientKeyOf = (keys: AddressKeys, address: string): string =>
  keys.keyOf(addressScope(address));
