import { useQuery } from '@tanstack/react-query';
import { usePrivacyUseCases } from '../privacy-use-cases';
import { erasedNumberKey } from '../privacy-query-keys';

/** What became of a SOL number searched for: null unless an application was erased under it. */
export function useErasedNumber(text: string) {
  const { lookUpErasedNumber } = usePrivacyUseCases();
  return useQuery({
    queryKey: erasedNumberKey(text),
    queryFn: async () => (await lookUpErasedNumber.execute(text)) ?? null,
    retry: false,
  });
}
