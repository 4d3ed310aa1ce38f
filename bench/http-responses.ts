export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  /**
   * The body without its transfer framing; what has arrived so far when the response is still
   * streaming.
   */
  body: Buffer;
}

const HEAD_END = Buffer.from('\r\n\r\n');
const LINE_END = Buffer.from('\r\n');

/**
 * The HTTP/1.1 responses in what one connection received, in order. Enough HTTP for the
 * Firestore emulator: Content-Length, chunked bodies, and a last response cut off mid-stream
 * (a WebChannel stream still open).
 */
export function httpResponses(received: Buffer): HttpResponse[] {
  const responses: HttpResponse[] = [];
  let position = 0;
  while (position < received.length) {
    const headEnd = received.indexOf(HEAD_END, position);
    if (headEnd < 0) break;
    const [statusLine = '', ...headerLines] = received
      .subarray(position, headEnd)
      .toString('latin1')
      .split('\r\n');
    const status = Number(statusLine.split(' ')[1]);
    const headers = Object.fromEntries(
      headerLines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    position = headEnd + HEAD_END.length;
    if (status >= 100 && status < 200) continue;
    const { body, end } = headers['transfer-encoding']?.includes('chunked')
      ? dechunk(received, position)
      : bodyOfLength(received, position, headers['content-length']);
    responses.push({ status, headers, body });
    position = end;
  }
  return responses;
}

function bodyOfLength(
  received: Buffer,
  start: number,
  contentLength: string | undefined,
): { body: Buffer; end: number } {
  const end =
    contentLength === undefined
      ? received.length
      : Math.min(received.length, start + Number(contentLength));
  return { body: received.subarray(start, end), end };
}

function dechunk(received: Buffer, start: number): { body: Buffer; end: number } {
  const parts: Buffer[] = [];
  let position = start;
  for (;;) {
    const lineEnd = received.indexOf(LINE_END, position);
    if (lineEnd < 0) return { body: Buffer.concat(parts), end: received.length };
    const size = parseInt(received.subarray(position, lineEnd).toString('latin1'), 16);
    const dataStart = lineEnd + LINE_END.length;
    if (size === 0) {
      const trailersEnd = received.indexOf(LINE_END, dataStart);
      return {
        body: Buffer.concat(parts),
        end: trailersEnd < 0 ? received.length : trailersEnd + LINE_END.length,
      };
    }
    parts.push(received.subarray(dataStart, Math.min(received.length, dataStart + size)));
    if (dataStart + size + LINE_END.length > received.length)
      return { body: Buffer.concat(parts), end: received.length };
    position = dataStart + size + LINE_END.length;
  }
}
