import { describe, expect, it } from 'vitest';
import type { SignedInUser } from '../../src/access/domain/staff-member';
import type { AuditLog } from '../../src/audit/domain/audit-log';
import type { AuditRecord } from '../../src/audit/domain/audit-record';

export interface AuditLogWorld {
  /** The log as a staff member reaches it (they record their exports, never read). */
  asStaff: AuditLog;
  /** The log as an admin reaches it: they read it, and record downloads of a person's data. */
  asAdmin: AuditLog;
  staff: SignedInUser;
  admin: SignedInUser;
}

/** What a record says, without its id and time (which storage gives). */
const said = ({ id: _id, at: _at, ...rest }: AuditRecord) => rest;

/**
 * What every AuditLog adapter does with a file leaving the inbox: it keeps who, which view or
 * numbers, and how many, with storage's time, and admins read it back newest first, a page at a
 * time. (A spam removal's record is written by the removal's adapter: spam-removal-contract.ts.)
 */
export function describeAuditLogContract(name: string, world: () => Promise<AuditLogWorld>) {
  describe(`${name} (audit log contract)`, () => {
    it("keeps a staff member's CSV export: who, which view, how many rows, when", async () => {
      const { asStaff, asAdmin, staff } = await world();
      await asStaff.recordExport(
        { kind: 'exportacion-csv', view: 'la lista «En trámite»', rows: 23 },
        staff,
      );

      const { records, next } = await asAdmin.page(null, 10);
      expect(records.map(said)).toEqual([
        {
          kind: 'exportacion-csv',
          view: 'la lista «En trámite»',
          rows: 23,
          count: 23,
          by: { uid: staff.uid, email: staff.email },
        },
      ]);
      expect(records[0]?.at).toBeInstanceOf(Date);
      expect(records[0]?.id).toEqual(expect.any(String));
      expect(next).toBeNull();
    });

    it("keeps an admin's download of a person's data: which numbers, how many, which format", async () => {
      const { asAdmin, admin } = await world();

      await asAdmin.recordExport(
        { kind: 'descarga-de-datos-personales', numbers: ['SOL1234', 'SOL2345'], format: 'json' },
        admin,
      );

      const { records } = await asAdmin.page(null, 10);
      expect(records.map(said)).toEqual([
        {
          kind: 'descarga-de-datos-personales',
          numbers: ['SOL1234', 'SOL2345'],
          format: 'json',
          count: 2,
          by: { uid: admin.uid, email: admin.email },
        },
      ]);
    });

    it('reads exports back newest first, a page at a time', async () => {
      const { asStaff, asAdmin, staff } = await world();
      for (const rows of [1, 2, 3])
        await asStaff.recordExport(
          { kind: 'exportacion-csv', view: 'la lista «Nuevas»', rows },
          staff,
        );

      const first = await asAdmin.page(null, 2);
      expect(first.records.map((record) => record.count)).toEqual([3, 2]);
      expect(first.next).not.toBeNull();
      const second = await asAdmin.page(first.next, 2);
      expect(second.records.map((record) => record.count)).toEqual([1]);
      expect(second.next).toBeNull();
    });
  });
}
