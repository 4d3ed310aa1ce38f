/**
 * What a request to the server costs in demo mode, where an in-memory adapter stands for it: an
 * answer `latencyMs` later, and always in a task of its own, as a real answer comes, so the
 * pages show their waiting states and never rely on an answer arriving at once.
 */
export function demoRoundTrip(latencyMs: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, latencyMs));
}
