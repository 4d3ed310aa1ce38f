import { numberQuarantine } from '../../../shared/content/retention-period';
import { FailureNotice } from '../../../shared/ui/failure-notice';
import { formatDateTime } from '../../../shared/ui/format-date';
import {
  isPastAlertShare,
  NUMBER_SPACE_ALERT_AT,
  NUMBER_SPACE_ALERT_SHARE,
  NUMBER_SPACE_SIZE,
  numbersInUse,
  numbersText,
  usedPercentText,
} from '../../../submission/domain/number-space';
import { useNumberSpace } from './use-number-space';

const ALERT_SHARE = `${NUMBER_SPACE_ALERT_SHARE * 100} %`;

/**
 * How full the SOL number space is, as the server last measured it: taken, quarantined, free. Past
 * the alert share submits struggle to find a free number; the admins are e-mailed then too.
 */
export function NumberSpacePanel() {
  const numberSpace = useNumberSpace();
  const reading = numberSpace.data;

  return (
    <section className="detail-section" aria-labelledby="numeracion-titulo">
      <h2 id="numeracion-titulo" className="detail-section__title">
        Números de solicitud
      </h2>
      <p>
        Cada solicitud recibe un número al azar entre SOL1000 y SOL9999:{' '}
        {numbersText(NUMBER_SPACE_SIZE)} en total. Los de solicitudes borradas quedan en cuarentena{' '}
        {numberQuarantine.months} meses antes de volver a darse. Con más del {ALERT_SHARE} en uso,
        los envíos tardan más en encontrar un número libre, y la administración recibe un aviso por
        correo; sin ninguno libre, el formulario no puede guardar solicitudes.
      </p>
      {numberSpace.isPending ? <p role="status">Leyendo el medidor…</p> : null}
      <FailureNotice
        failure={
          numberSpace.isError ? 'No pudimos leer el medidor de números. Revisa tu conexión.' : null
        }
      />
      {reading === null ? (
        <p role="status">Todavía no hay medición: el servidor mide cada día.</p>
      ) : null}
      {reading ? (
        <>
          <label htmlFor="numeracion-medidor" className="retention__count">
            {`En uso: ${usedPercentText(reading)} de los números`}
          </label>
          <meter
            id="numeracion-medidor"
            className="number-space__meter"
            min={0}
            max={NUMBER_SPACE_SIZE}
            high={NUMBER_SPACE_ALERT_AT}
            optimum={0}
            value={numbersInUse(reading)}
          >
            {usedPercentText(reading)}
          </meter>
          <dl className="detail-fields">
            <div>
              <dt>Con solicitud</dt>
              <dd>{numbersText(reading.taken)}</dd>
            </div>
            <div>
              <dt>En cuarentena (de solicitudes borradas)</dt>
              <dd>{numbersText(reading.quarantined)}</dd>
            </div>
            <div>
              <dt>Libres</dt>
              <dd>{numbersText(reading.free)}</dd>
            </div>
          </dl>
          {/* No full stop: the time ends in "a. m." already. */}
          <p>Medido el {formatDateTime(reading.measuredAt)}</p>
          {isPastAlertShare(reading) ? (
            <p role="alert" className="notice notice--error">
              Se usa más del {ALERT_SHARE} de los números: cada vez más envíos encuentran ocupados
              los números que prueban. Pide a quien mantiene el sistema que amplíe el rango antes de
              que se acaben.
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
