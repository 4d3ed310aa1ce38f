import { InMemoryApplicationInbox } from '../../src/applications/adapters/memory/in-memory-application-inbox';
import { InMemoryMonthActivity } from '../../src/reports/adapters/memory/in-memory-month-activity';
import { InMemoryMonthlyReportStore } from '../../src/reports/adapters/memory/in-memory-monthly-report-store';
import { fixedClock } from '../support/deterministic';
import { describeMonthActivityContract } from './month-activity-contract';
import { describeMonthlyReportStoreContract } from './monthly-report-store-contract';

describeMonthActivityContract('InMemoryMonthActivity', async () => {
  const inbox = new InMemoryApplicationInbox(fixedClock());
  return {
    activity: new InMemoryMonthActivity(inbox.store),
    seed: async (records, histories) => inbox.seed(records, { ...histories }),
  };
});

describeMonthlyReportStoreContract('InMemoryMonthlyReportStore', async () => {
  const store = new InMemoryMonthlyReportStore();
  return { readings: store, save: (report) => store.save(report) };
});
