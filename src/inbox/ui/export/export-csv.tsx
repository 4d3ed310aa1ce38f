import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { CsvExport } from '../../application/export-applications';
import { INBOX_PAGE_SIZE } from '../../domain/application-inbox';
import type { ExportView } from '../../domain/application-export';
import { useInboxUseCases } from '../inbox-use-cases';
import { damagedDataMessage } from '../../../shared/ui/damaged-data-message';
import { FileStatus } from '../../../shared/ui/file-status';
import { downloadFile } from '../../../shared/ui/download-file';
import { BusyButton } from '../../../shared/ui/busy-button';
import { ConfirmPrompt } from '../../../shared/ui/confirm-prompt';

const CSV_TYPE = 'text/csv;charset=utf-8';
const PREPARE_FAILURE = 'No pudimos preparar el archivo. Revisa tu conexión e intenta de nuevo.';

const applications = (count: number) => (count === 1 ? 'una solicitud' : `${count} solicitudes`);

/**
 * 'Exportar CSV' for what the list or the search shows. A file of one page or less downloads at
 * once; a longer one first says how many applications it holds, and downloads when staff confirm.
 * The file is kept in the page's memory only until then.
 */
export function ExportCsv({ view }: { view: ExportView }) {
  const { exportApplications } = useInboxUseCases();
  const [waiting, setWaiting] = useState<CsvExport | null>(null);
  const [done, setDone] = useState<CsvExport | null>(null);
  const prepare = useMutation({
    mutationFn: (what: ExportView) => exportApplications.execute(what),
  });

  const download = (file: CsvExport) => {
    downloadFile(file.fileName, file.content, CSV_TYPE);
    setWaiting(null);
    setDone(file);
  };
  const start = () => {
    setDone(null);
    prepare.mutate(view, {
      onSuccess: (file) => (file.count > INBOX_PAGE_SIZE ? setWaiting(file) : download(file)),
    });
  };

  return (
    <div className="export-csv">
      {waiting ? (
        <ConfirmPrompt
          confirmLabel={`Exportar ${applications(waiting.count)}`}
          tone="primary"
          onConfirm={() => download(waiting)}
          onCancel={() => setWaiting(null)}
        >
          El archivo tiene {applications(waiting.count)}
          {waiting.truncated
            ? `: las ${waiting.count} más recientes (la lista tiene más; usa otro filtro o la búsqueda para el resto)`
            : ''}
          .
        </ConfirmPrompt>
      ) : (
        <BusyButton
          className="button button--secondary export-csv__button"
          busy={prepare.isPending}
          label="Exportar CSV"
          busyLabel="Preparando el archivo…"
          onClick={start}
        />
      )}
      <FileStatus
        status={done ? `Se descargó ${done.fileName} con ${applications(done.count)}.` : ''}
        failure={prepare.isError ? (damagedDataMessage(prepare.error) ?? PREPARE_FAILURE) : null}
      />
    </div>
  );
}
