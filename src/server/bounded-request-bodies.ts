import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Why a request's body was refused before any parser saw it: its answer's status. */
export type BodyRefusal = 408 | 411 | 413;

export interface BodyBound {
  /** The most a body may declare (Content-Length). */
  readonly limitBytes: number;
  /** How long a body that is allowed may take to arrive in full. */
  readonly deadlineMs: number;
}

/** Methods whose body, if a client sends one, means nothing: never handed to a parser. */
const BODILESS_METHODS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);

const refusals = new WeakMap<object, BodyRefusal>();
let installed = false;

/**
 * Bounds every request body this process receives, before anything reads it.
 *
 * On Cloud Functions the Functions Framework puts body parsers (JSON, form, text, bytes; 1 GiB
 * each) in front of the function, and the Firebase emulator puts its own (32 MB): a 30 MB JSON body
 * of `[{},…]` takes some 670 MB of heap to parse, enough to end an instance and every request on
 * it. None of them has a setting, but all run on Node's HTTP server, which announces each request
 * on the `http.server.request.start` diagnostics channel before any listener sees it. There, a
 * body that is too long (413), of no declared length (411) or sent with a GET is taken out of the
 * parsers' sight: body-parser reads only a request whose headers say it has a body, so removing
 * Content-Length and Transfer-Encoding leaves the bytes on the socket, which Node discards, unkept,
 * once the answer is sent. The function answers with `bodyRefusalOf`. A body that is allowed but
 * still arriving after `deadlineMs` gets 408 and its connection closed.
 */
export function boundRequestBodies(bound: BodyBound): void {
  if (installed) return;
  installed = true;
  subscribe('http.server.request.start', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    if (!carriesBody(request)) return;
    const refusal = refusalAtStart(request, bound.limitBytes);
    if (refusal === undefined && !BODILESS_METHODS.has(request.method ?? '')) {
      awaitBody(request, response, bound);
      return;
    }
    if (refusal !== undefined) refusals.set(request, refusal);
    // Node reads the unread bytes after the answer and throws them away, a chunk at a time: the
    // connection is not cut while a proxy (Hosting, the emulator's) is still sending them.
    hideBody(request);
  });
}

/** Whether the request's body was refused before it was read, and with which status. */
export function bodyRefusalOf(request: object): BodyRefusal | undefined {
  return refusals.get(request);
}

function refusalAtStart(request: IncomingMessage, limitBytes: number): BodyRefusal | undefined {
  const length = request.headers['content-length'];
  if (request.headers['transfer-encoding'] !== undefined && length === undefined) {
    // A stream of unknown length: the page and any HTML form always say how long theirs is.
    return BODILESS_METHODS.has(request.method ?? '') ? undefined : 411;
  }
  if (length !== undefined && !(Number(length) <= limitBytes)) return 413;
  return undefined;
}

function carriesBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || Number(length ?? 0) > 0;
}

function hideBody(request: IncomingMessage): void {
  delete request.headers['content-length'];
  delete request.headers['transfer-encoding'];
}

/** A slow sender holds a connection: past the deadline, answered 408 and cut off. */
function awaitBody(request: IncomingMessage, response: ServerResponse, bound: BodyBound): void {
  const timer = setTimeout(() => {
    if (request.complete) return;
    refusals.set(request, 408);
    if (!response.headersSent) {
      response.writeHead(408, { Connection: 'close', 'Cache-Control': 'no-store' }).end();
    }
    request.socket.destroySoon();
  }, bound.deadlineMs);
  timer.unref();
  const stop = () => clearTimeout(timer);
  request.once('end', stop);
  response.once('close', stop);
}
