import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../build/free-port';

const bindable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

describe('a free port for an emulator or a test server', () => {
  it('is one the system never gives out by itself, free, and never handed out twice', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(32_768);
      expect(await bindable(port)).toBe(true);
    }
  });
});
