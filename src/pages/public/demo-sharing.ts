import type { InMemoryApplicationRepository } from '../../submission/adapters/in-memory-application-repository';
import { joinDemoExchange, openDemoChannel, type DemoChannel } from '../shared/demo-exchange';
import { fictitiousSeedNumbers } from '../shared/demo-numbers';

/**
 * Demo mode: hands what this page sends to the demo's inbox in another tab of the same browser,
 * at once to one already open, and to one opened later while this page is still open; and keeps
 * this page off the numbers the inbox's fictitious applicants and the other tabs hold, so no two
 * applications share one. Returns whether this browser can share at all (without a channel,
 * only the fictitious numbers are kept off, and the receipt says the inbox will not see it).
 */
export function shareSentApplications(
  store: InMemoryApplicationRepository,
  channel: DemoChannel | null = openDemoChannel(),
): boolean {
  store.holdElsewhere(fictitiousSeedNumbers());
  if (!channel) return false;
  const exchange = joinDemoExchange(channel, {
    answerHello: () => {
      const applications = store.savedApplications();
      return applications.length === 0 ? [] : [{ kind: 'sent', applications }];
    },
    sent: (applications) => store.holdElsewhere(applications.map(({ id }) => id)),
    numbers: (ids) => store.holdElsewhere(ids),
  });
  store.onCreated((application) => exchange.say({ kind: 'sent', applications: [application] }));
  return true;
}
