import { useQuery } from '@tanstack/react-query';
import { useStaffUseCases } from '../staff-use-cases-context';

export function useSearch(text: string) {
  const { searchApplications } = useStaffUseCases();
  return useQuery({ queryKey: ['inbox', 'search', text], queryFn: () => searchApplications.execute(text) });
}
