import { useState } from 'react';
import { numberQuarantine, retentionPeriod } from '../../../shared/content/retention-period';
import { formatDateTime } from '../../../shared/ui/format-date';
import { ToolButton } from '../../../shared/ui/tool-button';
import { ConfirmPrompt } from '../../../shared/ui/confirm-prompt';
import { focusOnMount } from '../../../shared/ui/focus-on-mount';
import { PURGE_FAILURE } from '../privacy-messages';
import { useExpiredCount } from './use-expired-count';
import { useExpiredList } from './use-expired-list';
import { usePurge } from './use-purge';
import { FailureNotice } from '../../../shared/ui/failure-notice';
import { countText, isCountCapped } from '../../../inbox/domain/application-count';

const applications = (count: number) => (count === 1 ? '1 solicitud' : `${count} solicitudes`);

/** The expired ones as counted: past a page, 'más de 30 solicitudes' (application-count.ts). */
const expiredApplications = (count: number) =>
  isCountCapped(count) ? `${countText(count)} solicitudes` : applications(count);

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const numbers = (count: number) =>
  isCountCapped(count)
    ? `${countText(count)} números`
    : count === 1
      ? '1 número'
      : `${count} números`;

/** What the button does: the erasures, the numbers freed, or both. */
function purgeLabel(expired: number, quarantineEnded: number): string {
  const release = `liberar ${numbers(quarantineEnded)}`;
  if (expired === 0) return capitalized(release);
  const erase = `Borrar las ${expiredApplications(expired)} vencidas`;
  return quarantineEnded === 0 ? erase : `${erase} y ${release}`;
}

function confirmLabel(expired: number, quarantineEnded: number): string {
  const release = `liberar ${numbers(quarantineEnded)}`;
  if (expired === 0) return `Sí, ${release}`;
  const erase = `Sí, borrar ${expiredApplications(expired)}`;
  return quarantineEnded === 0 ? erase : `${erase} y ${release}`;
}

const freedText = (count: number) =>
  count === 1 ? 'Se liberó 1 número.' : `Se liberaron ${count} números.`;

/** Which applications the purge will erase, named before the admin confirms. */
function ExpiredList() {
  const list = useExpiredList(true);
  if (list.isPending) return <p role="status">Buscando cuáles son…</p>;
  if (list.isError)
    return (
      <FailureNotice failure="No pudimos listar las solicitudes vencidas. Revisa tu conexión." />
    );
  const { ids, more } = list.data;
  return (
    <div className="retention__list">
      <p id="vencidas-lista">Se borrarán estas solicitudes, de la más antigua a la más reciente:</p>
      <ul aria-labelledby="vencidas-lista">
        {ids.map((id) => (
          <li key={id}>{id}</li>
        ))}
      </ul>
      {more ? <p>Y otras más: la limpieza sigue hasta borrar todas las vencidas.</p> : null}
    </div>
  );
}

/**
 * The retention the privacy notice promises: how many applications passed the period without
 * reaching Asociada, and their deletion in one confirmed action. Asociada is never counted.
 */
export function RetentionPanel() {
  const expired = useExpiredCount();
  const { purge, progress } = usePurge();
  const [confirming, setConfirming] = useState(false);
  const count = expired.data?.count ?? 0;
  const quarantineEnded = expired.data?.quarantineEnded ?? 0;
  const quarantine = `${numberQuarantine.months} meses`;

  const run = () => {
    setConfirming(false);
    purge.mutate();
  };

  return (
    <section className="detail-section" aria-labelledby="conservacion-titulo">
      <h2 id="conservacion-titulo" className="detail-section__title">
        Conservación de datos
      </h2>
      <p>
        El aviso de privacidad promete borrar las solicitudes que no terminan en afiliación después
        de que se cumplen {retentionPeriod.months} meses desde su envío. La administración hace esta
        limpieza {retentionPeriod.purgeEvery}. Las solicitudes asociadas nunca se borran aquí.
      </p>
      <p>
        De cada solicitud borrada queda un registro sin datos personales que guarda su número
        durante {quarantine}, para que quien vuelva con ese número sepa qué pasó; después, la misma
        limpieza elimina el registro y el número puede darse a otra solicitud.
      </p>
      {expired.isPending ? <p role="status">Contando las solicitudes vencidas…</p> : null}
      <FailureNotice
        failure={
          expired.isError ? 'No pudimos contar las solicitudes vencidas. Revisa tu conexión.' : null
        }
      />
      {expired.data ? (
        <p role="status" className="retention__count">
          {count === 0
            ? 'No hay solicitudes vencidas.'
            : `${capitalized(expiredApplications(count))} pasaron ${retentionPeriod.months} meses sin llegar a Asociada (enviadas hasta el ${formatDateTime(expired.data.cutoff)}).`}
        </p>
      ) : null}
      {expired.data && quarantineEnded > 0 ? (
        <p role="status" className="retention__count">
          {`${capitalized(numbers(quarantineEnded))} de solicitudes borradas hasta el ${formatDateTime(expired.data.quarantineCutoff)} ${quarantineEnded === 1 ? 'cumplió' : 'cumplieron'} ${quarantine} de cuarentena: la limpieza ${quarantineEnded === 1 ? 'lo libera' : 'los libera'}.`}
        </p>
      ) : null}
      {(count > 0 || quarantineEnded > 0) && !confirming && !purge.isPending ? (
        <ToolButton
          label={purgeLabel(count, quarantineEnded)}
          onClick={() => setConfirming(true)}
        />
      ) : null}
      {confirming ? (
        // The button that asked is gone: the keyboard goes on from here, the list read first.
        <div className="retention__confirm" tabIndex={-1} ref={focusOnMount}>
          {count > 0 ? <ExpiredList /> : null}
          <ConfirmPrompt
            confirmLabel={confirmLabel(count, quarantineEnded)}
            tone="danger"
            onConfirm={run}
            onCancel={() => setConfirming(false)}
          >
            {count > 0
              ? `Se borrarán para siempre los datos personales, el historial y las notas de ${expiredApplications(count)}. De cada una queda solo constancia del número, la fecha, quién la borró y el motivo. No se puede deshacer.`
              : null}
            {count > 0 && quarantineEnded > 0 ? ' ' : null}
            {quarantineEnded > 0
              ? `Se eliminarán los registros de borrado de ${numbers(quarantineEnded)} que cumplieron la cuarentena: esos números podrán darse a nuevas solicitudes.`
              : null}
          </ConfirmPrompt>
        </div>
      ) : null}
      <p role="status" className="detail-outcome">
        {purge.isPending
          ? isCountCapped(count)
            ? `Borrando… ${progress} borradas hasta ahora.`
            : `Borrando… ${progress} de ${count}.`
          : purge.isSuccess
            ? [
                purge.data.erased.length > 0 || purge.data.freed.length === 0
                  ? `Se borraron ${applications(purge.data.erased.length)} vencidas.`
                  : null,
                purge.data.freed.length > 0 ? freedText(purge.data.freed.length) : null,
              ]
                .filter(Boolean)
                .join(' ')
            : null}
      </p>
      {purge.isError ? (
        <p role="alert" className="field__error">
          {PURGE_FAILURE} Se borraron {applications(progress)}.
        </p>
      ) : null}
    </section>
  );
}
