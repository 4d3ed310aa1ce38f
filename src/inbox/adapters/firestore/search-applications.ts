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
import { NAME_KEYS_FIELD, nameSearchShape, searchShape } from './inbox-query-shapes';
import { constraintsOf } from './query-from-shape';
import {
  applicationIn,
  applicationsIn,
  nameKeysIn,
} from '../../../shared/adapters/staff-firebase/staff-paths';
import { matchesNameSearch } from '../../domain/name-keys';
import { MalformedDocumentError } from '../../../shared/domain/storage-errors';

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
  if (field === 'name') return findByName(db, bounded, wanted, count);
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

/**
 * A name: the newest `max` NameKeys documents holding the first (longest) word, of which those
 * holding every other word are kept, then each of their applications got by id. At most `max`
 * reads of keys and `max` of applications, whatever the inbox holds. The keys are the server's
 * trigger's (keepNameKeys), written just after the application: for a second or two after an
 * application arrives or a name is corrected, a search by name may not see it yet. A key left by
 * an application since removed finds nothing (the get finds no live application).
 */
async function findByName(
  db: Firestore,
  bounded: BoundedCall,
  words: readonly string[],
  max: number,
): Promise<ApplicationRecord[]> {
  const [queried] = words;
  if (queried === undefined) return [];
  const matching = query(nameKeysIn(db), ...constraintsOf(nameSearchShape(queried)), limit(max));
  const keyed = (await bounded('Firestore search', getDocsFromServer(matching))).docs;
  const ids = keyed
    .filter((snapshot) => matchesNameSearch(keysOf(snapshot.ref.path, snapshot.data()), words))
    .map(({ id }) => id)
    .filter(isApplicationId);
  return ids.length === 0 ? [] : findByIds(db, bounded, ids, max);
}

function keysOf(path: string, data: Record<string, unknown>): string[] {
  const keys = data[NAME_KEYS_FIELD];
  if (!Array.isArray(keys) || !keys.every((key) => typeof key === 'string'))
    throw new MalformedDocumentError(path, NAME_KEYS_FIELD, 'should be a list of strings');
  return keys as string[];
}
