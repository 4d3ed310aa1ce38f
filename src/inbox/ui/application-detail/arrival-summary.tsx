import type { ApplicationId } from '../../../applications/domain/application-id';
import { describeArrival } from '../../domain/arrival-description';
import { damagedDataMessage } from '../../../shared/ui/damaged-data-message';
import { FailureNotice } from '../../../shared/ui/failure-notice';
import { useArrivalRecord } from './use-arrival-record';

const ARRIVAL_FAILURE =
  'No pudimos consultar si se envió el acuse por correo ni si la solicitud está marcada para revisión. Revisa tu conexión.';

/**
 * Whether the applicant's receipt went out, and the server's review mark, as a badge with its
 * reason: before the fields, so staff see a marked application before they work it.
 */
export function ArrivalSummary({ id }: { id: ApplicationId }) {
  const arrival = useArrivalRecord(id);
  const description = arrival.data ? describeArrival(arrival.data) : null;

  return (
    <div className="arrival">
      {arrival.isPending ? <p role="status">Consultando el acuse por correo…</p> : null}
      <FailureNotice
        failure={arrival.isError ? (damagedDataMessage(arrival.error) ?? ARRIVAL_FAILURE) : null}
      />
      {description?.review ? (
        <p className="arrival__review">
          <span className="review-badge">{description.review.label}</span>{' '}
          {description.review.explanation}
        </p>
      ) : null}
      {description ? <p className="arrival__receipt">{description.receipt}</p> : null}
    </div>
  );
}
