import { InMemoryArrivalRecords } from '../../src/inbox/adapters/memory/in-memory-arrival-records';
import { describeArrivalRecordsContract } from './arrival-records-contract';

describeArrivalRecordsContract('InMemoryArrivalRecords', async () => {
  const records = new InMemoryArrivalRecords();
  return { records, recorded: async (id, arrival) => records.record(id, arrival) };
});
