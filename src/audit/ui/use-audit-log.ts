import { useInfiniteQuery } from '@tanstack/react-query';
import { useSignedInMember } from '../../access/ui/signed-in-member-context';
import { useAuditUseCases } from './audit-use-cases';
import { auditLogQuery } from './audit-queries';

/** The log, newest first, a page at a time ('Cargar más'); read again after a removal. */
export function useAuditLog() {
  return useInfiniteQuery(auditLogQuery(useAuditUseCases(), useSignedInMember()));
}
