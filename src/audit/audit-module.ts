import { moduleBindings } from '../shared/wiring/container-module';
import { token } from '../shared/wiring/token';
import type { AdaptersFor } from '../shared/wiring/token';
import { declareUseCase, type UseCasesOf } from '../shared/wiring/use-case';
import { ReadAuditLog } from './application/read-audit-log';
import type { AuditLog } from './domain/audit-log';

export const auditPorts = {
  auditLog: token<AuditLog>('AuditLog'),
};

/** The admins' reading of what was done that leaves no other trace. */
export const auditUseCases = {
  readAuditLog: declareUseCase('ReadAuditLog', [auditPorts.auditLog], ReadAuditLog),
};

export type AuditUseCases = UseCasesOf<typeof auditUseCases>;

export const auditModule = (adapters: AdaptersFor<typeof auditPorts>) =>
  moduleBindings(auditPorts, adapters, auditUseCases);
