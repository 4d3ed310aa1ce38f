import { useQuery } from '@tanstack/react-query';
import { isAdmin } from '../../access/domain/staff-member';
import { useSignedInMember } from '../../access/ui/signed-in-member-context';
import { systemHealthKey } from './health-query-keys';
import { useHealthUseCases } from './health-use-cases';

/** The server measures Estado every five minutes: reading it more often shows nothing new. */
export const HEALTH_REFRESH_MS = 5 * 60_000;

/**
 * Estado and the inbox's banner share one read (Health/status and each job's heartbeat), cached:
 * admins only, read again at most every five minutes while the page is open.
 */
export function useSystemHealth() {
  const { readSystemHealth } = useHealthUseCases();
  const member = useSignedInMember();
  return useQuery({
    queryKey: systemHealthKey,
    queryFn: () => readSystemHealth.execute(member),
    enabled: isAdmin(member),
    staleTime: HEALTH_REFRESH_MS,
    refetchInterval: HEALTH_REFRESH_MS,
  });
}
