import { useQuery } from '@tanstack/react-query';
import { usePrivacyUseCases } from '../privacy-use-cases';
import { erasedNumberQuery } from '../privacy-queries';

/** What became of a SOL number searched for: null unless an application was erased under it. */
export function useErasedNumber(text: string) {
  return useQuery(erasedNumberQuery(usePrivacyUseCases(), text));
}
