import { InMemoryApplicantDataStore } from '../../src/applications/adapters/memory/in-memory-applicant-data-store';
import { InMemoryApplicationInbox } from '../../src/applications/adapters/memory/in-memory-application-inbox';
import { InMemoryStatusRecords } from '../../src/applications/adapters/memory/in-memory-status-records';
import { isApplicantActor } from '../../src/applications/domain/history-entry';
import { describeStatusRecordsContract } from './status-records-contract';

const ADMIN = { uid: 'admin-1', email: 'admin@cooperativa.example' };

describeStatusRecordsContract('InMemoryStatusRecords', async () => {
  // The inbox's store, as the status pages share it with the staff's adapters.
  const inbox = new InMemoryApplicationInbox({ now: () => new Date('2026-03-14T15:00:00Z') });
  const privacy = new InMemoryApplicantDataStore(inbox.store);
  return Promise.resolve({
    records: new InMemoryStatusRecords(inbox.store),
    seed: (records) => Promise.resolve(inbox.seed(records)),
    erase: (id) => privacy.erase(id, 'peticion-del-titular', ADMIN),
    historyOf: (id) =>
      Promise.resolve(
        (inbox.store.histories.get(id) ?? []).map(({ id: _id, at: _at, by, ...content }) => ({
          ...content,
          byApplicant: isApplicantActor(by),
        })),
      ),
  });
});
