import { useQuery } from '@tanstack/react-query';
import type { ApplicationId } from '../../../applications/domain/application-id';
import { useInboxUseCases } from '../inbox-use-cases';
import { arrivalQuery } from '../inbox-queries';

/**
 * What the server recorded as the application arrived, read again each time its detail opens:
 * a receipt still pending may have gone out since.
 */
export function useArrivalRecord(id: ApplicationId) {
  return useQuery(arrivalQuery(useInboxUseCases(), id));
}
