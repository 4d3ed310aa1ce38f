import { describe, expect, it } from 'vitest';
import { intake } from '../../src/server/functions';

/**
 * What a deploy reads of the intake: the manifest firebase-tools discovers is built from each
 * function's __endpoint, where a param appears as its expression, resolved at deploy.
 */
describe("the intake's deploy options", () => {
  it('keeps INTAKE_MIN_INSTANCES instances warm, a setting resolved at deploy', () => {
    expect(String(intake.__endpoint.minInstances)).toBe('params.INTAKE_MIN_INSTANCES');
    expect(intake.__endpoint.maxInstances).toBe(10);
  });
});
