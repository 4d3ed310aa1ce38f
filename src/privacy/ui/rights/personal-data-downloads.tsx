import { useMutation } from '@tanstack/react-query';
import type { ApplicationRecord } from '../../../applications/domain/application-record';
import { damagedDataMessage } from '../../../shared/ui/damaged-data-message';
import { FileStatus } from '../../../shared/ui/file-status';
import { UNRECORDED_DOWNLOAD, useRecordedDownload } from '../../../audit/ui/use-recorded-download';
import { UnrecordedExportError } from '../../../audit/domain/audit-errors';
import { useSignedInMember } from '../../../access/ui/signed-in-member-context';
import { usePrivacyUseCases } from '../privacy-use-cases';
import { DOWNLOAD_FAILURE } from '../privacy-messages';

type Format = 'text' | 'json';
const TYPES: Record<Format, string> = {
  text: 'text/plain;charset=utf-8',
  json: 'application/json;charset=utf-8',
};
const FORMATS: readonly { format: Format; label: string }[] = [
  { format: 'text', label: 'Descargar sus datos (texto)' },
  { format: 'json', label: 'Descargar sus datos (JSON)' },
];

/**
 * Access (a text anyone can read) and portability (JSON another system can load), history
 * included; each download recorded in the audit log first (which numbers, which format).
 */
export function PersonalDataDownloads({ applications }: { applications: ApplicationRecord[] }) {
  const { exportPersonalData } = usePrivacyUseCases();
  const member = useSignedInMember();
  const recordedDownload = useRecordedDownload();
  const prepare = useMutation({
    // Recorded in the audit log before the browser gets the file: no record, no file.
    mutationFn: async (format: Format) => {
      const files = await exportPersonalData.execute(applications, member);
      await recordedDownload({ ...files[format], type: TYPES[format] });
      return { format, files };
    },
  });
  const saved = prepare.data ? prepare.data.files[prepare.data.format].fileName : null;

  return (
    <div className="export-csv">
      <div className="export-csv__buttons">
        {FORMATS.map(({ format, label }) => (
          <button
            key={format}
            type="button"
            className="button button--secondary"
            disabled={prepare.isPending}
            onClick={() => prepare.mutate(format)}
          >
            {label}
          </button>
        ))}
      </div>
      <FileStatus
        status={
          prepare.isPending
            ? 'Preparando el archivo…'
            : saved
              ? `Se descargó ${saved}. Entrégalo al titular y bórralo de esta computadora.`
              : ''
        }
        failure={
          prepare.error instanceof UnrecordedExportError
            ? UNRECORDED_DOWNLOAD
            : prepare.isError
              ? (damagedDataMessage(prepare.error) ?? DOWNLOAD_FAILURE)
              : null
        }
      />
    </div>
  );
}
