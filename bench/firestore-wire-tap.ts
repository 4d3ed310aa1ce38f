import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP hop in front of the Firestore emulator that keeps, connection by connection,
 * what the emulator sends back: the bytes a browser downloads, which `http-responses.ts` and
 * `firestore-reads.ts` then read. The emulator cannot bill, so the wire is where reads are
 * counted. Nothing here leaves 127.0.0.1.
 */
export class FirestoreWireTap {
  /** What each connection opened since the last `reset()` received from the emulator, in order. */
  private recorded: Buffer[][] = [];
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly host: string,
  ) {}

  static async start(targetHost: string): Promise<FirestoreWireTap> {
    const [targetName, targetPort] = targetHost.split(':');
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const tap = new FirestoreWireTap(
      server,
      `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    );
    server.on('connection', (client) => {
      const upstream = connect(Number(targetPort), targetName as string);
      for (const socket of [client, upstream]) {
        tap.sockets.add(socket);
        socket.on('close', () => tap.sockets.delete(socket));
        socket.on('error', () => [client, upstream].forEach((other) => other.destroy()));
      }
      // Whole connections only: one that began before a reset would start mid-response.
      const chunks: Buffer[] = [];
      tap.recorded.push(chunks);
      upstream.on('data', (chunk: Buffer) => chunks.push(chunk));
      client.pipe(upstream).pipe(client);
    });
    return tap;
  }

  /** Forgets what was recorded; from now on only connections opened after this call are kept. */
  reset(): void {
    this.recorded = [];
  }

  /** The bytes each connection opened since the last reset has received so far. */
  connections(): Buffer[] {
    return this.recorded.map((chunks) => Buffer.concat(chunks));
  }

  get bytesDown(): number {
    return this.recorded.reduce(
      (total, chunks) => total + chunks.reduce((sum, chunk) => sum + chunk.length, 0),
      0,
    );
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
