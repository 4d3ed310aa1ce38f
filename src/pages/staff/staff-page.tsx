import { DemoNotice } from '../../shared/ui/demo-notice';
import { SessionGate } from './session-gate';
import type { DemoAccountHint } from '../../access/ui/sign-in/demo-accounts';
import { canShareDemo } from '../shared/demo-exchange';

/**
 * The staff inbox at /personal/: the demo note when nothing is stored for real, then the session.
 */
export function StaffPage({ demoAccounts }: { demoAccounts: DemoAccountHint[] | null }) {
  return (
    <>
      {demoAccounts ? <DemoNotice page="staff" sharing={canShareDemo()} /> : null}
      <SessionGate demoAccounts={demoAccounts} />
    </>
  );
}
