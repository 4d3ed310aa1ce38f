import { useQuery } from '@tanstack/react-query';
import type { ApplicationId } from '../../../submission/domain/application-id';
import type { ArrivalRecord } from '../../domain/arrival-records';
import { useInboxUseCases } from '../inbox-use-cases';

/**
 * What the server recorded as the application arrived, read again each time its detail opens:
 * a receipt still pending may have gone out since.
 */
export function useArrivalRecord(id: ApplicationId) {
  const { readArrival } = useInboxUseCases();
  return useQuery<ArrivalRecord, Error>({
    queryKey: ['inbox', 'arrival', id],
    queryFn: () => readArrival.execute(id),
  });
}
