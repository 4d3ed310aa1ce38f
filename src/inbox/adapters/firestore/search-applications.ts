import {
  getDocFromServer,
  getDocsFromServer,
  limit,
  query,
  type Firestore,
} from 'firebase/firestore';
import { isApplicationId, type ApplicationId } from '../../../submission/domain/application-id';
import type { SearchField } from '../../domain/application-inbox';
import type { ApplicationRecord } from '../../domain/application-record';
import { liveApplicationOf, toApplicationRecord } from './application-document';
import type { BoundedCall } from '../../../shared/adapters/firestore/bounded-call';
import { atMost, MAX_DOCUMENTS_PER_READ, MAX_SEARCH_VALUES } from './inbox-limits';
import { searchShape } from './inbox-query-shapes';
import { constraintsOf } from './query-from-shape';
import { applicationIn, applicationsIn } from '../../../shared/adapters/staff-firebase/staff-paths';

const newestFirst = (a: ApplicationRecord, b: ApplicationRecord) =>
  b.date.getTime() - a.date.getTime() || b.id.localeCompare(a.id);

/**
 * Exact matches only, newest first: an id is a document read, any other field an equality query.
 * A match that cannot be read fails the search (MalformedDocumentError): a search names what staff
 * look for, so the reason it cannot be shown is the answer, not a result quietly left out.
 */
export async function searchApplications(
  db: Firestore,
  bounded: BoundedCall,
  field: SearchField,
  values: readonly string[],
  max: number,
): Promise<ApplicationRecord[]> {
  const wanted = [...new Set(values.filter((value) => value !== ''))].slice(0, MAX_SEARCH_VALUES);
  if (wanted.length === 0) return [];
  const count = atMost(max, MAX_DOCUMENTS_PER_READ);
  if (field === 'id') return findByIds(db, bounded, wanted.filter(isApplicationId), count);
  const matching = query(
    applicationsIn(db),
    ...constraintsOf(searchShape(field, wanted)),
    limit(count),
  );
  return (await bounded('Firestore search', getDocsFromServer(matching))).docs.map(
    toApplicationRecord,
  );
}

async function findByIds(
  db: Firestore,
  bounded: BoundedCall,
  ids: ApplicationId[],
  max: number,
): Promise<ApplicationRecord[]> {
  const snapshots = await bounded(
    'Firestore get',
    Promise.all(ids.map((id) => getDocFromServer(applicationIn(db, id)))),
  );
  const found = snapshots.map(liveApplicationOf).filter((record) => record !== undefined);
  return found.sort(newestFirst).slice(0, max);
}
