import { useRef, useState } from 'react';
import { ConfirmPrompt } from '../../shared/ui/confirm-prompt';
import { FailureNotice } from '../../shared/ui/failure-notice';
import { formatDateTime } from '../../shared/ui/format-date';
import type { PasskeySummary } from '../domain/passkey';
import { passkeyFailureText } from './passkey-messages';
import { usePasskeysOf, useTakeAwayPasskeys } from './use-passkeys';

/** The latest use of any of the keys, or null if none was used yet. */
export function lastUseOf(keys: readonly PasskeySummary[]): Date | null {
  return keys.reduce<Date | null>(
    (latest, { lastUsedAt }) =>
      lastUsedAt && (!latest || lastUsedAt > latest) ? lastUsedAt : latest,
    null,
  );
}

const keysText = (count: number) => (count === 1 ? '1 llave' : `${count} llaves`);

/**
 * Equipo (admins): how many passkeys a member has and when one was last used, and taking them
 * all away (a lost phone), which ends the member's open sessions at once. The server checks who
 * may and records each key taken in Auditoría.
 */
export function MemberPasskeys({ uid, email }: { uid: string; email: string }) {
  const keys = usePasskeysOf(uid, false);
  const takeAway = useTakeAwayPasskeys();
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const questionId = `llaves-${uid}-pregunta`;
  const count = keys.data?.length ?? 0;
  const lastUse = keys.data ? lastUseOf(keys.data) : null;

  return (
    <div className="member-passkeys">
      <dl className="team-member__facts">
        <div>
          <dt>Llaves de acceso</dt>
          <dd>
            {keys.isPending ? 'Cargando…' : null}
            {keys.isError ? 'No pudimos leerlas' : null}
            {keys.data ? (count === 0 ? 'Ninguna todavía' : keysText(count)) : null}
          </dd>
        </div>
        <div>
          <dt>Último uso de una llave</dt>
          <dd>{lastUse ? formatDateTime(lastUse) : 'Nunca'}</dd>
        </div>
      </dl>
      {count > 0 ? (
        <button
          ref={opener}
          type="button"
          className="button button--destructive"
          disabled={takeAway.isPending}
          onClick={() => setConfirming(true)}
        >
          Quitar sus llaves
        </button>
      ) : null}
      {confirming ? (
        <ConfirmPrompt
          confirmLabel="Sí, quitar sus llaves"
          tone="danger"
          describedBy={questionId}
          onConfirm={() => {
            setConfirming(false);
            takeAway.mutate({ uid });
          }}
          onCancel={() => {
            setConfirming(false);
            opener.current?.focus();
          }}
        >
          <span id={questionId}>
            {email} perderá sus {keysText(count)} de acceso y se cierran sus sesiones abiertas. Para
            volver a entrar, después de su contraseña creará una llave nueva.
          </span>
        </ConfirmPrompt>
      ) : null}
      <p role="status" className="detail-outcome">
        {takeAway.isPending ? 'Quitando…' : null}
        {takeAway.isSuccess ? 'Llaves quitadas: sus sesiones abiertas se cerraron.' : null}
      </p>
      <FailureNotice failure={passkeyFailureText(takeAway.error)} />
    </div>
  );
}
