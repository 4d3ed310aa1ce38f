import { InMemoryStatusLinks } from '../../src/applicant-status/adapters/memory/in-memory-status-links';
import { describeStatusLinksContract } from './status-links-contract';

describeStatusLinksContract('InMemoryStatusLinks', async () => new InMemoryStatusLinks());
