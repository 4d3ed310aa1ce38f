import { expect } from 'vitest';
import { MalformedDocumentError } from '../../src/shared/domain/storage-errors';

/**
 * The mapper fails with MalformedDocumentError naming the document and the field, and none of
 * `secrets` (values a field held: personal data must reach no message).
 */
export function expectMalformed(
  map: () => unknown,
  path: string,
  field: string,
  secrets: readonly string[],
): MalformedDocumentError {
  let caught: unknown;
  try {
    map();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(MalformedDocumentError);
  const error = caught as MalformedDocumentError;
  expect({ path: error.path, field: error.field }).toEqual({ path, field });
  expect(error.message).toContain(path);
  expect(error.message).toContain(`"${field}"`);
  for (const secret of secrets) {
    expect(error.message).not.toContain(secret);
    expect(error.problem).not.toContain(secret);
  }
  return error;
}
