interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a task of its own, once the browser has done what was waiting (a keystroke, a frame
 * to paint): the page's start is cut into such tasks so that none of them is long enough to
 * count as blocking (issue 39). scheduler.yield() where the browser has it (it resumes ahead of
 * other scripts' tasks); otherwise a message to itself, which no browser delays as it may a
 * setTimeout's 0 (clamped to 4 ms once nested).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
