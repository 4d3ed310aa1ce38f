import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP hop in front of the emulator that counts the bytes it carries back to clients:
 * what a staff computer would download. Nothing here leaves 127.0.0.1.
 */
export class ByteCountingProxy {
  /** Bytes from the emulator to clients since the last reset. */
  bytesDown = 0;
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly host: string,
  ) {}

  static async start(targetHost: string): Promise<ByteCountingProxy> {
    const [targetName, targetPort] = targetHost.split(':');
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const proxy = new ByteCountingProxy(
      server,
      `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    );
    server.on('connection', (client) => {
      const upstream = connect(Number(targetPort), targetName as string);
      for (const socket of [client, upstream]) {
        proxy.sockets.add(socket);
        socket.on('close', () => proxy.sockets.delete(socket));
        socket.on('error', () => [client, upstream].forEach((other) => other.destroy()));
      }
      upstream.on('data', (chunk: Buffer) => (proxy.bytesDown += chunk.length));
      client.pipe(upstream).pipe(client);
    });
    return proxy;
  }

  reset(): void {
    this.bytesDown = 0;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
