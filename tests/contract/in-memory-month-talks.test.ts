import { InMemoryApplicationInbox } from '../../src/applications/adapters/memory/in-memory-application-inbox';
import { InMemoryMonthTalks } from '../../src/reports/adapters/memory/in-memory-month-talks';
import { InMemoryTalkCalendar } from '../../src/talks/adapters/memory/in-memory-talk-calendar';
import { fixedClock } from '../support/deterministic';
import { describeMonthTalksContract } from './month-talks-contract';

describeMonthTalksContract("InMemoryMonthTalks (on the talks' in-memory calendar)", async () => {
  const calendar = new InMemoryTalkCalendar(new InMemoryApplicationInbox(fixedClock()).store);
  return {
    talks: new InMemoryMonthTalks(calendar),
    seed: async (talks, seats) => calendar.seed(talks, seats),
  };
});
