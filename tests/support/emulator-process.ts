import type { ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

export interface WatchedProcess {
  /** Everything it has printed, stdout and stderr together. */
  output(): string;
  /** Its exit code and output once it has exited; undefined while it runs. */
  exitReport(): string | undefined;
  /** Resolves when it exits. */
  exited: Promise<void>;
}

/** Keeps an emulator's output and notes its exit, so a failure to start can say why. */
export function watchProcess(child: ChildProcessByStdio<null, Readable, Readable>): WatchedProcess {
  let output = '';
  let exitReport: string | undefined;
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) =>
    child.once('exit', (code) => {
      exitReport = `exit code ${code}\n${output}`;
      done();
    }),
  );
  return { output: () => output, exitReport: () => exitReport, exited };
}

export interface AnswerWait {
  /** Who is starting, for the error messages: "The Firestore emulator". */
  name: string;
  timeoutMs: number;
  intervalMs: number;
  /** Whether an answer means it is ready; by default any HTTP answer does. */
  ready?: (response: Response) => boolean;
}

/** Waits until `url` answers, failing at once if the process exits, or after the timeout. */
export async function waitUntilAnswering(
  url: string,
  process: WatchedProcess,
  { name, timeoutMs, intervalMs, ready = () => true }: AnswerWait,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exit = process.exitReport();
    if (exit !== undefined) throw new Error(`${name} exited while starting:\n${exit}`);
    try {
      if (ready(await fetch(url))) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, intervalMs));
  }
  throw new Error(
    `${name} did not answer at ${url} within ${timeoutMs / 1000} s. Its output:\n${process.output()}`,
  );
}
