import { InMemoryApplicationInbox } from '../../src/applications/adapters/memory/in-memory-application-inbox';
import { SystemClock } from '../../src/shared/adapters/system-clock';
import { InMemoryTalkCalendar } from '../../src/talks/adapters/memory/in-memory-talk-calendar';
import { describeTalkCalendarContract } from './talk-calendar-contract';

describeTalkCalendarContract('InMemoryTalkCalendar', async () => {
  // The contract's talks are set from the real clock, as the emulator's rules see it.
  const inbox = new InMemoryApplicationInbox(new SystemClock());
  const calendar = new InMemoryTalkCalendar(inbox.store);
  return {
    calendar,
    otherClerk: calendar,
    inbox,
    member: { uid: 'admin-1', email: 'admin@cooperativa.example' },
    seed: async (records) => inbox.seed(records),
    seedTalk: (details) => calendar.create(details),
  };
});
