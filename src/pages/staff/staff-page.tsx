import { DemoNotice } from '../../shared/ui/demo-notice';
import { SessionGate } from './session-gate';
import type { DemoAccountHint } from '../../access/ui/sign-in/demo-accounts';

/**
 * The staff inbox at /personal/: the demo note when nothing is stored for real, then the session.
 */
export function StaffPage({ demoAccounts }: { demoAccounts: DemoAccountHint[] | null }) {
  return (
    <>
      {demoAccounts ? <DemoNotice /> : null}
      <SessionGate demoAccounts={demoAccounts} />
    </>
  );
}
