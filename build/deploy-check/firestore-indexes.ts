import { readFileSync } from 'node:fs';
import { firestoreApi } from './firebase-tools-lib.ts';
import { messageOf, noFindings, type Findings } from './findings.ts';
import {
  shapesWithoutIndex,
  type CompositeIndex,
  type ScopedQueryShape,
} from './composite-indexes.ts';
import { everyProductQueryShape } from './query-shapes.ts';

const describeShape = (shape: ScopedQueryShape) =>
  `${shape.collectionGroup}${shape.queryScope === 'COLLECTION_GROUP' ? ' (every collection of that name)' : ''} where ${
    [...shape.equalities, ...(shape.ranges ?? [])]
      .map(({ field, operator }) => `${field} ${operator}`)
      .join(', ') || 'nothing'
  } order by ${shape.orderBy.map(({ field, direction }) => `${field} ${direction}`).join(', ') || 'nothing'}`;

/**
 * firestore.indexes.json as `firebase deploy --only firestore:indexes` reads it (firebase-tools'
 * validateSpec), and a composite index for every query the product runs: production refuses a
 * query without one (the emulators do not), and the page or the server then fails.
 */
export function checkFirestoreIndexes(
  path: string,
  shapes: readonly ScopedQueryShape[] = everyProductQueryShape(),
): Findings {
  const findings = noFindings();
  const spec = JSON.parse(readFileSync(path, 'utf8')) as { indexes?: CompositeIndex[] };
  try {
    const api = new (firestoreApi().FirestoreApi)();
    api.validateSpec(api.upgradeOldSpec(spec));
  } catch (error) {
    findings.problems.push(`firebase-tools refuses ${path}: ${messageOf(error)}`);
    return findings;
  }
  for (const shape of shapesWithoutIndex(shapes, spec.indexes ?? []))
    findings.problems.push(
      `No composite index in ${path} serves the query on ${describeShape(shape)}: Firestore refuses it in production. Add the index (its equality fields, then its order fields with their directions) and deploy it with \`npx firebase deploy --only firestore:indexes\`.`,
    );
  return findings;
}
