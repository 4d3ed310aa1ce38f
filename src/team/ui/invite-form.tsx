import { use, useRef, useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '../../access/domain/staff-member';
import { FailureNotice } from '../../shared/ui/failure-notice';
import { FieldShell } from '../../shared/ui/field-shell';
import { normalizedEmail } from '../domain/team-member';
import { REFUSAL_TEXTS, refusalOf, ROLE_LABELS, teamFailureText } from './team-messages';
import { useInvite } from './use-team';
import { InvitationDeliveryContext, type InvitationDelivery } from './invitation-delivery';

/** What the server refuses of the e-mail itself is said under the field. */
const FIELD_REFUSALS = new Set(['invalid-email', 'already-on-team']);

/** What the form says of how the invited person gets in, before and after the invitation. */
function deliveryTexts(delivery: InvitationDelivery) {
  if (delivery.by === 'email')
    return {
      intro:
        'Le enviamos un correo con un enlace para elegir su contraseña. Con él entra en la bandeja.',
      done: (email: string) =>
        `Invitamos a ${email}: le llega un correo para elegir su contraseña.`,
    };
  const { password } = delivery;
  return {
    intro: `En la demostración no se envía ningún correo: la persona invitada entra en la bandeja con su correo y la contraseña de demostración, ${password}.`,
    done: (email: string) =>
      `Invitamos a ${email}: en la demostración no le llega ningún correo; entra con su correo y la contraseña ${password}.`,
  };
}

/**
 * Invitar: an e-mail and a role. The server creates the account and e-mails the new member a link
 * to choose their password (the demo gives it the demo's password instead, and says so); what it
 * refuses is said where it applies, and focus goes there.
 */
export function InviteForm() {
  const invite = useInvite();
  const texts = deliveryTexts(use(InvitationDeliveryContext));
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [typo, setTypo] = useState(false);
  const [invited, setInvited] = useState<string | null>(null);

  const refusal = refusalOf(invite.error);
  const fieldError = typo
    ? REFUSAL_TEXTS['invalid-email']
    : refusal !== null && FIELD_REFUSALS.has(refusal)
      ? REFUSAL_TEXTS[refusal]
      : undefined;
  const otherFailure = fieldError === undefined ? teamFailureText(invite.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setInvited(null);
    const valid = normalizedEmail(email);
    setTypo(valid === null);
    if (valid === null) {
      invite.reset();
      emailRef.current?.focus();
      return;
    }
    invite.mutate(
      { email: valid, role },
      {
        onSuccess: () => {
          setInvited(valid);
          setEmail('');
          setRole('staff');
        },
        onSettled: () => emailRef.current?.focus(),
      },
    );
  };

  return (
    <form className="staff-form team-invite" noValidate onSubmit={submit} aria-label="Invitar">
      <h2 className="detail-section__title">Invitar</h2>
      <p>{texts.intro}</p>
      <FieldShell id="equipo-correo" label="Correo electrónico de la persona" error={fieldError}>
        {(control) => (
          <input
            ref={emailRef}
            type="email"
            className="field__control"
            autoComplete="off"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            {...control}
          />
        )}
      </FieldShell>
      <fieldset className="team-invite__roles">
        <legend className="field__label">Rol</legend>
        {STAFF_ROLES.map((each) => (
          <label key={each} className="check">
            <input
              type="radio"
              className="check__box"
              name="equipo-rol"
              value={each}
              checked={role === each}
              onChange={() => setRole(each)}
            />
            {ROLE_LABELS[each]}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary" disabled={invite.isPending}>
        {invite.isPending ? 'Invitando…' : 'Invitar'}
      </button>
      <FailureNotice failure={otherFailure} />
      <p role="status" className="detail-outcome">
        {invited ? texts.done(invited) : null}
      </p>
    </form>
  );
}
