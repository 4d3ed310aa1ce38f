import { useQuery } from '@tanstack/react-query';
import { useInboxUseCases } from '../inbox-use-cases';

export function useSearch(text: string) {
  const { searchApplications } = useInboxUseCases();
  return useQuery({
    queryKey: ['inbox', 'search', text],
    queryFn: () => searchApplications.execute(text),
  });
}
