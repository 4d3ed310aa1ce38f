import { describe, expect, it } from 'vitest';
import type { StatusLinks } from '../../src/applicant-status/domain/status-link';
import { drawCapabilityToken } from '../../src/shared/domain/capability-token';
import { seededRandom } from '../support/deterministic';

const SUBMITTED = new Date('2026-03-10T15:09:26.000Z');
const at = (hours: number) => new Date(SUBMITTED.getTime() + hours * 3_600_000);

/**
 * The StatusLinks port (src/applicant-status/domain/status-link.ts), for every adapter: a link is
 * found by its token, and forgotten with its application up to a moment. Each adapter's test file
 * calls this with a factory that returns a fresh, empty store.
 */
export function describeStatusLinksContract(
  name: string,
  createLinks: () => Promise<StatusLinks>,
): void {
  describe(`${name} honours the StatusLinks contract`, () => {
    it('finds a link by its token, with its application and moments, and nothing by another token', async () => {
      const links = await createLinks();
      const random = seededRandom(1);
      const token = drawCapabilityToken(random);

      await links.issue(token, {
        applicationId: 'SOL1001',
        submittedAt: SUBMITTED,
        issuedAt: at(0),
      });

      expect(await links.find(token)).toEqual({
        applicationId: 'SOL1001',
        submittedAt: SUBMITTED,
        issuedAt: at(0),
      });
      expect(await links.find(drawCapabilityToken(random))).toBeUndefined();
    });

    it('tells a link only an e-mail carries from the others', async () => {
      const links = await createLinks();
      const random = seededRandom(7);
      const [mailed, handed] = [drawCapabilityToken(random), drawCapabilityToken(random)];
      await links.issue(mailed, {
        applicationId: 'SOL1001',
        submittedAt: SUBMITTED,
        issuedAt: at(0),
        byMail: true,
      });
      await links.issue(handed, {
        applicationId: 'SOL1001',
        submittedAt: SUBMITTED,
        issuedAt: at(0),
      });

      expect(await links.find(mailed)).toEqual({
        applicationId: 'SOL1001',
        submittedAt: SUBMITTED,
        issuedAt: at(0),
        byMail: true,
      });
      expect((await links.find(handed))?.byMail).toBeUndefined();
    });

    it('forgets the links of an application issued up to a moment, and keeps a later one and another application’s', async () => {
      const links = await createLinks();
      const random = seededRandom(2);
      const [first, second, later, other] = Array.from({ length: 4 }, () =>
        drawCapabilityToken(random),
      ) as [string, string, string, string];
      await links.issue(first, {
        applicationId: 'SOL1001',
        submittedAt: SUBMITTED,
        issuedAt: at(0),
      });
      await links.issue(second, {
        applicationId: 'SOL1001',
        submittedAt: SUBMITTED,
        issuedAt: at(1),
      });
      await links.issue(later, { applicationId: 'SOL1001', submittedAt: at(5), issuedAt: at(5) });
      await links.issue(other, {
        applicationId: 'SOL1002',
        submittedAt: SUBMITTED,
        issuedAt: at(0),
      });

      await links.forget('SOL1001', at(2));

      expect(await links.find(first)).toBeUndefined();
      expect(await links.find(second)).toBeUndefined();
      expect(await links.find(later)).toMatchObject({ applicationId: 'SOL1001' });
      expect(await links.find(other)).toMatchObject({ applicationId: 'SOL1002' });
    });

    it('forgets all but the token it is told to keep, issued at the same moment', async () => {
      const links = await createLinks();
      const random = seededRandom(4);
      const [old, fresh] = [drawCapabilityToken(random), drawCapabilityToken(random)];
      await links.issue(old, { applicationId: 'SOL1001', submittedAt: SUBMITTED, issuedAt: at(1) });
      await links.issue(fresh, {
        applicationId: 'SOL1001',
        submittedAt: SUBMITTED,
        issuedAt: at(1),
      });

      await links.forget('SOL1001', at(1), fresh);

      expect(await links.find(old)).toBeUndefined();
      expect(await links.find(fresh)).toMatchObject({ applicationId: 'SOL1001' });
    });

    it('forgets every link of an application, however many it has', async () => {
      const links = await createLinks();
      const random = seededRandom(5);
      const tokens = Array.from({ length: 250 }, () => drawCapabilityToken(random));
      for (const token of tokens)
        await links.issue(token, {
          applicationId: 'SOL1001',
          submittedAt: SUBMITTED,
          issuedAt: at(0),
        });

      await links.forget('SOL1001', at(1));

      for (const token of tokens) expect(await links.find(token)).toBeUndefined();
    });

    it('takes the same link under its token again as a repeat: one link, as first issued', async () => {
      const links = await createLinks();
      const token = drawCapabilityToken(seededRandom(4));
      const link = { applicationId: 'SOL1001' as const, submittedAt: SUBMITTED, issuedAt: at(0) };
      await links.issue(token, link);

      await links.issue(token, { ...link, issuedAt: at(5) });

      expect(await links.find(token)).toEqual(link);
    });

    it('refuses to issue one token twice', async () => {
      const links = await createLinks();
      const token = drawCapabilityToken(seededRandom(3));
      const link = { applicationId: 'SOL1001' as const, submittedAt: SUBMITTED, issuedAt: at(0) };
      await links.issue(token, link);

      await expect(links.issue(token, { ...link, applicationId: 'SOL1002' })).rejects.toThrow();
      expect(await links.find(token)).toMatchObject({ applicationId: 'SOL1001' });
    });
  });
}
