import { useId } from 'react';
import type { CsvExportControl } from './use-csv-export';
import { UNRECORDED_DOWNLOAD } from '../../../audit/ui/use-recorded-download';
import { damagedDataMessage } from '../../../shared/ui/damaged-data-message';
import { FileStatus } from '../../../shared/ui/file-status';
import { BusyButton } from '../../../shared/ui/busy-button';
import { ConfirmPrompt } from '../../../shared/ui/confirm-prompt';

const PREPARE_FAILURE = 'No pudimos preparar el archivo. Revisa tu conexión e intenta de nuevo.';

/**
 * Said before the file is made, and read with the button that makes it: what the file holds and
 * how to keep it. It leaves the inbox's protections (the allowlist, the audit of who read what).
 */
export const EXPORT_WARNING =
  'El archivo lleva el DUI y el NIT de cada solicitante, con su teléfono y su correo. Guárdalo solo en una computadora de la cooperativa, no lo reenvíes y bórralo cuando termines. Cada exportación queda anotada en el registro de auditoría.';

const applications = (count: number) => (count === 1 ? 'una solicitud' : `${count} solicitudes`);

interface ExportCsvProps {
  /** The inbox screen's export (useCsvExport), which outlives this control. */
  csv: CsvExportControl;
  /** Whether there is something to export: 'Exportar CSV' is shown only then. */
  offered: boolean;
}

/**
 * 'Exportar CSV' for what the list or the search shows, with the warning that the file holds
 * DUI and NIT numbers, the question a longer file asks before it downloads, and what came of it:
 * shown while there is something to export, and whenever an export is being prepared or has
 * something to say.
 */
export function ExportCsv({ csv, offered }: ExportCsvProps) {
  const warningId = useId();
  const { preparing, outcome } = csv;
  if (!offered && !preparing && outcome === null) return null;
  const waiting = outcome?.kind === 'waiting' ? outcome.file : null;
  const done = outcome?.kind === 'downloaded' ? outcome.file : null;
  const failure = outcome?.kind === 'failed' ? outcome.error : null;
  const unrecorded = outcome?.kind === 'unrecorded';

  return (
    <div className="export-csv">
      <p id={warningId} className="export-csv__warning">
        {EXPORT_WARNING}
      </p>
      {waiting ? (
        <ConfirmPrompt
          confirmLabel={`Exportar ${applications(waiting.count)}`}
          tone="primary"
          describedBy={warningId}
          onConfirm={csv.confirm}
          onCancel={csv.cancel}
        >
          El archivo tiene {applications(waiting.count)}
          {waiting.truncated
            ? `: las ${waiting.count} más recientes (la lista tiene más; usa otro filtro o la búsqueda para el resto)`
            : ''}
          .
        </ConfirmPrompt>
      ) : offered || preparing ? (
        <BusyButton
          className="button button--secondary export-csv__button"
          busy={preparing}
          label="Exportar CSV"
          busyLabel="Preparando el archivo…"
          describedBy={warningId}
          onClick={csv.start}
        />
      ) : null}
      <FileStatus
        status={done ? `Se descargó ${done.fileName} con ${applications(done.count)}.` : ''}
        failure={
          unrecorded
            ? UNRECORDED_DOWNLOAD
            : failure
              ? (damagedDataMessage(failure) ?? PREPARE_FAILURE)
              : null
        }
      />
    </div>
  );
}
