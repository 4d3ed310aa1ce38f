import { InMemoryOutbox } from '../../src/notifications/adapters/memory/in-memory-outbox';
import { describeOutboxContract } from './outbox-contract';

describeOutboxContract('InMemoryOutbox', async () => new InMemoryOutbox());
