import type { DemoAccountHint } from '../../access/ui/sign-in/demo-accounts';
import { SignInScreen } from '../../access/ui/sign-in/sign-in-screen';
import { sessionNotice } from '../../access/ui/session-notice';
import { SignedInMemberContext } from '../../access/ui/signed-in-member-context';
import { SignedInShell } from './signed-in-shell';
import { useSignOut } from '../../access/ui/use-sign-out';
import { useStaffSession } from '../../access/ui/use-staff-session';

/** The inbox for an allowlisted member, the sign-in page for anyone else. */
export function SessionGate({ demoAccounts }: { demoAccounts: DemoAccountHint[] | null }) {
  const session = useStaffSession();
  const signOut = useSignOut();

  if (session.isPending) {
    return (
      <main className="container staff-main">
        <p role="status">Cargando…</p>
      </main>
    );
  }
  const member = session.isError ? null : (session.data.member ?? null);
  if (member) {
    return (
      <SignedInMemberContext value={member}>
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
