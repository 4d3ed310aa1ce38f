import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationId } from '../../../submission/domain/application-id';
import type { ApplicationRecord } from '../../domain/application-record';
import { isUnopened } from '../../domain/opened';
import { useInboxUseCases } from '../inbox-use-cases';

/**
 * Stamps the application opened once, as its detail first shows it unopened: the live list takes
 * its 'Sin abrir' mark off for every member. Asked once per application shown, never retried: a
 * failure leaves the mark for the next opening and changes nothing of what the detail shows.
 */
export function useMarkOpened(record: ApplicationRecord | undefined): void {
  const { markOpened } = useInboxUseCases();
  const queryClient = useQueryClient();
  const { mutate } = useMutation<void, Error, ApplicationRecord>({
    mutationFn: (application) => markOpened.execute(application),
    retry: false,
    // A search read before the opening still shows the mark: read it again when next shown.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['inbox', 'search'] }),
  });
  const asked = useRef<ApplicationId | null>(null);
  useEffect(() => {
    if (!record || !isUnopened(record) || asked.current === record.id) return;
    asked.current = record.id;
    mutate(record);
  }, [record, mutate]);
}
