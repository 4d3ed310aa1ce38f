import { DemoNotice } from '../shared/demo-notice';
import { SessionGate } from './session/session-gate';
import type { DemoAccountHint } from './sign-in/demo-accounts';

/** The staff inbox at /personal/: the demo note when nothing is stored for real, then the session. */
export function StaffPage({ demoAccounts }: { demoAccounts: DemoAccountHint[] | null }) {
  return (
    <>
      {demoAccounts ? <DemoNotice /> : null}
      <SessionGate demoAccounts={demoAccounts} />
    </>
  );
}
