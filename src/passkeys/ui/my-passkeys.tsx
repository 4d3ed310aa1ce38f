import { useState, type FormEvent } from 'react';
import { BusyButton } from '../../shared/ui/busy-button';
import { ConfirmPrompt } from '../../shared/ui/confirm-prompt';
import { FailureNotice } from '../../shared/ui/failure-notice';
import { formatDateTime } from '../../shared/ui/format-date';
import type { PasskeySummary } from '../domain/passkey';
import { passkeyFailureText } from './passkey-messages';
import { PasskeyNameField, usePasskeyNameInput } from './passkey-name-field';
import { PasskeyWays } from './passkey-ways';
import { useAddOwnPasskey, usePasskeysOf, useTakeAwayPasskeys } from './use-passkeys';

/** Where the list sits: under a section's h1 (Mis llaves de acceso) or an Equipo card's h3. */
type HeadingLevel = 2 | 4;

/**
 * The signed-in member's own passkeys: each by name, when it was created and last used; another
 * added (a phone beside the computer, so a lost one does not lock them out); one taken away.
 */
export function MyPasskeys({ uid, level = 4 }: { uid: string; level?: HeadingLevel }) {
  const Heading = level === 2 ? 'h2' : 'h4';
  const keys = usePasskeysOf(uid, true);
  const takeAway = useTakeAwayPasskeys();
  const [confirming, setConfirming] = useState<string | null>(null);

  return (
    <section className="my-passkeys" aria-labelledby="mis-llaves">
      <Heading id="mis-llaves">Tus llaves de acceso</Heading>
      {keys.isPending ? <p role="status">Cargando tus llaves…</p> : null}
      <FailureNotice failure={keys.isError ? 'No pudimos leer tus llaves de acceso.' : null} />
      {keys.data ? (
        <ul className="card-list">
          {keys.data.map((key) => (
            <OwnKey
              key={key.id}
              passkey={key}
              confirming={confirming === key.id}
              busy={takeAway.isPending}
              onAsk={() => setConfirming(key.id)}
              onCancel={() => setConfirming(null)}
              onConfirm={() => {
                setConfirming(null);
                takeAway.mutate({ uid, keyId: key.id });
              }}
            />
          ))}
        </ul>
      ) : null}
      <p role="status" className="detail-outcome">
        {takeAway.isSuccess ? 'Llave quitada.' : null}
      </p>
      <FailureNotice failure={passkeyFailureText(takeAway.error)} />
      <AddOwnPasskeyForm uid={uid} level={level} />
    </section>
  );
}

interface OwnKeyProps {
  passkey: PasskeySummary;
  confirming: boolean;
  busy: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onConfirm: () => void;
}

function OwnKey({ passkey, confirming, busy, onAsk, onCancel, onConfirm }: OwnKeyProps) {
  return (
    <li className="card-list__item">
      <strong className="passkey-list__name">{passkey.name}</strong>
      <span>
        Creada el {formatDateTime(passkey.createdAt)}. Último uso:{' '}
        {passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : 'nunca'}.
      </span>
      {confirming ? (
        <ConfirmPrompt
          confirmLabel="Sí, quitar esta llave"
          tone="danger"
          onConfirm={onConfirm}
          onCancel={onCancel}
        >
          Ya no podrás entrar con «{passkey.name}». Si es tu única llave, después de tu contraseña
          tendrás que crear otra.
        </ConfirmPrompt>
      ) : (
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy}
          onClick={onAsk}
        >
          Quitar «{passkey.name}»
        </button>
      )}
    </li>
  );
}

function AddOwnPasskeyForm({ uid, level }: { uid: string; level: HeadingLevel }) {
  const Heading = level === 2 ? 'h3' : 'h5';
  const add = useAddOwnPasskey(uid);
  const name = usePasskeyNameInput('otra-llave-nombre');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const named = name.accept();
    if (named !== null) add.mutate(named, { onSuccess: () => name.setText('') });
  };
  return (
    <form className="passkey-step__form" noValidate onSubmit={submit}>
      <Heading>Añadir otra llave</Heading>
      <PasskeyWays />
      <PasskeyNameField
        input={name}
        label="Nombre de la llave nueva"
        hint="Por ejemplo «Mi teléfono». Con dos llaves, perder una no te deja sin entrar."
      />
      <p role="status" className="detail-outcome">
        {add.isSuccess ? 'Llave añadida.' : null}
      </p>
      <FailureNotice failure={passkeyFailureText(add.error)} />
      <BusyButton
        type="submit"
        className="button button--secondary"
        busy={add.isPending}
        label="Añadir la llave"
        busyLabel="Esperando tu llave…"
      />
    </form>
  );
}
