import { describe, expect, it } from 'vitest';
import type { Application } from '../../src/applications/domain/stored-application';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import type { ApplicationRepository } from '../../src/submission/domain/application-repository';
import type { IntakeReplies, ReplyRecord } from '../../src/submission/domain/intake-replies';
import { storedApplication } from '../support/application-fixtures';

export interface RepliesHarness {
  /** One store: the repository writes replies with their applications, the port reads them. */
  repository: ApplicationRepository;
  replies: IntakeReplies;
  /** Every stored application's id, with privileged access (the port has no read). */
  storedIds(): Promise<ApplicationId[]>;
}

const reply = (key: string): ReplyRecord => ({
  key,
  expireAt: new Date('2026-01-03T03:04:05.000Z'),
});

const named = (id: ApplicationId, first_name: string): Application =>
  storedApplication(id, { first_name });

/**
 * What every store of the intake's replies promises: a reply is stored with its application in
 * one step, and a key already answered stores nothing more. Each adapter's test file calls this
 * with a factory that returns a fresh, empty store.
 */
export function describeIntakeRepliesContract(
  adapterName: string,
  createHarness: () => Promise<RepliesHarness>,
) {
  describe(`${adapterName} honours the IntakeReplies contract`, () => {
    it("finds the number and the moment of the application stored under a key, and nothing under another's", async () => {
      const { repository, replies } = await createHarness();

      expect(await repository.create(named('SOL1234', 'Una'), reply('clave-1'))).toBe('created');

      expect(await replies.replyFor('clave-1')).toEqual({
        id: 'SOL1234',
        submittedAt: new Date('2026-01-02T03:04:05.000Z'),
      });
      expect(await replies.replyFor('clave-2')).toBeUndefined();
    });

    it("stores nothing under a key already answered, and reports that key's reply", async () => {
      const { repository, replies, storedIds } = await createHarness();
      await repository.create(named('SOL1234', 'Una'), reply('clave-1'));

      expect(await repository.create(named('SOL5678', 'Otra'), reply('clave-1'))).toEqual({
        repeatOf: { id: 'SOL1234', submittedAt: new Date('2026-01-02T03:04:05.000Z') },
      });

      expect(await storedIds()).toEqual(['SOL1234']);
      expect((await replies.replyFor('clave-1'))?.id).toBe('SOL1234');
    });

    it('keeps a key free when its number was taken, so the next number stores it', async () => {
      const { repository, replies, storedIds } = await createHarness();
      await repository.create(named('SOL1234', 'Primera'));

      expect(await repository.create(named('SOL1234', 'Segunda'), reply('clave-1'))).toBe(
        'id-taken',
      );
      expect(await replies.replyFor('clave-1')).toBeUndefined();

      expect(await repository.create(named('SOL4321', 'Segunda'), reply('clave-1'))).toBe(
        'created',
      );
      expect((await storedIds()).sort()).toEqual(['SOL1234', 'SOL4321']);
      expect((await replies.replyFor('clave-1'))?.id).toBe('SOL4321');
    });

    it('answers a held key even when the number is held too (the form is stored already)', async () => {
      const { repository } = await createHarness();
      await repository.create(named('SOL1234', 'Una'), reply('clave-1'));

      expect(await repository.create(named('SOL1234', 'Una'), reply('clave-1'))).toEqual({
        repeatOf: expect.objectContaining({ id: 'SOL1234' }),
      });
    });

    it('lets one of several simultaneous creates under one key store, under different numbers, and the others answer its number', async () => {
      const { repository, storedIds } = await createHarness();
      const ids: ApplicationId[] = ['SOL2001', 'SOL2002', 'SOL2003', 'SOL2004', 'SOL2005'];

      const results = await Promise.all(
        ids.map((id) => repository.create(named(id, 'Ana'), reply('la-misma-clave'))),
      );

      expect(results.filter((result) => result === 'created')).toHaveLength(1);
      const winner = ids[results.indexOf('created')];
      expect(await storedIds()).toEqual([winner]);
      for (const result of results.filter((result) => result !== 'created'))
        expect(result).toEqual({ repeatOf: expect.objectContaining({ id: winner }) });
    });
  });
}
