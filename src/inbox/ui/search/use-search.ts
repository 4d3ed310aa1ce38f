import { useQuery } from '@tanstack/react-query';
import { useInboxUseCases } from '../inbox-use-cases';
import { searchQuery } from '../inbox-queries';

export function useSearch(text: string) {
  return useQuery(searchQuery(useInboxUseCases(), text));
}
