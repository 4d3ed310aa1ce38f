import { InMemoryApplicationInbox } from '../../src/applications/adapters/memory/in-memory-application-inbox';
import { InMemoryApplicantDataStore } from '../../src/applications/adapters/memory/in-memory-applicant-data-store';
import { InMemoryNumberSpaceGauge } from '../../src/privacy/adapters/memory/in-memory-number-space-gauge';
import { fixedClock } from '../support/deterministic';
import { describeNumberSpaceCounterContract } from './number-space-counter-contract';
import { describeNumberSpaceGaugeContract } from './number-space-gauge-contract';

describeNumberSpaceCounterContract('InMemoryApplicantDataStore', async () => {
  const inbox = new InMemoryApplicationInbox(fixedClock());
  const store = new InMemoryApplicantDataStore(inbox.store);
  return {
    counter: store,
    seed: async (records) => inbox.seed(records),
    seedErasures: async (records) => store.seedErasures(records),
    leaveHistoryEntry: async (id) =>
      inbox.store.append(id, { kind: 'note', text: 'Nota' }, { uid: 'u', email: 'u@x.example' }),
    publicRepository: inbox.applicationRepository(),
  };
});

describeNumberSpaceGaugeContract('InMemoryNumberSpaceGauge', async () => {
  const gauge = new InMemoryNumberSpaceGauge();
  return { readings: gauge, record: (reading) => gauge.record(reading) };
});
