import { describe, expect, it } from 'vitest';
import * as accessErrors from '../../../src/access/domain/staff-access';
import * as applicationErrors from '../../../src/applications/domain/application-errors';
import * as erasureErrors from '../../../src/applications/domain/erasure-errors';
import * as inboxErrors from '../../../src/inbox/domain/inbox-errors';
import * as configErrors from '../../../src/pages/shared/app-config';
import * as formUseErrors from '../../../src/form-use/domain/form-use-counts';
import * as privacyErrors from '../../../src/privacy/domain/privacy-errors';
import * as reportErrors from '../../../src/reports/domain/month-talks';
import * as timeoutErrors from '../../../src/shared/adapters/firestore/with-timeout';
import * as storageErrors from '../../../src/shared/domain/storage-errors';
import * as submissionErrors from '../../../src/submission/domain/submission-errors';
import * as intakeLimitErrors from '../../../src/submission/domain/intake-limits';
import * as talkErrors from '../../../src/talks/domain/talk-errors';

const modules = [
  accessErrors,
  applicationErrors,
  erasureErrors,
  inboxErrors,
  configErrors,
  formUseErrors,
  privacyErrors,
  reportErrors,
  timeoutErrors,
  storageErrors,
  submissionErrors,
  intakeLimitErrors,
  talkErrors,
];
const errorClasses = modules
  .flatMap((exports) => Object.values(exports))
  .filter(
    (value): value is new (...args: never[]) => Error =>
      typeof value === 'function' && value.prototype instanceof Error,
  );

/** Constructors that need more than a message (a stage or a count reads fine as one). */
const ARGUMENTS: Record<string, unknown[]> = {
  InvalidApplicationError: [['dui']],
  MalformedDocumentError: ['Applications/SOL1234', 'dui', 'found a number'],
};

describe('the errors the product throws on purpose', () => {
  it('are all found here', () => {
    expect(errorClasses.length).toBeGreaterThanOrEqual(15);
  });

  it.each(errorClasses.map((errorClass) => [errorClass.name, errorClass] as const))(
    '%s carries its own name, which survives minification, and is an Error',
    (name, errorClass) => {
      const error = Reflect.construct(errorClass, ARGUMENTS[name] ?? ['a message']) as Error;
      expect(error.name).toBe(name);
      expect(error).toBeInstanceOf(Error);
    },
  );
});
