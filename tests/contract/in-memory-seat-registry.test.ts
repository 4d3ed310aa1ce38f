import { InMemorySeatRegistry } from '../../src/talks/adapters/memory/in-memory-seat-registry';
import { describeSeatRegistryContract } from './seat-registry-contract';

describeSeatRegistryContract('InMemorySeatRegistry', async () => {
  const registry = new InMemorySeatRegistry();
  return {
    registry,
    talk: async (id, startsAt, seats = 10) =>
      registry.putTalk({ id, startsAt, seats, taken: 0, place: 'Salón de usos múltiples' }),
    seat: async (talkId, applicationId, assignedAt, attended = false) =>
      registry.putSeat({ talkId, applicationId, assignedAt, attended }),
    application: async (id, stage, email = 'ana.hernandez@example.com') =>
      registry.putApplicant(id, { firstName: 'Ana', email, stage }),
    remove: async (id) => registry.putApplicant(id, undefined),
    taken: async (talkId) => (await registry.talk(talkId))?.taken ?? 0,
    seatExists: async (talkId, applicationId) =>
      (await registry.seat(talkId, applicationId)) !== undefined,
    holder: async (applicationId) => registry.heldTalk(applicationId),
    passes: async (applicationId) => registry.passCount(applicationId),
    mailboxHolders: async () => registry.mailboxHolders().sort(),
  };
});
