import {
  getDocFromServer,
  getDocsFromServer,
  limit,
  query,
  startAfter,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { isApplicationId, type ApplicationId } from '../../domain/application-id';
import type { SearchField } from '../../domain/application-inbox';
import type { ApplicationRecord } from '../../domain/application-record';
import { liveApplicationOf, toApplicationRecord } from './application-document';
import type { BoundedCall } from '../../../shared/adapters/firestore/bounded-call';
import {
  NAME_KEYS_FIELD,
  nameSearchShape,
  searchShape,
  atMost,
  MAX_DOCUMENTS_PER_READ,
  MAX_SEARCH_VALUES,
} from './application-query-shapes';
import { constraintsOf } from '../../../shared/adapters/staff-firebase/query-from-shape';
import { applicationIn, applicationsIn, nameKeysIn } from './application-paths';
import { matchesNameSearch, NAME_SEARCH_PAGES, nameSearchKeys } from '../../domain/name-keys';
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
 * A name: the newest NameKeys documents holding the first (longest) word, a page of `max` at a
 * time, of which those holding every other word are kept, until `max` are found, the keys run
 * out or NAME_SEARCH_PAGES were read; then each of their applications got by id, and kept only if
 * its name, as it is now, still matches. At most NAME_SEARCH_PAGES × `max` reads of keys (one
 * page for one word) and `max` of applications, whatever the inbox holds. The keys are the
 * server's trigger's (keepNameKeys), written just after the application: for a second or two
 * after an application arrives or a name is corrected its keys are behind, and the check of the
 * name read keeps an old name from finding the corrected person, or a removed one's number from
 * finding whoever took it since.
 */
async function findByName(
  db: Firestore,
  bounded: BoundedCall,
  words: readonly string[],
  max: number,
): Promise<ApplicationRecord[]> {
  const [queried] = words;
  if (queried === undefined) return [];
  const ids: ApplicationId[] = [];
  let last: QueryDocumentSnapshot | undefined;
  const constraints = constraintsOf(nameSearchShape(queried));
  for (let page = 0; page < NAME_SEARCH_PAGES && ids.length < max; page++) {
    const matching = last
      ? query(nameKeysIn(db), ...constraints, startAfter(last), limit(max))
      : query(nameKeysIn(db), ...constraints, limit(max));
    const keyed = (await bounded('Firestore search', getDocsFromServer(matching))).docs;
    for (const snapshot of keyed) {
      const { id } = snapshot;
      const matches = matchesNameSearch(keysOf(snapshot.ref.path, snapshot.data()), words);
      if (matches && isApplicationId(id) && ids.length < max) ids.push(id);
    }
    if (keyed.length < max) break;
    last = keyed.at(-1);
  }
  if (ids.length === 0) return [];
  const found = await findByIds(db, bounded, ids, max);
  return found.filter((record) => matchesNameSearch(nameSearchKeys(record), words));
}

function keysOf(path: string, data: Record<string, unknown>): string[] {
  const keys = data[NAME_KEYS_FIELD];
  if (!Array.isArray(keys) || !keys.every((key) => typeof key === 'string'))
    throw new MalformedDocumentError(path, NAME_KEYS_FIELD, 'should be a list of strings');
  return keys as string[];
}
