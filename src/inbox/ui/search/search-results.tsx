import type { ApplicationId } from '../../../submission/domain/application-id';
import { UnrecognisedSearchError } from '../../domain/inbox-errors';
import { damagedDataMessage } from '../../../shared/ui/damaged-data-message';
import { ExportCsv } from '../export/export-csv';
import { ApplicationTable } from '../list/application-table';
import { useSearch } from './use-search';

const UNRECOGNISED =
  'Eso no parece un número SOL, un DUI, un teléfono ni un correo. Escríbelo así: SOL4821, 02495046-3, 7123-4567 o nombre@correo.com.';

const SEARCH_FAILURE = 'No pudimos buscar. Revisa tu conexión e intenta de nuevo.';

interface SearchResultsProps {
  text: string;
  onOpen: (id: ApplicationId) => void;
}

export function SearchResults({ text, onOpen }: SearchResultsProps) {
  const search = useSearch(text);

  if (search.isPending)
    return (
      <p role="status" className="inbox-message">
        Buscando…
      </p>
    );
  if (search.isError) {
    return (
      <p role="alert" className="notice notice--error">
        {search.error instanceof UnrecognisedSearchError
          ? UNRECOGNISED
          : (damagedDataMessage(search.error) ?? SEARCH_FAILURE)}
      </p>
    );
  }
  const found = search.data;
  return (
    <>
      <p role="status" className="inbox-message">
        {found.length === 0
          ? `No encontramos ninguna solicitud con «${text}».`
          : `${found.length === 1 ? 'Una solicitud' : `${found.length} solicitudes`} con «${text}».`}
      </p>
      {found.length > 0 ? <ExportCsv key={text} view={{ kind: 'search', text }} /> : null}
      {found.length > 0 ? (
        <ApplicationTable
          caption={`Resultados de la búsqueda «${text}»`}
          applications={found}
          onOpen={onOpen}
        />
      ) : null}
    </>
  );
}
