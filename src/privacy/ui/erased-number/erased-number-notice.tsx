import { formatDateTime } from '../../../shared/ui/format-date';
import { ERASURE_REASON_LABELS } from '../../domain/erasure';
import { useErasedNumber } from './use-erased-number';

/**
 * Under the inbox's search, when a SOL number finds no application: whether one was erased under
 * it, when and why, and while its quarantine lasts, that the number is nobody else's yet. Nothing
 * when it was not, or when storage cannot say (the search already says it found nothing).
 */
export function ErasedNumberNotice({ text }: { text: string }) {
  const erased = useErasedNumber(text).data;
  if (!erased) return null;
  const { id, erasedAt, reason, reusableFrom, quarantined } = erased;
  return (
    <div role="status" className="notice">
      <p>
        La solicitud {id} fue borrada el {formatDateTime(erasedAt)} (motivo:{' '}
        {ERASURE_REASON_LABELS[reason]}). No queda ningún dato de quien la envió.
      </p>
      {quarantined ? (
        <p>
          El número {id} no se da a nadie más al menos hasta el {formatDateTime(reusableFrom)}:
          quien lo trae es quien envió la solicitud borrada. Explícale que sus datos se borraron y
          que puede llenar una solicitud nueva; si pregunta por el borrado, pásalo a la
          administración.
        </p>
      ) : (
        <p>
          El número {id} ya cumplió su cuarentena: la próxima limpieza lo libera y podrá darse a una
          solicitud nueva.
        </p>
      )}
    </div>
  );
}
