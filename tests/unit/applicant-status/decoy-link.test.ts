import { describe, expect, it } from 'vitest';
import {
  decoyRecord,
  openDecoyToken,
  sealDecoyToken,
  type DecoyFacts,
} from '../../../src/applicant-status/domain/decoy-link';
import {
  CAPABILITY_TOKEN_PATTERN,
  drawCapabilityToken,
} from '../../../src/shared/domain/capability-token';
import { HmacAddressKeys } from '../../../src/submission/adapters/server/hmac-address-keys';
import { seededRandom } from '../../support/deterministic';

const keys = new HmacAddressKeys('una-clave-de-prueba-de-32-caracteres!');
const facts: DecoyFacts = {
  applicationId: 'SOL9999',
  submittedAt: new Date('2026-03-14T15:09:26.123Z'),
  stage: 'en-revision',
  withNit: true,
};

describe("the honeypot's status link (sealed, never stored)", () => {
  it("has a real token's shape, differs every time, and opens to what it was sealed with", () => {
    const random = seededRandom(3);
    const one = sealDecoyToken(facts, random, keys);
    const two = sealDecoyToken(facts, random, keys);

    expect(one).toMatch(CAPABILITY_TOKEN_PATTERN);
    expect(two).not.toBe(one);
    expect(openDecoyToken(one, keys)).toEqual(facts);
    const plain = { ...facts, applicationId: 'SOL1000', stage: 'nueva', withNit: false } as const;
    expect(openDecoyToken(sealDecoyToken(plain, random, keys), keys)).toEqual(plain);
  });

  it('opens nothing for a real link, a changed token, or another secret', () => {
    const random = seededRandom(4);
    const token = sealDecoyToken(facts, random, keys);
    const flipped = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21);

    expect(openDecoyToken(drawCapabilityToken(random), keys)).toBeUndefined();
    expect(openDecoyToken(flipped, keys)).toBeUndefined();
    expect(
      openDecoyToken(token, new HmacAddressKeys('otra-clave-de-prueba-de-32-caracteres')),
    ).toBeUndefined();
  });

  it("shows a fresh application's status: nothing met, the NIT's copy only when one was typed", () => {
    expect(decoyRecord(facts)).toEqual({
      id: 'SOL9999',
      submittedAt: facts.submittedAt,
      stage: 'en-revision',
      closeReason: null,
      missing: ['copia-dui', 'copia-nit', 'recibo-agua', 'cuota', 'charla'],
    });
    expect(decoyRecord({ ...facts, withNit: false }).missing).not.toContain('copia-nit');
  });
});
