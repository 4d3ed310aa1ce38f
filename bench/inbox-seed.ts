import { doc, writeBatch } from 'firebase/firestore';
import {
  applicationIdFromNumber,
  LOWEST_APPLICATION_NUMBER,
} from '../src/submission/domain/application-id';
import { STAGES } from '../src/inbox/domain/workflow/stage';
import { APPLICATIONS_COLLECTION } from '../src/shared/adapters/firestore/collection-names';
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
      await admin.seed(
        Array.from({ length: count }, (_, index) => {
          const id = applicationIdFromNumber(LOWEST_APPLICATION_NUMBER + index);
          const stage = STAGES[index % STAGES.length];
          return applicationRecord(id, dayOf2025(index * daysApart), { stage });
        }),
      );
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
