import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { SERVER_BUILD_DIR } from '../../build/firebase-config';
import { freePort } from '../../build/free-port';

/**
 * The server bundle served by the Functions Framework, as Cloud Functions runs it (the version the
 * bundle's package.json pins): what a request's body costs before the function's code runs.
 */
const FRAMEWORK_MAIN = join(
  dirname(createRequire(import.meta.url).resolve('@google-cloud/functions-framework')),
  'main.js',
);

interface Served {
  process: ChildProcess;
  port: number;
}

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

/** Starts the framework on `target`; `announced` is whether FUNCTION_TARGET names it, as in production. */
async function serve(target: string, announced: boolean): Promise<Served> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  delete env.FUNCTION_TARGET;
  if (announced) env.FUNCTION_TARGET = target;
  const child = spawn(
    process.execPath,
    [
      FRAMEWORK_MAIN,
      `--target=${target}`,
      `--source=${join(inject('productionBuild'), SERVER_BUILD_DIR)}`,
      `--port=${port}`,
    ],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // In production mode the framework prints nothing once it listens: its port answering is the sign.
  while (!(await accepts(port))) {
    if (child.exitCode !== null)
      throw new Error(`the framework ended (${child.exitCode}): ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { process: child, port };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** The process's peak resident memory so far, in MiB (Linux). */
function peakMemoryMiB(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

interface Reply {
  status: number;
  body: string;
}

/** Sends `body` (or `chunks`, each after `gapMs`) and resolves with the answer, or the cut. */
function send(
  port: number,
  options: { method: string; path: string; headers?: Record<string, string | number> },
  body: Buffer | string[] = Buffer.alloc(0),
  gapMs = 0,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        // A connection of its own, closed after: nothing is written to it once the test is over.
        agent: false,
        port,
        method: options.method,
        path: options.path,
        headers: options.headers,
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        // 'close' too: a connection cut while the body is still going out may end the answer
        // with no 'end' (its status was read all the same).
        const answered = () => resolve({ status: response.statusCode!, body: text });
        response.on('end', answered);
        response.on('close', answered);
      },
    );
    // The server may answer and close before the whole body is sent: that is the point. A
    // connection that closes with no answer at all fails the test at once, not at its timeout.
    const cut = (error: NodeJS.ErrnoException) =>
      ['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? undefined : reject(error);
    outgoing.on('error', cut);
    outgoing.on('socket', (socket) => socket.on('error', cut));
    outgoing.on('close', () => reject(new Error('the connection closed with no answer')));
    if (Buffer.isBuffer(body)) {
      outgoing.end(body);
      return;
    }
    const chunks = [...body];
    const next = () => {
      const chunk = chunks.shift();
      if (chunk === undefined) outgoing.end();
      else {
        outgoing.write(chunk);
        setTimeout(next, gapMs);
      }
    };
    next();
  });
}

/** JSON that costs its parser far more than its size: some 20 bytes of heap per byte. */
const emptyObjects = (megabytes: number) =>
  Buffer.from(
    `[${Array(Math.floor((megabytes * 1024 * 1024) / 3))
      .fill('{}')
      .join(',')}]`,
  );

const json = (body: Buffer) => ({
  'Content-Type': 'application/json',
  'Content-Length': body.length,
});

describe(
  'a request body on the Functions Framework, before the function runs',
  { timeout: 30_000 },
  () => {
    /** 10 MB of JSON sent to `target`: its answer and how much the process's peak memory grew. */
    async function sendTenMegabytes(target: string, announced: boolean, method = 'POST') {
      const body = emptyObjects(10);
      const served = await serve(target, announced);
      const before = peakMemoryMiB(served.process);
      const reply = await send(
        served.port,
        { method, path: target === 'intake' ? '/' : '/charla/elegir/x', headers: json(body) },
        body,
      );
      return { status: reply.status, growthMiB: peakMemoryMiB(served.process) - before };
    }

    it('the intake refuses 10 MB of JSON with 413 without parsing it: its memory barely moves', async () => {
      const { status, growthMiB } = await sendTenMegabytes('intake', true);
      expect(status).toBe(413);
      expect(growthMiB).toBeLessThan(40);
    });

    it("the intake shows a plain form's browser (no script) a page when its body is refused unread", async () => {
      // The production bundle, as deployed: the plain form's page is loaded when first needed.
      const body = Buffer.alloc(10 * 1024 * 1024, 'a');
      const served = await serve('intake', true);
      const reply = await send(
        served.port,
        {
          method: 'POST',
          path: '/',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            'Content-Length': body.length,
          },
        },
        body,
      );
      expect(reply.status).toBe(413);
      expect(reply.body).toContain('No pudimos leer el formulario');
      // The form again, empty, to be sent once more.
      expect(/<form[^>]*>/.exec(reply.body)?.[0]).toContain('action="/api/solicitudes"');
    });

    it('the same body where no bound is installed is parsed whole first: what the bound spares', async () => {
      const { status, growthMiB } = await sendTenMegabytes('intake', false);
      expect(status).toBe(413);
      expect(growthMiB).toBeGreaterThan(100);
    });

    it('a talk page is not parsed on GET: 10 MB of JSON sent with one costs nothing', async () => {
      // The GET reaches the talk pages, whose answer (it needs the storage) does not matter here:
      // the body must simply never be read into memory.
      const { growthMiB } = await sendTenMegabytes('talkPages', true, 'GET');
      expect(growthMiB).toBeLessThan(40);
    });

    it('a body of no declared length (chunked) is refused with 411, unread', async () => {
      const served = await serve('intake', true);
      const reply = await send(
        served.port,
        {
          method: 'POST',
          path: '/',
          headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
        },
        ['{"form":', '{}}'],
      );
      expect(reply.status).toBe(411);
    });

    it('a body that trickles in past its deadline is answered 408 and cut off', async () => {
      const served = await serve('intake', true);
      const text = '{"form":{}}';
      const started = Date.now();
      const reply = await send(
        served.port,
        {
          method: 'POST',
          path: '/',
          headers: { 'Content-Type': 'application/json', 'Content-Length': text.length },
        },
        // One byte a second: the whole would take 11 s.
        [...text],
        1_000,
      );
      expect(reply.status).toBe(408);
      expect(Date.now() - started).toBeLessThan(text.length * 1_000);
    });
  },
);
