import type { App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { STORAGE_CALL_BUDGET_MS } from '../submission/domain/intake-deadline';

const FIRESTORE_SERVICE = 'google.firestore.v1.Firestore';
/** Instances already bounded: settings can be given once, before the first call. */
const boundedInstances = new WeakSet<Firestore>();
const bounded = { timeout_millis: STORAGE_CALL_BUDGET_MS, retry_params_name: 'default' };

/**
 * The intake's Firestore: each call bounded by STORAGE_CALL_BUDGET_MS, and a write never retried
 * by the SDK (it would retry for a minute, landing an application long after the applicant was
 * told it failed). With ReceiveApplication's deadline this keeps the answer true.
 */
export function intakeFirestore(app: App): Firestore {
  const db = getFirestore(app);
  if (!boundedInstances.has(db)) {
    db.settings({
      clientConfig: {
        interfaces: {
          [FIRESTORE_SERVICE]: {
            methods: {
              Commit: { ...bounded, retry_codes_name: 'non_idempotent' },
              BeginTransaction: { ...bounded, retry_codes_name: 'non_idempotent' },
              BatchGetDocuments: { ...bounded, retry_codes_name: 'non_idempotent' },
              RunQuery: { ...bounded, retry_codes_name: 'non_idempotent' },
              RunAggregationQuery: { ...bounded, retry_codes_name: 'non_idempotent' },
            },
          },
        },
      },
    });
    boundedInstances.add(db);
  }
  return db;
}
