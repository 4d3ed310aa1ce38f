import type { Application } from '../../../src/applications/domain/stored-application';
import type { ApplicationId } from '../../../src/applications/domain/application-id';
import { APPLICATIONS_COLLECTION } from '../../../src/applications/adapters/applications-collections';

type FirestoreValue =
  | { stringValue: string }
  | { booleanValue: boolean }
  | { timestampValue: string }
  | { integerValue: string }
  | { nullValue: null };

interface FirestoreDocument {
  name: string;
  fields: Record<string, FirestoreValue>;
}

/**
 * The emulator's owner token: privileged access that ignores the rules, like staff in the console.
 */
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

function decode(value: FirestoreValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return new Date(value.timestampValue);
  if ('integerValue' in value) return Number(value.integerValue);
  return null;
}

export function decodeDocument(document: FirestoreDocument): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(document.fields).map(([key, value]) => [key, decode(value)]),
  );
}

/** Reads and writes a test project's data over the emulator's REST API, bypassing the rules. */
export class EmulatorAdmin {
  private readonly base: string;

  constructor(
    host: string,
    readonly projectId: string,
  ) {
    this.base = `http://${host}/v1/projects/${projectId}/databases/(default)/documents`;
  }

  async read(id: ApplicationId): Promise<Application | undefined> {
    const response = await fetch(`${this.base}/${APPLICATIONS_COLLECTION}/${id}`, {
      headers: OWNER,
    });
    if (response.status === 404) return undefined;
    if (!response.ok)
      throw new Error(`emulator read ${id}: ${response.status} ${await response.text()}`);
    return decodeDocument((await response.json()) as FirestoreDocument) as unknown as Application;
  }

  async list(): Promise<Record<string, unknown>[]> {
    const documents: Record<string, unknown>[] = [];
    let pageToken = '';
    do {
      const url = `${this.base}/${APPLICATIONS_COLLECTION}?pageSize=1000${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`;
      const response = await fetch(url, { headers: OWNER });
      if (!response.ok)
        throw new Error(`emulator list: ${response.status} ${await response.text()}`);
      const body = (await response.json()) as {
        documents?: FirestoreDocument[];
        nextPageToken?: string;
      };
      documents.push(...(body.documents ?? []).map(decodeDocument));
      pageToken = body.nextPageToken ?? '';
    } while (pageToken);
    return documents;
  }

  /** Occupies these ids with placeholder documents, 500 per commit. */
  async seed(ids: readonly ApplicationId[]): Promise<void> {
    const prefix = `projects/${this.projectId}/databases/(default)/documents/${APPLICATIONS_COLLECTION}`;
    for (let start = 0; start < ids.length; start += 500) {
      const writes = ids.slice(start, start + 500).map((id) => ({
        update: {
          name: `${prefix}/${id}`,
          fields: { id: { stringValue: id }, first_name: { stringValue: 'Sembrado' } },
        },
      }));
      const response = await fetch(`${this.base}:commit`, {
        method: 'POST',
        headers: OWNER,
        body: JSON.stringify({ writes }),
      });
      if (!response.ok)
        throw new Error(`emulator seed: ${response.status} ${await response.text()}`);
    }
  }

  async clear(): Promise<void> {
    const response = await fetch(
      `http://${this.base.split('/')[2]}/emulator/v1/projects/${this.projectId}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    if (!response.ok) throw new Error(`emulator clear: ${response.status}`);
  }
}
