import { useSignedInMember } from '../../access/ui/signed-in-member-context';
import { downloadFile } from '../../shared/ui/download-file';
import { UnrecordedExportError } from '../domain/audit-errors';
import type { DataExportEvent } from '../domain/audit-record';
import { useAuditUseCases } from './audit-use-cases';

/** A file ready to leave the inbox, and what the audit log records of it. */
export interface RecordedFile {
  fileName: string;
  content: string;
  /** The file's media type, e.g. text/csv;charset=utf-8. */
  type: string;
  audit: DataExportEvent;
}

/**
 * Hands a file to the browser only once the audit log holds its record (who, when, what, how
 * many): the CSV export and the personal-data download both go through here. When the record
 * cannot be written the promise rejects with UnrecordedExportError and no file is made; the
 * caller says so (UNRECORDED_DOWNLOAD).
 */
export function useRecordedDownload(): (file: RecordedFile) => Promise<void> {
  const { recordExport } = useAuditUseCases();
  const member = useSignedInMember();
  return async ({ fileName, content, type, audit }) => {
    try {
      await recordExport.execute(audit, member);
    } catch (error) {
      throw new UnrecordedExportError(`${audit.kind} not recorded`, { cause: error });
    }
    downloadFile(fileName, content, type);
  };
}

/** Said when a file was not handed over because its record could not be written. */
export const UNRECORDED_DOWNLOAD =
  'No se descargó el archivo: no pudimos anotarlo en el registro de auditoría, y ningún archivo sale sin quedar anotado. Revisa tu conexión e intenta de nuevo.';
