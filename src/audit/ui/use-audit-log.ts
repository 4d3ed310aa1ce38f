import { useInfiniteQuery } from '@tanstack/react-query';
import { useSignedInMember } from '../../access/ui/signed-in-member-context';
import type { AuditCursor } from '../domain/audit-log';
import { useAuditUseCases } from './audit-use-cases';

/** The log, newest first, a page at a time ('Cargar más'); read again after a removal. */
export function useAuditLog() {
  const { readAuditLog } = useAuditUseCases();
  const member = useSignedInMember();
  return useInfiniteQuery({
    queryKey: ['audit', 'log'],
    queryFn: ({ pageParam }) => readAuditLog.execute(member, pageParam),
    initialPageParam: null as AuditCursor | null,
    getNextPageParam: (page) => page.next,
  });
}
