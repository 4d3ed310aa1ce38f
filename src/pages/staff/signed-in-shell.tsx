import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { IDLE_SIGN_OUT_AFTER_MS } from '../../access/domain/session-policy';
import { isAdmin } from '../../access/domain/staff-member';
import { InboxScreen } from '../../inbox/ui/inbox-screen';
import { PrivacyScreen } from '../../privacy/ui/privacy-screen';
import { useSignedInMember } from '../../access/ui/signed-in-member-context';
import { StaffHeader } from './staff-header';
import { StaffSections, type StaffSection } from './staff-sections';
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
  const showsPrivacy = isAdmin(member) && section === 'privacidad';
  useIdleTimeout(() => onSignOut('idle'), IDLE_SIGN_OUT_AFTER_MS);
  const sessionStarted = useEffectEvent(onSessionStart);
  useEffect(() => {
    sessionStarted();
    // Applicants' data leaves the page's memory with the session, whatever ended it.
    return () => queryClient.removeQueries({ queryKey: ['inbox'] });
  }, [queryClient]);

  return (
    <>
      <StaffHeader
        member={member}
        onSignOut={() => onSignOut('by-user')}
        signingOut={signingOut}
        signOutFailed={signOutFailed}
      />
      {isAdmin(member) ? (
        <StaffSections
          current={showsPrivacy ? 'privacidad' : 'solicitudes'}
          onChange={setSection}
        />
      ) : null}
      {/* Kept mounted while away: the filter, search and pages loaded are there on return. */}
      <div hidden={showsPrivacy}>
        <InboxScreen />
      </div>
      {showsPrivacy ? <PrivacyScreen /> : null}
    </>
  );
}
