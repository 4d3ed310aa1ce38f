import type { ReactNode } from 'react';
import { ShortNameSearchError, UnrecognisedSearchError } from '../../domain/inbox-errors';
import { damagedDataMessage } from '../../../shared/ui/damaged-data-message';
import { ExportCsv } from '../export/export-csv';
import type { CsvExportControl } from '../export/use-csv-export';
import { ApplicationTable, type ApplicationOpener } from '../list/application-table';
import { useSearch } from './use-search';
import { useWideScreen } from '../../../shared/ui/use-wide-screen';

const UNRECOGNISED =
  'Eso no parece un número, un nombre, un DUI, un teléfono ni un correo. Escríbelo así: 4821 o SOL4821, López, 02495046-3, 7123-4567 o nombre@correo.com.';

/** A name is found by the start of a word: one letter would match half the inbox. */
const SHORT_NAME = 'Escribe al menos 2 letras del nombre o del apellido.';

const searchErrorMessage = (error: Error) =>
  error instanceof UnrecognisedSearchError
    ? UNRECOGNISED
    : error instanceof ShortNameSearchError
      ? SHORT_NAME
      : (damagedDataMessage(error) ?? SEARCH_FAILURE);

const SEARCH_FAILURE = 'No pudimos buscar. Revisa tu conexión e intenta de nuevo.';

interface SearchResultsProps {
  text: string;
  opener: ApplicationOpener;
  csv: CsvExportControl;
  /**
   * Shown when nothing is found: what the page composes in (the privacy module says whether an
   * application was erased under a SOL number; the inbox knows nothing of erasures).
   */
  noMatchNotice?: (text: string) => ReactNode;
}

export function SearchResults({ text, opener, csv, noMatchNotice }: SearchResultsProps) {
  const search = useSearch(text);
  const found = search.isSuccess ? search.data.applications : [];
  // Above the results on a computer, after them on a phone (as the list does).
  const wide = useWideScreen();
  const exportCsv = <ExportCsv csv={csv} offered={found.length > 0} />;

  return (
    <>
      {search.isPending ? (
        <p role="status" className="inbox-message">
          Buscando…
        </p>
      ) : null}
      {search.isError ? (
        <p role="alert" className="notice notice--error">
          {searchErrorMessage(search.error)}
        </p>
      ) : null}
      {search.isSuccess ? (
        <p role="status" className="inbox-message">
          {found.length === 0
            ? `No encontramos ninguna solicitud con «${text}».`
            : `${found.length === 1 ? 'Una solicitud' : `${found.length} solicitudes`} con «${text}».`}
        </p>
      ) : null}
      {search.isSuccess && found.length === 0 ? noMatchNotice?.(text) : null}
      {/* Shown while searching too: an export still being prepared says what came of it here. */}
      {wide ? exportCsv : null}
      {search.isSuccess && found.length > 0 ? (
        <ApplicationTable
          caption={`Resultados de la búsqueda «${text}»`}
          applications={found}
          asOf={search.data.asOf}
          opener={opener}
        />
      ) : null}
      {wide ? null : exportCsv}
    </>
  );
}
