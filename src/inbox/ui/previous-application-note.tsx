import type { ApplicationId } from '../../applications/domain/application-id';
import { previousApplicationText } from '../domain/previous-application';
import { useSearch } from './search/use-search';

/**
 * A repeat applicant's earlier application and where it ended, read by its number (one get,
 * shared with a search for it): in the list's row and in the detail.
 */
export function PreviousApplicationNote({ id }: { id: ApplicationId }) {
  const previous = useSearch(id);
  return (
    <span className="previous-application">
      {previous.isSuccess
        ? previousApplicationText(id, previous.data.applications[0])
        : `Solicitud anterior: ${id}.`}
    </span>
  );
}
