import { namedError } from '../../shared/domain/named-error';

/** What was typed in search is not a SOL number, DUI, phone, e-mail or name. */
export class UnrecognisedSearchError extends namedError('UnrecognisedSearchError') {}

/** A name search with no word of two letters (name-keys.ts MIN_NAME_PREFIX): too much matches. */
export class ShortNameSearchError extends namedError('ShortNameSearchError') {}

/** Only an admin removes spam, at most MAX_NUMBERS_PER_REMOVAL numbers at once. */
export class SpamRemovalRefusedError extends namedError('SpamRemovalRefusedError') {}
