import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { IDLE_SIGN_OUT_AFTER_MS } from '../../access/domain/session-policy';
import { InboxScreen } from '../../inbox/ui/inbox-screen';
import { PrivacyScreen } from '../../privacy/ui/privacy-screen';
import { ErasedNumberNotice } from '../../privacy/ui/erased-number/erased-number-notice';
import { AuditLogScreen } from '../../audit/ui/audit-log-screen';
import { MonthlyReportScreen } from '../../reports/ui/monthly-report-screen';
import { TalksScreen } from '../../talks/ui/talks-screen';
import { ApplicationSeat } from '../../talks/ui/application-seat';
import { stageOfRecord } from '../../inbox/domain/application-record';
import { useSignedInMember } from '../../access/ui/signed-in-member-context';
import { StaffHeader } from './staff-header';
import { sectionsFor, StaffSections, type StaffSection } from './staff-sections';
import type { SignOutReason } from '../../access/ui/use-sign-out';
import { useIdleTimeout } from '../../access/ui/use-idle-timeout';

interface SignedInShellProps {
  onSignOut: (reason: SignOutReason) => void;
  /** A new session forgets how the last one ended. */
  onSessionStart: () => void;
  signingOut: boolean;
  signOutFailed: boolean;
}

export function SignedInShell({
  onSignOut,
  onSessionStart,
  signingOut,
  signOutFailed,
}: SignedInShellProps) {
  const member = useSignedInMember();
  const queryClient = useQueryClient();
  const [section, setSection] = useState<StaffSection>('solicitudes');
  // Only the member's own sections, whatever was chosen before a role changed.
  const sections = sectionsFor(member);
  const shown: StaffSection = sections.includes(section) ? section : 'solicitudes';
  useIdleTimeout(() => onSignOut('idle'), IDLE_SIGN_OUT_AFTER_MS);
  const sessionStarted = useEffectEvent(onSessionStart);
  useEffect(() => {
    sessionStarted();
    // Applicants' data leaves the page's memory with the session, whatever ended it.
    return () => {
      queryClient.removeQueries({ queryKey: ['inbox'] });
      queryClient.removeQueries({ queryKey: ['talks'] });
    };
  }, [queryClient]);

  return (
    <>
      <StaffHeader
        member={member}
        onSignOut={() => onSignOut('by-user')}
        signingOut={signingOut}
        signOutFailed={signOutFailed}
      />
      <StaffSections sections={sections} current={shown} onChange={setSection} />
      {/* Kept mounted while away: the filter, search and pages loaded are there on return. */}
      <div hidden={shown !== 'solicitudes'}>
        <InboxScreen
          noMatchNotice={(text) => <ErasedNumberNotice text={text} />}
          detailSection={(application) => (
            <ApplicationSeat
              application={{ id: application.id, stage: stageOfRecord(application) }}
            />
          )}
        />
      </div>
      {shown === 'charlas' ? <TalksScreen /> : null}
      {shown === 'informe' ? <MonthlyReportScreen /> : null}
      {shown === 'privacidad' ? <PrivacyScreen /> : null}
      {shown === 'auditoria' ? <AuditLogScreen /> : null}
    </>
  );
}
