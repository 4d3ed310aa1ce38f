import { InMemoryApplicationStore } from '../../src/applications/adapters/memory/in-memory-application-store';
import { InMemoryApplicantDataStore } from '../../src/applications/adapters/memory/in-memory-applicant-data-store';
import { InMemoryRecentArrivals } from '../../src/applications/adapters/memory/in-memory-recent-arrivals';
import { fixedClock } from '../support/deterministic';
import { describeRecentArrivalsContract, NOW } from './recent-arrivals-contract';

const ADMIN = { uid: 'admin-1', email: 'admin@cooperativa.example' };

describeRecentArrivalsContract('InMemoryRecentArrivals', async () => {
  const store = new InMemoryApplicationStore(fixedClock(NOW.toISOString()), 1);
  // An admin's erasure on the same store, as the privacy page makes it.
  const privacy = new InMemoryApplicantDataStore(store);
  return {
    arrivals: new InMemoryRecentArrivals(store),
    async seed(records) {
      for (const record of records) store.records.set(record.id, structuredClone(record));
      store.changed();
    },
    erase: (id) => privacy.erase(id, 'peticion-del-titular', ADMIN),
  };
});
