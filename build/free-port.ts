import { createServer } from 'node:net';

/**
 * Where the ports are drawn from: below the range the system hands out for its own use (Linux's
 * ephemeral ports start at 32768, macOS's and Windows' at 49152). A port drawn from that range is
 * free when it is drawn but not when it is bound a minute later: any outgoing connection in between
 * (to the emulators, the jar, an SMTP server) may have been given it as its own local port, and
 * the emulator then cannot start ('port taken', seen in a run with both cores busy).
 */
const FIRST = 20_000;
const LAST = 32_767;
const TRIES = 50;

/** Ports this process has handed out already, so two callers never get the same one. */
const handedOut = new Set<number>();

function listens(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A loopback port nothing listens on right now, and none the system gives out by itself. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const port = FIRST + Math.floor(Math.random() * (LAST - FIRST + 1));
    if (handedOut.has(port)) continue;
    // Taken before it is tried: two callers at once never try, and get, the same port.
    handedOut.add(port);
    if (await listens(port)) return port;
    handedOut.delete(port);
  }
  throw new Error(`No free port between ${FIRST} and ${LAST} after ${TRIES} tries.`);
}
