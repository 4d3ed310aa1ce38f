import type { ApplicationId } from '../../applications/domain/application-id';
import { nameSearchKeys } from '../../applications/domain/name-keys';
import type {
  NamedApplication,
  NameKeysEntry,
  NameKeyStore,
} from '../../applications/domain/name-key-store';

export type NameKeysFate = 'keep' | 'written' | 'removed';

const sameNames = (a: NamedApplication, b: NamedApplication) =>
  a.first_name === b.first_name &&
  a.last_name === b.last_name &&
  a.date.getTime() === b.date.getTime();

/** The keys of an application as it is now; none when it is gone or erased. */
const entryFor = (application: NamedApplication | undefined): NameKeysEntry | undefined =>
  application && { keys: nameSearchKeys(application), date: application.date };

/**
 * What the server does to an application's name keys when the application changes (a trigger on
 * Applications): stored when it arrives, written again when an admin corrects a name, deleted
 * when it is removed or becomes an erasure record, so nobody is found by a name no longer kept.
 * A move, a tick or any other write that keeps the names costs no read and no write.
 */
export class KeepNameKeys {
  constructor(private readonly store: NameKeyStore) {}

  async execute(
    id: ApplicationId,
    before: NamedApplication | undefined,
    after: NamedApplication | undefined,
  ): Promise<NameKeysFate> {
    if (before === undefined && after === undefined) return 'keep';
    if (before !== undefined && after !== undefined && sameNames(before, after)) return 'keep';
    return this.store.settle(id, entryFor);
  }
}
