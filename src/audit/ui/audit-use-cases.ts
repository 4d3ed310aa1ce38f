import { createUseCasesContext } from '../../shared/ui/use-cases-context';
import type { AuditUseCases } from '../audit-module';

export const AuditUseCasesContext = createUseCasesContext<AuditUseCases>('Audit');

export const useAuditUseCases = AuditUseCasesContext.useUseCases;
