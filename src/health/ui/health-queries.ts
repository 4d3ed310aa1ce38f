import { queryOptions } from '@tanstack/react-query';
import { isAdmin, type StaffMember } from '../../access/domain/staff-member';
import type { HealthUseCases } from '../health-module';

/** The server measures Estado every five minutes: reading it more often shows nothing new. */
export const HEALTH_REFRESH_MS = 5 * 60_000;

/** Estado's queries, all under 'health'. */
export const healthKeys = {
  all: ['health'] as const,
  system: () => [...healthKeys.all, 'system'] as const,
};

/**
 * Estado and the inbox's banner share one read (Health/status and each job's heartbeat), cached:
 * admins only, read again at most every five minutes while the page is open. It lists the SOL
 * numbers whose receipt was given up.
 */
export const systemHealthQuery = ({ readSystemHealth }: HealthUseCases, member: StaffMember) =>
  queryOptions({
    queryKey: healthKeys.system(),
    queryFn: () => readSystemHealth.execute(member),
    enabled: isAdmin(member),
    staleTime: HEALTH_REFRESH_MS,
    refetchInterval: HEALTH_REFRESH_MS,
  });
