import type { InMemoryApplicationInbox } from '../../../applications/adapters/memory/in-memory-application-inbox';
import type { ApplicationId } from '../../../applications/domain/application-id';
import { joinDemoExchange, openDemoChannel, type DemoChannel } from '../../shared/demo-exchange';

/**
 * Demo mode: the inbox receives what the demo's public page sends from another tab of the same
 * browser, as it arrives (unopened, 'Sin abrir', like the demo's own arrivals) and, when the inbox
 * opens later, what a public page still open had sent. It tells the public pages the numbers its
 * own applicants hold, so none of them gives one of those. Each application is taken once: one
 * the staff removed does not come back when another tab says hello. Returns how to tell the
 * public pages of a new number, or undefined where this browser cannot share.
 */
export function receiveFromPublicPages(
  inbox: InMemoryApplicationInbox,
  channel: DemoChannel | null = openDemoChannel(),
): ((id: ApplicationId) => void) | undefined {
  if (!channel) return undefined;
  const seen = new Set<ApplicationId>();
  const exchange = joinDemoExchange(channel, {
    answerHello: () => [{ kind: 'numbers', ids: [...inbox.store.records.keys()] }],
    sent: (applications) => {
      for (const application of applications) {
        if (seen.has(application.id)) continue;
        seen.add(application.id);
        // The public page keeps off every number this inbox holds: a taken one is not its own.
        if (!inbox.store.isTaken(application.id)) inbox.receive(application);
      }
    },
  });
  return (id) => exchange.say({ kind: 'numbers', ids: [id] });
}
