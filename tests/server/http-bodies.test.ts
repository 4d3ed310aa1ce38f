import { describe, expect, it, vi } from 'vitest';
import { formUse, intake, statusPages, talkPages } from '../../src/server/functions';

/** A request as the Functions Framework hands it over: the body already read and parsed. */
function frameworkRequest(method: string, bytes: number, path = '/', chunked = false) {
  const rawBody = Buffer.alloc(bytes, 0x20);
  const headers: Record<string, string> = chunked
    ? { 'transfer-encoding': 'chunked' }
    : { 'content-length': String(bytes) };
  return {
    method,
    path,
    url: path,
    headers,
    rawBody,
    body: bytes > 0 ? { form: {} } : undefined,
    get: (name: string) => headers[name.toLowerCase()],
    header: (name: string) => headers[name.toLowerCase()],
  };
}

function recordingResponse() {
  const response = {
    statusCode: 200,
    headers: new Map<string, string>(),
    ended: false,
    set: vi.fn((key: string, value: string) => (response.headers.set(key, value), response)),
    setHeader: vi.fn((key: string, value: string) => (response.headers.set(key, value), response)),
    status: vi.fn((code: number) => ((response.statusCode = code), response)),
    type: vi.fn(() => response),
    json: vi.fn(() => ((response.ended = true), response)),
    send: vi.fn(() => ((response.ended = true), response)),
    end: vi.fn(() => ((response.ended = true), response)),
    on: vi.fn(),
  };
  return response;
}

type Handler = (request: unknown, response: unknown) => unknown;

describe('the HTTP functions and a body past a few KiB', () => {
  it.each([
    ['intake', intake as unknown as Handler, '/api/solicitudes'],
    ['talkPages', talkPages as unknown as Handler, '/charla/elegir/abc'],
    ['formUse', formUse as unknown as Handler, '/api/uso'],
    ['statusPages', statusPages as unknown as Handler, '/estado/perdi-el-enlace'],
  ])('%s answers 413 to a 2 MB POST, before anything is composed or read', async (_, run, path) => {
    const response = recordingResponse();
    await run(frameworkRequest('POST', 2 * 1024 * 1024, path), response);
    expect(response.statusCode).toBe(413);
    expect(response.ended).toBe(true);
  });

  it("formUse, the form's beacon, answers a GET 405 and says to POST, before anything is composed", async () => {
    const response = recordingResponse();
    await (formUse as unknown as Handler)(frameworkRequest('GET', 0, '/api/uso'), response);
    expect(response.statusCode).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it("intake sends a GET of its address (a plain form's answer, reloaded or kept) back to the form", async () => {
    const response = recordingResponse();
    await (intake as unknown as Handler)(frameworkRequest('GET', 0, '/api/solicitudes'), response);
    expect(response.statusCode).toBe(303);
    expect(response.headers.get('Location')).toBe('/#formulario');
  });

  it('intake shows a plain form refused unread a page that says why, under its own policy', async () => {
    const response = recordingResponse();
    const request = frameworkRequest('POST', 2 * 1024 * 1024, '/api/solicitudes');
    request.headers['content-type'] = 'application/x-www-form-urlencoded';
    await (intake as unknown as Handler)(request, response);
    expect(response.statusCode).toBe(413);
    expect(String((response.send.mock.calls as unknown[][])[0]?.[0])).toContain(
      'No pudimos leer el formulario',
    );
    expect(response.headers.get('Content-Security-Policy')).toContain("form-action 'self'");
  });

  it('intake answers 413 to a chunked body (no Content-Length) by the bytes the framework read', async () => {
    const response = recordingResponse();
    const request = frameworkRequest('POST', 64 * 1024, '/api/solicitudes', true);
    await (intake as unknown as Handler)(request, response);
    expect(response.statusCode).toBe(413);
  });
});
