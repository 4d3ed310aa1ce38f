import type { DemoAccountHint } from '../../access/ui/sign-in/demo-accounts';
import { SignInScreen } from '../../access/ui/sign-in/sign-in-screen';
import { sessionNotice } from '../../access/ui/session-notice';
import { SignedInMemberContext } from '../../access/ui/signed-in-member-context';
import { SignedInShell } from './signed-in-shell';
import { useSignOut } from '../../access/ui/use-sign-out';
import { useStaffSession } from '../../access/ui/use-staff-session';
import { useAccessUseCases } from '../../access/ui/access-use-cases';
import { PasskeyStepScreen } from '../../passkeys/ui/passkey-step-screen';

/**
 * The inbox for an allowlisted member whose session a passkey opened; the passkey's step for a
 * member whose password alone opened it; the sign-in page for anyone else.
 */
export function SessionGate({ demoAccounts }: { demoAccounts: DemoAccountHint[] | null }) {
  const session = useStaffSession();
  const signOut = useSignOut();
  const { openPasskeySession } = useAccessUseCases();

  if (session.isPending) {
    return (
      <main className="container staff-main">
        <p role="status">Cargando…</p>
      </main>
    );
  }
  const passkeyNeeded =
    !session.isError && 'passkeyNeeded' in session.data ? session.data.passkeyNeeded : null;
  if (passkeyNeeded) {
    return (
      <PasskeyStepScreen
        key={`${passkeyNeeded.member.uid}-${passkeyNeeded.step}`}
        step={passkeyNeeded.step}
        email={passkeyNeeded.member.email}
        demo={demoAccounts !== null}
        openSession={(token) => openPasskeySession.execute(token)}
        onSignOut={() => signOut.mutate('by-user')}
      />
    );
  }
  const member = session.isError ? null : (session.data.member ?? null);
  if (member) {
    // Another account signed in (in another tab, say) starts afresh: nothing read for the last one
    // stays, as if it had signed out first.
    return (
      <SignedInMemberContext key={member.uid} value={member}>
        <SignedInShell
          onSignOut={(reason) => signOut.mutate(reason)}
          onSessionStart={() => signOut.reset()}
          signingOut={signOut.isPending}
          signOutFailed={signOut.isError}
        />
      </SignedInMemberContext>
    );
  }
  return <SignInScreen notice={sessionNotice(session.data, signOut)} demoAccounts={demoAccounts} />;
}
