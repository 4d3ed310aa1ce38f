import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AccessUseCasesContext } from '../../access/ui/access-use-cases';
import type { DemoAccountHint } from '../../access/ui/sign-in/demo-accounts';
import { InboxUseCasesContext } from '../../inbox/ui/inbox-use-cases';
import { PrivacyUseCasesContext } from '../../privacy/ui/privacy-use-cases';
import { AuditUseCasesContext } from '../../audit/ui/audit-use-cases';
import { ReportsUseCasesContext } from '../../reports/ui/reports-use-cases';
import { TalksUseCasesContext } from '../../talks/ui/talks-use-cases';
import { TeamUseCasesContext } from '../../team/ui/team-use-cases';
import { HealthUseCasesContext } from '../../health/ui/health-use-cases';
import { PasskeysUseCasesContext } from '../../passkeys/ui/passkeys-use-cases';
import {
  InvitationDeliveryContext,
  type InvitationDelivery,
} from '../../team/ui/invitation-delivery';
import { RootErrorBoundary } from '../../shared/ui/root-error-boundary';
import type { StaffUseCases } from './container';
import { StaffPage } from './staff-page';
import { createStaffQueryClient } from './staff-query-client';

interface StaffRootProps {
  useCases: StaffUseCases;
  /** Demo mode: the fictitious accounts to show on the sign-in page. Null with real storage. */
  demoAccounts: DemoAccountHint[] | null;
  /** The page's cache: its own, unless a test gives one to look into. */
  queryClient?: QueryClient;
  /** How a member invited in Equipo gets in: by e-mail, unless the demo says otherwise. */
  invitationDelivery?: InvitationDelivery;
}

const BY_EMAIL: InvitationDelivery = { by: 'email' };

/**
 * Hands each module's UI the use cases resolved from the container; the UI never sees an adapter.
 * A render failure anywhere below shows a message and a reload button instead of a blank page.
 */
export function StaffRoot({
  useCases,
  demoAccounts,
  queryClient: given,
  invitationDelivery = BY_EMAIL,
}: StaffRootProps) {
  const [queryClient] = useState(() => given ?? createStaffQueryClient());
  return (
    <RootErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AccessUseCasesContext.Provider value={useCases.access}>
          <InboxUseCasesContext.Provider value={useCases.inbox}>
            <PrivacyUseCasesContext.Provider value={useCases.privacy}>
              <AuditUseCasesContext.Provider value={useCases.audit}>
                <ReportsUseCasesContext.Provider value={useCases.reports}>
                  <TalksUseCasesContext.Provider value={useCases.talks}>
                    <TeamUseCasesContext.Provider value={useCases.team}>
                      <HealthUseCasesContext.Provider value={useCases.health}>
                        <PasskeysUseCasesContext.Provider value={useCases.passkeys}>
                          <InvitationDeliveryContext value={invitationDelivery}>
                            <StaffPage demoAccounts={demoAccounts} />
                          </InvitationDeliveryContext>
                        </PasskeysUseCasesContext.Provider>
                      </HealthUseCasesContext.Provider>
                    </TeamUseCasesContext.Provider>
                  </TalksUseCasesContext.Provider>
                </ReportsUseCasesContext.Provider>
              </AuditUseCasesContext.Provider>
            </PrivacyUseCasesContext.Provider>
          </InboxUseCasesContext.Provider>
        </AccessUseCasesContext.Provider>
      </QueryClientProvider>
    </RootErrorBoundary>
  );
}
