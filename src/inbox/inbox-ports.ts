import { token } from '../shared/wiring/token';
import type { CsvWriter } from './domain/application-export';
import type { ApplicationInbox } from '../applications/domain/application-inbox';
import type { ArrivalRecords } from './domain/arrival-records';
import type { SpamRemoval } from './domain/spam-removal';

/**
 * The inbox's ports: where applications are listed and changed, how a list becomes a file, what
 * the server recorded as each application arrived, and how admins remove spam. Other modules' use
 * cases may be built on them (privacy finds a person through the inbox's search), so a container
 * that loads such a module loads inboxModule too.
 */
export const inboxPorts = {
  applicationInbox: token<ApplicationInbox>('ApplicationInbox'),
  csvWriter: token<CsvWriter>('CsvWriter'),
  arrivalRecords: token<ArrivalRecords>('ArrivalRecords'),
  spamRemoval: token<SpamRemoval>('SpamRemoval'),
};
