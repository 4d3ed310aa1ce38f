import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { CsvExport } from '../../application/export-applications';
import { INBOX_PAGE_SIZE } from '../../../applications/domain/application-lists';
import type { ExportView } from '../../domain/application-export';
import { useInboxUseCases } from '../inbox-use-cases';
import { useRecordedDownload } from '../../../audit/ui/use-recorded-download';

const CSV_TYPE = 'text/csv;charset=utf-8';

/**
 * What came of the last export: a file waiting to be confirmed, downloaded, a file that could not
 * be prepared, or one not handed over because the audit log could not record it.
 */
export type CsvExportOutcome =
  | { kind: 'waiting'; file: CsvExport }
  | { kind: 'downloaded'; file: CsvExport }
  | { kind: 'failed'; error: Error }
  | { kind: 'unrecorded'; error: Error };

export interface CsvExportControl {
  preparing: boolean;
  outcome: CsvExportOutcome | null;
  /** Prepares the file of what is shown now: downloads it, or waits for `confirm` if it is long. */
  start: () => void;
  confirm: () => void;
  cancel: () => void;
}

const keyOf = (view: ExportView) =>
  view.kind === 'list' ? `list:${view.filter}` : `search:${view.text}`;

/**
 * The inbox's export of `view` (what the list or the search shows), held by the inbox screen rather
 * than by the 'Exportar CSV' control: the list and the search replace that control as they load,
 * change stage or search again, and a file still being prepared then must still be downloaded, or
 * asked about, and said so. A file of one page or less downloads at once; a longer one waits for
 * staff to confirm, kept in the page's memory only until then. What came of an earlier export is
 * let go when staff move to another list or search; what comes of one still being prepared then
 * is shown where they are. Every file is recorded in the audit log before it is handed over
 * (useRecordedDownload): no record, no file.
 */
export function useCsvExport(view: ExportView): CsvExportControl {
  const { exportApplications } = useInboxUseCases();
  const [outcome, setOutcome] = useState<CsvExportOutcome | null>(null);
  const shown = keyOf(view);
  const [outcomeShownIn, setOutcomeShownIn] = useState(shown);
  if (outcomeShownIn !== shown) {
    setOutcomeShownIn(shown);
    setOutcome(null);
  }
  const prepare = useMutation({
    mutationFn: (what: ExportView) => exportApplications.execute(what),
  });
  const recordedDownload = useRecordedDownload();
  const handOver = useMutation({
    mutationFn: (file: CsvExport) => recordedDownload({ ...file, type: CSV_TYPE }),
  });

  const download = (file: CsvExport) => {
    setOutcome(null);
    handOver.mutate(file, {
      onSuccess: () => setOutcome({ kind: 'downloaded', file }),
      onError: (error) => setOutcome({ kind: 'unrecorded', error }),
    });
  };
  const start = () => {
    setOutcome(null);
    prepare.mutate(view, {
      onSuccess: (file) =>
        file.count > INBOX_PAGE_SIZE ? setOutcome({ kind: 'waiting', file }) : download(file),
      onError: (error) => setOutcome({ kind: 'failed', error }),
    });
  };
  const confirm = () => {
    if (outcome?.kind === 'waiting') download(outcome.file);
  };
  const cancel = () => setOutcome(null);

  return {
    preparing: prepare.isPending || handOver.isPending,
    outcome,
    start,
    confirm,
    cancel,
  };
}
