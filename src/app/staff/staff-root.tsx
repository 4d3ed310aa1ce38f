import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { DemoAccountHint } from '../../ui/staff/sign-in/demo-accounts';
import { StaffPage } from '../../ui/staff/staff-page';
import { StaffUseCasesContext, type StaffUseCases } from '../../ui/staff/staff-use-cases-context';

interface StaffRootProps {
  useCases: StaffUseCases;
  /** Demo mode: the fictitious accounts to show on the sign-in page. Null with real storage. */
  demoAccounts: DemoAccountHint[] | null;
}

/** Hands the staff UI the use cases resolved from the container; the UI never sees an adapter. */
export function StaffRoot({ useCases, demoAccounts }: StaffRootProps) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <StaffUseCasesContext value={useCases}>
        <StaffPage demoAccounts={demoAccounts} />
      </StaffUseCasesContext>
    </QueryClientProvider>
  );
}
