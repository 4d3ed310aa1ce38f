import { useState } from 'react';
import { cooperative } from '../../../shared/content/cooperative';
import type { SessionNotice } from '../session-notice';
import { Notice } from '../../../shared/ui/notice';
import { PAGE_TITLE, usePageTitle } from '../../../shared/ui/use-page-title';
import { DemoAccounts, type DemoAccountHint } from './demo-accounts';
import { PasswordResetForm } from './password-reset-form';
import { SignInForm } from './sign-in-form';

interface SignInScreenProps {
  notice: SessionNotice | null;
  demoAccounts: DemoAccountHint[] | null;
}

export function SignInScreen({ notice, demoAccounts }: SignInScreenProps) {
  const [resettingPassword, setResettingPassword] = useState(false);
  const [backFromReset, setBackFromReset] = useState(false);
  usePageTitle(`Entrar · ${PAGE_TITLE}`);

  return (
    <main className="container staff-main gate">
      <div className="gate__card">
        <p className="gate__brand">{cooperative.shortName}</p>
        <h1 className="staff-title">{PAGE_TITLE}</h1>
        <p className="sign-in__lead">Para el personal de la cooperativa. Entra con tu cuenta.</p>
        {notice ? <Notice urgent={notice.urgent}>{notice.text}</Notice> : null}
        {resettingPassword ? (
          <PasswordResetForm
            onBack={() => {
              setResettingPassword(false);
              setBackFromReset(true);
            }}
          />
        ) : (
          <SignInForm
            onForgotPassword={() => setResettingPassword(true)}
            focusFirstField={backFromReset}
          />
        )}
      </div>
      {demoAccounts ? <DemoAccounts accounts={demoAccounts} /> : null}
    </main>
  );
}
