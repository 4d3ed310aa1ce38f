import type { MockInstance } from 'vitest';

/** Everything a console spy received, as text; an Error's name, message and stack included. */
export function loggedText(spy: MockInstance): string {
  const expand = (_key: string, value: unknown) =>
    value instanceof Error
      ? { name: value.name, message: value.message, stack: value.stack }
      : value;
  return JSON.stringify(spy.mock.calls, expand);
}
