import { connect, createServer, type Server, type Socket } from 'node:net';
import { Transform, type TransformCallback } from 'node:stream';

type Mode = 'up' | 'down' | 'blackhole';

/** Holds every chunk back by a fixed time, in order: one direction of a slow network. */
class Delay extends Transform {
  private pending = 0;
  private flushed: TransformCallback | undefined;

  constructor(private readonly ms: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.pending += 1;
    setTimeout(() => {
      this.push(chunk);
      this.pending -= 1;
      if (this.pending === 0) this.flushed?.();
    }, this.ms);
    done();
  }

  override _flush(done: TransformCallback): void {
    if (this.pending === 0) done();
    else this.flushed = done;
  }
}

/**
 * A loopback TCP hop in front of the emulator that a test can flip: 'up' forwards, 'down' stops
 * listening (connections are refused, as with a stopped emulator), 'blackhole' accepts and never
 * answers (as with a dead network). `oneWayDelayMs` makes 'up' behave like a network with a
 * round trip of twice that. Nothing here leaves 127.0.0.1.
 */
export class TcpSwitch {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private mode: Mode = 'up';

  private oneWayDelayMs = 0;

  private constructor(
    private readonly target: { host: string; port: number },
    private port = 0,
  ) {}

  static async start(targetHost: string): Promise<TcpSwitch> {
    const [host, port] = targetHost.split(':');
    const tcpSwitch = new TcpSwitch({ host: host as string, port: Number(port) });
    await tcpSwitch.listen();
    return tcpSwitch;
  }

  get host(): string {
    return `127.0.0.1:${this.port}`;
  }

  async set(mode: Mode): Promise<void> {
    this.mode = mode;
    for (const socket of this.sockets) socket.destroy();
    if (mode === 'down') await this.stopListening();
    else if (!this.server) await this.listen();
  }

  /** New connections get this delay each way (existing ones are cut so none keeps the old one). */
  setOneWayDelay(ms: number): void {
    this.oneWayDelayMs = ms;
    for (const socket of this.sockets) socket.destroy();
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return this.stopListening();
  }

  private track(socket: Socket): Socket {
    this.sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.sockets.delete(socket));
    return socket;
  }

  private listen(): Promise<void> {
    const server = createServer((client) => {
      this.track(client);
      if (this.mode === 'blackhole') return client.resume();
      const upstream = this.track(connect(this.target.port, this.target.host));
      if (this.oneWayDelayMs > 0) {
        client.pipe(new Delay(this.oneWayDelayMs)).pipe(upstream);
        upstream.pipe(new Delay(this.oneWayDelayMs)).pipe(client);
      } else {
        client.pipe(upstream).pipe(client);
      }
    });
    this.server = server;
    return new Promise((resolve) =>
      server.listen(this.port, '127.0.0.1', () => {
        const address = server.address();
        if (typeof address === 'object' && address) this.port = address.port;
        resolve();
      }),
    );
  }

  private stopListening(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}
