import { moduleBindings } from '../shared/wiring/container-module';
import { token } from '../shared/wiring/token';
import type { AdaptersFor } from '../shared/wiring/token';
import { declareUseCase, type UseCasesOf } from '../shared/wiring/use-case';
import { ReadAuditLog } from './application/read-audit-log';
import { RecordExport } from './application/record-export';
import type { AuditLog } from './domain/audit-log';

export const auditPorts = {
  auditLog: token<AuditLog>('AuditLog'),
};

/**
 * The admins' reading of what was done that leaves no other trace; and every file that leaves the
 * inbox recorded before it is handed over (the CSV export's and the personal-data download's).
 */
export const auditUseCases = {
  readAuditLog: declareUseCase('ReadAuditLog', [auditPorts.auditLog], ReadAuditLog),
  recordExport: declareUseCase('RecordExport', [auditPorts.auditLog], RecordExport),
};

export type AuditUseCases = UseCasesOf<typeof auditUseCases>;

export const auditModule = (adapters: AdaptersFor<typeof auditPorts>) =>
  moduleBindings(auditPorts, adapters, auditUseCases);
