/** The parts of a request the address is read from (an Express request has them). */
export interface AddressedRequest {
  headers: Record<string, string | string[] | undefined>;
  socket: { remoteAddress?: string | undefined };
}

/**
 * The sender's address as the last trusted proxy saw it. X-Forwarded-For is a list each proxy
 * appends to, so the entries on its left are whatever the sender wrote: only the entry `hops`
 * from the right was written by infrastructure we trust. Behind Firebase Hosting that is the
 * second from the right (Hosting's CDN appends the sender, Google's front end the CDN), a number
 * to confirm on a staging deploy (docs/deploying.md). With fewer entries than that, the socket's
 * peer is the sender.
 */
export function clientAddress(request: AddressedRequest, hops: number): string {
  const list = forwardedFor(request);
  if (hops > 0 && list.length >= hops) return list[list.length - hops]!;
  return request.socket.remoteAddress ?? 'desconocida';
}

/**
 * Who handed the request to Google's front end: the right-most X-Forwarded-For entry, which the
 * sender cannot write. Through Hosting it is Hosting's CDN (shared by the site's visitors); called
 * at the function's own URL it is the caller itself, whatever it wrote on the left. Undefined when
 * it is the sender already (`hops` of 1 or less), so that nothing is counted twice.
 */
export function relayAddress(request: AddressedRequest, hops: number): string | undefined {
  if (hops <= 1) return undefined;
  return forwardedFor(request).at(-1) ?? request.socket.remoteAddress;
}

/** The text the count is logged under: stable, to search the logs for (docs/deploying.md). */
export const FORWARDED_ENTRIES_LOG = 'primer-paso: entradas de X-Forwarded-For';

/**
 * A note, once per instance (its first request), of how many X-Forwarded-For entries arrived:
 * after the first deploy, the logs say what INTAKE_FORWARDED_HOPS should be (docs/deploying.md)
 * without anyone forging a header. A count and the setting, never an address.
 */
export function forwardedEntriesNote(log: (text: string, fields: object) => void = console.info) {
  let noted = false;
  return (request: AddressedRequest, hops: number): void => {
    if (noted) return;
    noted = true;
    log(FORWARDED_ENTRIES_LOG, { entries: forwardedFor(request).length, forwardedHops: hops });
  };
}

function forwardedFor(request: AddressedRequest): string[] {
  const header = request.headers['x-forwarded-for'];
  return (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}
