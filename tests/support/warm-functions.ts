import { FUNCTION_NAMES, SERVER_REGION } from '../../src/server/server-region';

/** How long a busy machine may take to load a function's worker: long, since nothing else waits. */
const WARM_UP_TIMEOUT_MS = 180_000;

/**
 * The Functions emulator loads a function in a worker process of its own on the function's first
 * request, and starts another for each request that finds every worker busy: a cold start that
 * on a machine with both cores busy takes longer than the page's whole budget, though production
 * loads the same bundle in a second or two. The browser tests mean to test what the page and the
 * server do, not the emulator's start: before they run, each function the pages call answers
 * `parallel` requests at once, so that many workers are loaded and idle (they stay, unless the
 * functions' files change). The intake's is a POST of an empty form, refused as invalid, which also
 * composes the intake; each from a network of its own (X-Forwarded-For, as the browser tests send
 * it), since an unreadable form still counts against its sender and a fourth from one address
 * would be refused by the limit, a refusal Estado would count. The others' are a GET.
 */
export async function warmHttpFunctions(
  functionsUrl: string,
  projectId: string,
  parallel: number,
): Promise<void> {
  const url = (name: string) => `${functionsUrl}/${projectId}/${SERVER_REGION}/${name}`;
  const requests = [
    (worker: number) =>
      fetch(url(FUNCTION_NAMES.intake), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          // A /64 of the documentation range no browser test draws (theirs are random).
          'X-Forwarded-For': `2001:db8:ffff:${worker.toString(16)}::1`,
        },
        body: '{}',
        signal: AbortSignal.timeout(WARM_UP_TIMEOUT_MS),
      }),
    () => fetch(url(FUNCTION_NAMES.talkPages), { signal: AbortSignal.timeout(WARM_UP_TIMEOUT_MS) }),
    () =>
      fetch(url(FUNCTION_NAMES.statusPages), { signal: AbortSignal.timeout(WARM_UP_TIMEOUT_MS) }),
    () => fetch(url(FUNCTION_NAMES.team), { signal: AbortSignal.timeout(WARM_UP_TIMEOUT_MS) }),
    // Every staff sign-in calls it (does the member have a key? then the ceremony): a GET, refused.
    () => fetch(url(FUNCTION_NAMES.passkeys), { signal: AbortSignal.timeout(WARM_UP_TIMEOUT_MS) }),
    // The form's beacons: a GET, answered 405 before anything is counted.
    () => fetch(url(FUNCTION_NAMES.formUse), { signal: AbortSignal.timeout(WARM_UP_TIMEOUT_MS) }),
  ];
  await Promise.all(
    requests.flatMap((request) =>
      Array.from({ length: parallel }, async (_, worker) => {
        // Any answer will do (400, 404, 405): the worker that gave it is loaded.
        const response = await request(worker);
        await response.arrayBuffer();
      }),
    ),
  );
}
