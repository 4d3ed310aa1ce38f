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
  const header = request.headers['x-forwarded-for'];
  const list = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (hops > 0 && list.length >= hops) return list[list.length - hops]!;
  return request.socket.remoteAddress ?? 'desconocida';
}
