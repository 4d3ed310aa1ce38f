import { describe, expect, it } from 'vitest';
import { ReceiveApplication } from '../../../src/submission/application/receive-application';
import { SubmitApplication } from '../../../src/submission/application/submit-application';
import { InMemoryApplicationRepository } from '../../../src/submission/adapters/in-memory-application-repository';
import { InMemoryIntakeLedger } from '../../../src/submission/adapters/memory/in-memory-intake-ledger';
import { HmacAddressKeys } from '../../../src/submission/adapters/server/hmac-address-keys';
import { AddressLimitReachedError } from '../../../src/submission/domain/address-quota';
import { InvalidApplicationError } from '../../../src/submission/domain/submission-errors';
import { validForm } from '../../support/application-fixtures';
import { fixedClock, randomDrawing } from '../../support/deterministic';

const SECRET = 'una-clave-de-prueba-de-32-caracteres!';

function intake(perWindow = 3) {
  const repository = new InMemoryApplicationRepository();
  const clock = fixedClock();
  const submit = new SubmitApplication(
    repository,
    randomDrawing(1000, 1001, 1002, 1003, 1004, 1005),
    clock,
  );
  const ledger = new InMemoryIntakeLedger();
  const receive = new ReceiveApplication(submit, ledger, new HmacAddressKeys(SECRET), clock, {
    perWindow,
    windowMs: 60 * 60_000,
  });
  const from = (address: string, honeypot = '', form = validForm()) =>
    receive.execute({ form, honeypot, address });
  return { repository, from };
}

describe('the server intake (ReceiveApplication)', () => {
  it('stores what one address sends up to its quota, then refuses and stores nothing', async () => {
    const { repository, from } = intake(3);
    for (let sent = 0; sent < 3; sent++) await from('203.0.113.7');

    await expect(from('203.0.113.7')).rejects.toBeInstanceOf(AddressLimitReachedError);
    expect(repository.savedApplications()).toHaveLength(3);
  });

  it('still takes the next applicant from another address', async () => {
    const { repository, from } = intake(1);
    await from('203.0.113.7');
    await expect(from('203.0.113.7')).rejects.toBeInstanceOf(AddressLimitReachedError);

    expect((await from('198.51.100.20')).id).toMatch(/^SOL\d{4}$/);
    expect(repository.savedApplications()).toHaveLength(2);
  });

  it('takes no place for a form that breaks a rule, or for a bot that filled the honeypot', async () => {
    const { repository, from } = intake(1);
    const brokenDui = { ...validForm(), dui: '12345678-9' };

    await expect(from('203.0.113.7', '', brokenDui)).rejects.toBeInstanceOf(
      InvalidApplicationError,
    );
    expect((await from('203.0.113.7', 'https://spam.example')).id).toMatch(/^SOL\d{4}$/);
    expect(repository.savedApplications()).toHaveLength(0);

    expect((await from('203.0.113.7')).id).toMatch(/^SOL\d{4}$/);
    expect(repository.savedApplications()).toHaveLength(1);
  });
});

describe('HmacAddressKeys', () => {
  it('gives one address one key, another secret another key, and never the address itself', () => {
    const keys = new HmacAddressKeys(SECRET);
    const key = keys.keyOf('203.0.113.7');

    expect(keys.keyOf(' 203.0.113.7 ')).toBe(key);
    expect(keys.keyOf('203.0.113.8')).not.toBe(key);
    expect(new HmacAddressKeys(`${SECRET}x`).keyOf('203.0.113.7')).not.toBe(key);
    expect(key).not.toContain('203');
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a secret too short to keep the addresses from being guessed', () => {
    expect(() => new HmacAddressKeys('corta')).toThrow(/32 characters/);
  });
});
