import { APPLICATIONS_COLLECTION } from '../applications-collections';

/**
 * Every application's document, for a server trigger on its writes: `applicationId` is the SOL
 * number the trigger's event names. A literal type, so the trigger's params are typed by it.
 */
export const APPLICATION_DOCUMENT_PATTERN = `${APPLICATIONS_COLLECTION}/{applicationId}` as const;
