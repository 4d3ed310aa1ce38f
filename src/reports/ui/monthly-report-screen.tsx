import type { WayBack } from '../../shared/ui/section-error-boundary';
import { StaffSection } from '../../shared/ui/staff-section';
import { useId, useState } from 'react';
import { cooperative, fullAddress } from '../../shared/content/cooperative';
import { damagedDataMessage } from '../../shared/ui/damaged-data-message';
import { downloadFile } from '../../shared/ui/download-file';
import { FailureNotice } from '../../shared/ui/failure-notice';
import { FileStatus } from '../../shared/ui/file-status';
import { focusOnMount } from '../../shared/ui/focus-on-mount';
import { formatDateTime } from '../../shared/ui/format-date';
import { isFinal, type MonthlyReport } from '../domain/monthly-report';
import { isReportMonth, monthName, type ReportMonth } from '../domain/report-month';
import { ReportTables } from './report-tables';
import { useMonthlyReport } from './use-monthly-report';
import { useReportsUseCases } from './reports-use-cases';

const READ_FAILURE = 'No pudimos leer el informe. Revisa tu conexión.';
const CSV_TYPE = 'text/csv;charset=utf-8';

/** Informe in a place of its own: a failure to render it leaves the rest of the page working. */
export function MonthlyReportScreen({ wayBack }: { wayBack: WayBack }) {
  return (
    <StaffSection wayBack={wayBack} className="monthly-report">
      <MonthlyReportContents />
    </StaffSection>
  );
}

/**
 * The board's monthly numbers, for every member: a month picked (the last whole one first), its
 * figures as the server computed them, printed on one page or downloaded as CSV.
 */
function MonthlyReportContents() {
  const { listReportMonths } = useReportsUseCases();
  const [{ months, current, lastClosed }] = useState(() => listReportMonths.execute());
  const [month, setMonth] = useState<ReportMonth>(lastClosed);
  const pickerId = useId();
  const report = useMonthlyReport(month);

  return (
    <>
      <header className="ficha-header">
        <p className="ficha-header__name">{cooperative.name}</p>
        <p>
          {fullAddress} · Tel. {cooperative.office.phone}
        </p>
      </header>
      <h1 className="staff-title" tabIndex={-1} ref={focusOnMount}>
        Informe mensual
      </h1>
      <p className="monthly-report__intro">
        Las cifras de las solicitudes, del formulario en línea y de las charlas informativas de un
        mes, para la junta directiva. El servidor las calcula cada madrugada: el mes en curso hasta
        ese día, y el día 1 el mes que terminó, que ya no cambia. No incluyen datos de ninguna
        persona.
      </p>
      <div className="monthly-report__picker">
        <label htmlFor={pickerId}>Mes</label>
        <select
          id={pickerId}
          className="notice-choice__select"
          value={month}
          onChange={({ target: { value } }) => {
            if (isReportMonth(value)) setMonth(value);
          }}
        >
          {months.map((each) => (
            <option key={each} value={each}>
              {each === current ? `${monthName(each)} (en curso)` : monthName(each)}
            </option>
          ))}
        </select>
      </div>
      <h2 className="monthly-report__title">Informe de {monthName(month)}</h2>
      {report.isPending ? <p role="status">Cargando el informe…</p> : null}
      <FailureNotice
        failure={report.isError ? (damagedDataMessage(report.error) ?? READ_FAILURE) : null}
      />
      {report.data === null ? (
        <p role="status">
          No hay informe de {monthName(month)}: el servidor calcula cada mes desde que existe el
          informe mensual.
        </p>
      ) : null}
      {report.data ? <ReportShown key={month} report={report.data} /> : null}
    </>
  );
}

function ReportShown({ report }: { report: MonthlyReport }) {
  const { exportMonthlyReport } = useReportsUseCases();
  const [downloaded, setDownloaded] = useState<string | null>(null);
  const download = () => {
    const file = exportMonthlyReport.execute(report);
    downloadFile(file.fileName, file.content, CSV_TYPE);
    setDownloaded(file.fileName);
  };

  return (
    <>
      {/* No full stop after a time: it ends in "a. m." already. */}
      <p className="monthly-report__when">
        {isFinal(report)
          ? `Mes completo. Calculado el ${formatDateTime(report.computedAt)}`
          : `Mes en curso: cifras hasta el ${formatDateTime(report.computedAt)}`}
      </p>
      <div className="detail__tools monthly-report__tools">
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          Imprimir
        </button>
        <button type="button" className="button button--secondary" onClick={download}>
          Descargar CSV
        </button>
      </div>
      <FileStatus status={downloaded ? `Se descargó ${downloaded}.` : ''} failure={null} />
      <ReportTables report={report} />
      <ul className="monthly-report__notes">
        <li>
          <strong>Recibidas:</strong> enviadas en el mes, sea cual sea su etapa hoy.
        </li>
        <li>
          <strong>Asociadas:</strong> marcadas como Asociada en el mes, y que lo siguen siendo.
        </li>
        <li>
          <strong>Mediana de días:</strong> de esas, los días de calendario desde que enviaron la
          solicitud hasta que se marcaron como Asociada; la mitad tardó eso o menos.
        </li>
        <li>
          <strong>Cerradas:</strong> los cierres hechos en el mes, por motivo; una solicitud
          reabierta después sigue contando.
        </li>
        <li>
          <strong>Abiertas:</strong> enviadas antes de terminar el mes y que seguían Nuevas, En
          trámite o En revisión cuando se calculó el informe.
        </li>
        <li>
          <strong>Formularios empezados</strong> y <strong>enviados</strong> en la página, contados
          por día sin cookies ni nada que identifique a nadie; una solicitud enviada desde un
          navegador que no deja a la página contarla solo cuenta en Solicitudes recibidas.
        </li>
        <li>
          <strong>Charlas realizadas:</strong> las que empezaron en el mes (hora de El Salvador) y
          ya habían empezado al calcular el informe; <strong>Cupos asignados</strong>, los de esas
          charlas; <strong>Asistencia</strong>, los cupos marcados como asistidos.
        </li>
      </ul>
    </>
  );
}
