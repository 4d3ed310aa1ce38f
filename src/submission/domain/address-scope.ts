import type { AddressKeys } from './address-quota';

/**
 * Who a limit counts as one client, from the network address it saw. An IPv4 address is one
 * client (El Salvador's carriers already put many people behind one). An IPv6 client is handed a
 * whole /64 (an ordinary home line or server gets one) and may send from any of its 2^64
 * addresses, so every address of a /64 counts as its prefix, in canonical form
 * (`2001:db8:1:2::/64`). An IPv4 address written as IPv6 (`::ffff:203.0.113.7`, what a
 * dual-stack socket reports) is that IPv4 address. Anything else, such as an unknown sender,
 * counts as written. The one definition every limit keys by (clientKeyOf).
 */
export function addressScope(address: string): string {
  const text = address.trim().toLowerCase();
  const groups = text.includes(':') ? ipv6Groups(text) : undefined;
  if (!groups) return text;
  const [a, b, c, d, e, f, g, h] = groups as [number, ...number[]];
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff)
    return [g! >> 8, g! & 0xff, h! >> 8, h! & 0xff].join('.');
  return `${canonicalIpv6([a, b!, c!, d!, 0, 0, 0, 0])}/64`;
}

/** The key a limit counts a network address under: its scope's keyed hash, never the address. */
export const clientKeyOf = (keys: AddressKeys, address: string): string =>
  keys.keyOf(addressScope(address));

/**
 * The WHATWG URL parser (the same in Node and browsers) validates an IPv6 address and writes it
 * in canonical form (RFC 5952: hexadecimal groups only, at most one `::`), which leaves only the
 * `::` to expand. A zone (`%eth0`) names the receiver's interface, not the sender: it is dropped.
 * Undefined when the text is not an IPv6 address.
 */
function ipv6Groups(text: string): number[] | undefined {
  const bare = text.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const canonical = canonicalIpv6Text(bare);
  if (canonical === undefined) return undefined;
  const [head = '', tail] = canonical.split('::');
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').map((g) => parseInt(g, 16));
  const first = groupsOf(head);
  const last = tail === undefined ? [] : groupsOf(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

function canonicalIpv6Text(address: string): string | undefined {
  if (!/^[0-9a-f:.]+$/.test(address)) return undefined;
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
}

const canonicalIpv6 = (groups: number[]): string =>
  canonicalIpv6Text(groups.map((group) => group.toString(16)).join(':'))!;
