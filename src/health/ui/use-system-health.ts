import { useQuery } from '@tanstack/react-query';
import { useSignedInMember } from '../../access/ui/signed-in-member-context';
import { useHealthUseCases } from './health-use-cases';
import { systemHealthQuery } from './health-queries';

/** Estado and the inbox's banner share this one cached read (admins only). */
export function useSystemHealth() {
  return useQuery(systemHealthQuery(useHealthUseCases(), useSignedInMember()));
}
