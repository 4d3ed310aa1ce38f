import { infiniteQueryOptions } from '@tanstack/react-query';
import type { StaffMember } from '../../access/domain/staff-member';
import type { AuditUseCases } from '../audit-module';
import type { AuditCursor } from '../domain/audit-log';

/**
 * The audit log's queries, all under 'audit'. A module whose action the log records (the
 * inbox's spam removal) has it read again through `auditKeys.all`.
 */
export const auditKeys = {
  all: ['audit'] as const,
  log: () => [...auditKeys.all, 'log'] as const,
};

/** The log, newest first, a page at a time ('Cargar más'). */
export const auditLogQuery = ({ readAuditLog }: AuditUseCases, member: StaffMember) =>
  infiniteQueryOptions({
    queryKey: auditKeys.log(),
    queryFn: ({ pageParam }) => readAuditLog.execute(member, pageParam),
    initialPageParam: null as AuditCursor | null,
    getNextPageParam: (page) => page.next,
  });
