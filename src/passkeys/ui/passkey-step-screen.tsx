import type { FormEvent } from 'react';
import { cooperative } from '../../shared/content/cooperative';
import { BusyButton } from '../../shared/ui/busy-button';
import { FailureNotice } from '../../shared/ui/failure-notice';
import { focusOnMount } from '../../shared/ui/focus-on-mount';
import { PAGE_TITLE, usePageTitle } from '../../shared/ui/use-page-title';
import { passkeyFailureText } from './passkey-messages';
import { PasskeyNameField, usePasskeyNameInput } from './passkey-name-field';
import { DemoPasskeyNote, PasskeyWays } from './passkey-ways';
import { usePasskeyStep, type PasskeyStep } from './use-passkey-step';

interface PasskeyStepScreenProps {
  step: PasskeyStep;
  /** The account whose password was just accepted. */
  email: string;
  /** Demo mode: the stand-in answers instead of an authenticator, and the screen says so. */
  demo: boolean;
  /** Opens the session the server minted after the passkey (the access module's). */
  openSession: (token: string) => Promise<void>;
  onSignOut: () => void;
}

const TITLES: Record<PasskeyStep, string> = {
  verify: 'Usa tu llave de acceso',
  enroll: 'Crea tu llave de acceso',
};

/**
 * After the password, before the inbox: a member uses their passkey or, the first time, creates
 * one. A password can be stolen or typed into a look-alike page; a passkey cannot be collected by
 * a fake page, so the inbox (and every applicant's data) opens only after it.
 */
export function PasskeyStepScreen({
  step,
  email,
  demo,
  openSession,
  onSignOut,
}: PasskeyStepScreenProps) {
  usePageTitle(`${TITLES[step]} · ${PAGE_TITLE}`);
  return (
    <main className="container staff-main gate passkey-step">
      <div className="gate__card">
        <p className="gate__brand">{cooperative.shortName}</p>
        <h1 className="staff-title" tabIndex={-1} ref={focusOnMount}>
          {TITLES[step]}
        </h1>
        <p>
          Tu contraseña es correcta. Entraste como <strong>{email}</strong>.
        </p>
        {demo ? <DemoPasskeyNote /> : null}
        {step === 'verify' ? (
          <VerifyForm openSession={openSession} />
        ) : (
          <EnrollForm openSession={openSession} />
        )}
        <button type="button" className="link-button" onClick={onSignOut}>
          Salir y entrar con otra cuenta
        </button>
      </div>
    </main>
  );
}

function VerifyForm({ openSession }: { openSession: (token: string) => Promise<void> }) {
  const verify = usePasskeyStep('verify', openSession);
  return (
    <div className="passkey-step__form">
      <p>
        Para abrir la bandeja, confirma que eres tú con tu llave de acceso: la de esta computadora,
        la de tu teléfono o tu llave de seguridad. El navegador te mostrará cómo.
      </p>
      <FailureNotice failure={passkeyFailureText(verify.error)} />
      <BusyButton
        className="button button--primary"
        busy={verify.isPending || verify.isSuccess}
        label="Usar mi llave de acceso"
        busyLabel="Esperando tu llave…"
        onClick={() => verify.mutate('')}
      />
    </div>
  );
}

function EnrollForm({ openSession }: { openSession: (token: string) => Promise<void> }) {
  const enroll = usePasskeyStep('enroll', openSession);
  const name = usePasskeyNameInput('llave-nombre');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const named = name.accept();
    if (named !== null) enroll.mutate(named);
  };
  return (
    <form className="passkey-step__form" noValidate onSubmit={submit}>
      <p>
        Para proteger los datos de las personas que solicitan, la bandeja pide una llave de acceso
        además de tu contraseña. Una contraseña se puede robar; tu llave de acceso no sale de tu
        computadora o de tu teléfono. Solo la creas una vez.
      </p>
      <h2 className="passkey-step__subtitle">Dónde puedes guardarla</h2>
      <PasskeyWays />
      <PasskeyNameField
        input={name}
        label="Nombre de la llave"
        hint="Para reconocerla después, por ejemplo «Computadora de la oficina» o «Mi teléfono»."
      />
      <FailureNotice failure={passkeyFailureText(enroll.error)} />
      <BusyButton
        type="submit"
        className="button button--primary"
        busy={enroll.isPending || enroll.isSuccess}
        label="Crear mi llave de acceso"
        busyLabel="Esperando tu llave…"
      />
    </form>
  );
}
