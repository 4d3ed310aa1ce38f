import type { ApplicationId } from './application-id';

/** An application as its name keys see it: its names and when it arrived. */
export interface NamedApplication {
  first_name: string;
  last_name: string;
  date: Date;
}

/**
 * What is stored for search by name: the keys (the inbox's src/inbox/domain/name-keys.ts), and the
 * date that orders them.
 */
export interface NameKeysEntry {
  keys: string[];
  date: Date;
}

/**
 * The server's port to the name keys (NameKeys/{SOL id}), which only the server writes: staff
 * read them through ApplicationInbox's search.
 */
export interface NameKeyStore {
  /**
   * Reads the application as it is now (undefined when it is gone or an erasure record) and, in
   * the same transaction, stores what `entryFor` makes of it, or deletes its keys when that is
   * undefined. Reading the present, not the event, makes a late or repeated run right.
   */
  settle(
    id: ApplicationId,
    entryFor: (application: NamedApplication | undefined) => NameKeysEntry | undefined,
  ): Promise<'written' | 'removed'>;
}
