import { useMutation } from '@tanstack/react-query';
import type { ApplicationRecord } from '../../../inbox/domain/application-record';
import { damagedDataMessage } from '../../../shared/ui/damaged-data-message';
import { FileStatus } from '../../../shared/ui/file-status';
import { downloadFile } from '../../../shared/ui/download-file';
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
 * Access (a text anyone can read) and portability (JSON another system can load), history included.
 */
export function PersonalDataDownloads({ applications }: { applications: ApplicationRecord[] }) {
  const { exportPersonalData } = usePrivacyUseCases();
  const member = useSignedInMember();
  const prepare = useMutation({
    mutationFn: async (format: Format) => ({
      format,
      files: await exportPersonalData.execute(applications, member),
    }),
    onSuccess: ({ format, files }) =>
      downloadFile(files[format].fileName, files[format].content, TYPES[format]),
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
        failure={prepare.isError ? (damagedDataMessage(prepare.error) ?? DOWNLOAD_FAILURE) : null}
      />
    </div>
  );
}
