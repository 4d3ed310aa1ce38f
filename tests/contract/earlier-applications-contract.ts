import { describe, expect, it } from 'vitest';
import type { ApplicationRepository } from '../../src/submission/domain/application-repository';
import type { EarlierApplications } from '../../src/applications/domain/earlier-applications';
import { createApplication } from '../../src/submission/domain/new-application';
import type { ApplicationId } from '../../src/applications/domain/application-id';
import { validForm } from '../support/application-fixtures';

export interface EarlierApplicationsHarness {
  earlier: EarlierApplications;
  /** The intake's way in to the same store. */
  repository: ApplicationRepository;
}

const DUI = '02495046-3';
const OTHER_DUI = '01234567-8';
const sent = (id: ApplicationId, day: number, dui = DUI) =>
  createApplication(validForm({ dui }), id, new Date(Date.UTC(2026, 0, day)));

/** What every EarlierApplications adapter tells the intake about a repeat applicant. */
export function describeEarlierApplicationsContract(
  adapterName: string,
  createHarness: () => Promise<EarlierApplicationsHarness>,
) {
  describe(`${adapterName} honours the EarlierApplications contract`, () => {
    it('finds nothing for a DUI nobody applied with', async () => {
      const { earlier, repository } = await createHarness();
      await repository.create(sent('SOL2001', 1, OTHER_DUI));
      expect(await earlier.latestWithDui(DUI)).toBeUndefined();
    });

    it('finds the newest application under the DUI, whatever its number', async () => {
      const { earlier, repository } = await createHarness();
      // Sent in this order (a server stamps its own time on each): the newest is not the highest.
      await repository.create(sent('SOL8001', 1));
      await repository.create(sent('SOL5003', 5));
      await repository.create(sent('SOL2002', 9));
      await repository.create(sent('SOL9004', 20, OTHER_DUI));

      expect(await earlier.latestWithDui(DUI)).toBe('SOL2002');
    });

    it('matches the DUI exactly, dash and all', async () => {
      const { earlier, repository } = await createHarness();
      await repository.create(sent('SOL3001', 1));
      expect(await earlier.latestWithDui('024950463')).toBeUndefined();
      expect(await earlier.latestWithDui('02495046')).toBeUndefined();
    });
  });
}
