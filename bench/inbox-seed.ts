import { doc, writeBatch } from 'firebase/firestore';
import {
  applicationIdFromNumber,
  LOWEST_APPLICATION_NUMBER,
} from '../src/applications/domain/application-id';
import { STAGES } from '../src/applications/domain/workflow/stage';
import { APPLICATIONS_COLLECTION } from '../src/applications/adapters/applications-collections';
import { AuthEmulatorAdmin } from '../tests/emulator/support/auth-emulator-admin';
import { EmulatorAdmin } from '../tests/emulator/support/emulator-admin';
import { PrivilegedFirestore } from '../tests/emulator/support/privileged-firestore';
import { applicationRecord, dayOf2025 } from '../tests/support/application-record-fixtures';

export interface StaffAccount {
  email: string;
  password: string;
}

const BATCH = 500;

/**
 * Names the seeded applications take in turn: 'López' is in a third of them (3,000 of 9,000, as a
 * common surname can be), 'Ávalos' in one in 30; the first names repeat too.
 */
const BENCH_NAMES = Array.from({ length: 30 }, (_, index) => ({
  first_name: ['María José', 'José Luis', 'Ana', 'Carlos', 'Rosa', 'Juan'][index % 6] as string,
  last_name:
    index % 3 === 0
      ? 'López Hernández'
      : index === 1
        ? 'Ávalos Peña'
        : `Martínez ${['Cruz', 'Reyes', 'Flores', 'Rivas', 'Mejía'][index % 5] as string}`,
}));

/**
 * The cooperative's store as the bench measures it, written as the administrator would (past the
 * rules): full applications, oldest first from SOL1000, in every stage in turn, and one staff
 * member on the allowlist with an account on the Auth emulator.
 */
export class InboxSeed {
  private constructor(
    private readonly admin: PrivilegedFirestore,
    readonly member: StaffAccount,
  ) {}

  /** Clears what earlier parts of the bench wrote, then stores `count` applications. */
  static async plant(
    projectId: string,
    emulatorHost: string,
    authHost: string,
    count: number,
  ): Promise<InboxSeed> {
    await new EmulatorAdmin(emulatorHost, projectId).clear();
    const admin = new PrivilegedFirestore(projectId, emulatorHost);
    try {
      // All within 2025, so that what the public page sends today is the newest.
      const daysApart = 360 / count;
      const records = Array.from({ length: count }, (_, index) => {
        const id = applicationIdFromNumber(LOWEST_APPLICATION_NUMBER + index);
        const stage = STAGES[index % STAGES.length];
        return applicationRecord(id, dayOf2025(index * daysApart), {
          stage,
          ...BENCH_NAMES[index % BENCH_NAMES.length],
        });
      });
      await admin.seed(records);
      // What the server's trigger keeps for search by name (keepNameKeys), one per application.
      await admin.seedNameKeys(records);
      const member = { email: 'bench@cooperativa.example', password: 'clave-del-banco-de-pruebas' };
      const uid = await new AuthEmulatorAdmin(authHost, projectId).createAccount(
        member.email,
        member.password,
      );
      await admin.grant(uid, 'staff', member.email);
      return new InboxSeed(admin, member);
    } catch (error) {
      await admin.close();
      throw error;
    }
  }

  /** Deletes the `count` oldest applications, so that a public submit can find a free number. */
  async deleteOldest(count: number): Promise<void> {
    for (let start = 0; start < count; start += BATCH) {
      const batch = writeBatch(this.admin.db);
      for (let index = start; index < Math.min(count, start + BATCH); index++) {
        batch.delete(
          doc(
            this.admin.db,
            APPLICATIONS_COLLECTION,
            applicationIdFromNumber(LOWEST_APPLICATION_NUMBER + index),
          ),
        );
      }
      await batch.commit();
    }
  }

  close(): Promise<void> {
    return this.admin.close();
  }
}
