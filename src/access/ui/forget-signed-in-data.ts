import { hashKey, type QueryClient } from '@tanstack/react-query';
import { accessKeys } from './access-queries';

/**
 * Everything the page read or sent while someone was signed in leaves its memory when the session
 * ends, whichever module read it and under whatever key: applicants' data, the team's e-mails,
 * the audit log. Mutations go too: what was sent stays on them (a rectified name, a DUI).
 *
 * Only the session itself stays, and it names no applicant: the page is showing the sign-in page
 * (and why the session ended) or the next account from it. Removed (queryClient.clear()), the gate
 * would lose its place: it reads the session afresh, 'Cargando…' in between, and the next
 * account's page starts over without what it was telling them.
 */
export function forgetSignedInData(queryClient: QueryClient): void {
  const session = hashKey(accessKeys.session());
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== session });
  queryClient.getMutationCache().clear();
}
