import { useState } from 'react';
import { isAdmin } from '../../../access/domain/staff-member';
import { useSignedInMember } from '../../../access/ui/signed-in-member-context';
import { ConfirmPrompt } from '../../../shared/ui/confirm-prompt';
import { FailureNotice } from '../../../shared/ui/failure-notice';
import { ToolButton } from '../../../shared/ui/tool-button';
import { MAX_NUMBERS_PER_REMOVAL } from '../../../audit/domain/audit-record';
import type { ApplicationRecord } from '../../../applications/domain/application-record';
import { isSpam, type SpamRemovalOutcome } from '../../domain/spam-removal';
import { useRemoveSpam } from './use-remove-spam';
import type { ApplicationId } from '../../../applications/domain/application-id';

const applications = (count: number) => (count === 1 ? '1 solicitud' : `${count} solicitudes`);

/**
 * For admins, on the Spam list: removes what the list shows (the pages loaded), after one
 * confirmation that names every number. The numbers are free again at once; the audit log keeps
 * which they were, when and who, and nothing else.
 */
export function SpamRemoval({ shown }: { shown: readonly ApplicationRecord[] }) {
  const member = useSignedInMember();
  const remove = useRemoveSpam();
  // The numbers the confirmation names, fixed as it opens: the live list may change meanwhile.
  const [confirming, setConfirming] = useState<ApplicationId[] | null>(null);
  if (!isAdmin(member)) return null;
  const ids = shown
    .filter(isSpam)
    .map(({ id }) => id)
    .slice(0, MAX_NUMBERS_PER_REMOVAL);

  const run = (named: ApplicationId[]) => {
    setConfirming(null);
    remove.mutate(named);
  };

  return (
    <section className="spam-removal" aria-label="Eliminar spam">
      {ids.length > 0 && !confirming && !remove.isPending ? (
        <ToolButton
          label={`Eliminar ${ids.length === 1 ? 'la solicitud' : `las ${ids.length} solicitudes`} de spam mostradas`}
          onClick={() => setConfirming(ids)}
        />
      ) : null}
      {confirming ? (
        <ConfirmPrompt
          confirmLabel={`Sí, eliminar ${applications(confirming.length)}`}
          tone="danger"
          onConfirm={() => run(confirming)}
          onCancel={() => setConfirming(null)}
        >
          Se eliminarán para siempre {applications(confirming.length)} marcadas como spam, con su
          historial: {confirming.join(', ')}. Sus números quedan libres para solicitudes nuevas. El
          registro de auditoría guarda los números, la fecha y quién las eliminó. No se puede
          deshacer.
        </ConfirmPrompt>
      ) : null}
      <p role="status" className="detail-outcome">
        {remove.isPending ? `Eliminando ${applications(remove.variables.length)}…` : null}
        {remove.isSuccess ? removalOutcome(remove.data) : null}
      </p>
      <FailureNotice
        failure={
          remove.isError
            ? 'No pudimos terminar de eliminar el spam. Revisa tu conexión e intenta de nuevo: lo que quedó se elimina entonces.'
            : null
        }
      />
    </section>
  );
}

function removalOutcome({ removed, kept }: SpamRemovalOutcome): string {
  const done = `Se eliminaron ${applications(removed.length)} de spam; sus números quedan libres.`;
  if (kept.length === 0) return done;
  return `${done} ${applications(kept.length)} ya no estaban cerradas como spam y se dejaron.`;
}
