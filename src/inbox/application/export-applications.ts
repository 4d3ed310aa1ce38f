import { MAX_SEARCH_RESULTS, requireSearchQuery } from '../domain/search-query';
import type { Clock } from '../../shared/domain/clock';
import type { ApplicationInbox, InboxPage } from '../../applications/domain/application-inbox';
import type { ListFilter } from '../domain/list-filters';
import { MAX_EXPORTED_ROWS, type CsvExportEvent } from '../../audit/domain/audit-record';
import {
  exportFileName,
  exportTable,
  listViewName,
  searchViewName,
  type CsvWriter,
  type ExportView,
} from '../domain/application-export';
import type { ApplicationRecord } from '../../applications/domain/application-record';
import { nextOfList, watchList } from './list-reads';

/**
 * The most applications one export reads: 34 pages of 30 (Firestore bills 31 document reads a
 * page, about 1,050 in all, and a page downloads at most 200 KB). A list longer than this is
 * exported up to here, newest first, and the export says so. The audit log's bound on an
 * export's rows, so that every file can be recorded.
 */
export const MAX_EXPORT_APPLICATIONS = MAX_EXPORTED_ROWS;

export interface CsvExport {
  fileName: string;
  /** The file's text, byte order mark first. */
  content: string;
  /** How many applications it holds (rows after the header). */
  count: number;
  /** True when the list had more than MAX_EXPORT_APPLICATIONS: the oldest were left out. */
  truncated: boolean;
  /** What the audit log records before the file is handed over: the view's name and the rows. */
  audit: CsvExportEvent;
}

/**
 * The applications staff are looking at (a stage's list, or a search's results) as a CSV file:
 * Spanish headers, dates in El Salvador's time, formulas neutralised. A list is read page by page
 * from the newest, never in one read, and at most MAX_EXPORT_APPLICATIONS.
 */
export class ExportApplications {
  constructor(
    private readonly inbox: ApplicationInbox,
    private readonly csv: CsvWriter,
    private readonly clock: Clock,
  ) {}

  async execute(view: ExportView): Promise<CsvExport> {
    // One moment for the whole file: the waiting list's cutoff, and every row's days.
    const now = this.clock.now();
    const { records, truncated, viewName } =
      view.kind === 'list'
        ? { ...(await this.list(view.filter, now)), viewName: listViewName(view.filter) }
        : await this.search(view.text);
    return {
      fileName: exportFileName(view, now),
      content: this.csv.write(exportTable(records, now)),
      count: records.length,
      truncated,
      audit: { kind: 'exportacion-csv', view: viewName, rows: records.length },
    };
  }

  private async list(
    filter: ListFilter,
    now: Date,
  ): Promise<{ records: ApplicationRecord[]; truncated: boolean }> {
    const seen = new Set<string>();
    const records: ApplicationRecord[] = [];
    let page = await this.firstPage(filter, now);
    for (;;) {
      // A file holds the whole list or is not made: one application quietly left out would be
      // missed for good once the file leaves the inbox. The list on screen names the damaged one.
      const [unreadable] = page.unreadable;
      if (unreadable) throw unreadable;
      for (const record of page.applications) {
        if (seen.has(record.id)) continue;
        if (records.length === MAX_EXPORT_APPLICATIONS) return { records, truncated: true };
        seen.add(record.id);
        records.push(record);
      }
      if (page.next === null) return { records, truncated: false };
      if (records.length === MAX_EXPORT_APPLICATIONS) return { records, truncated: true };
      page = await nextOfList(this.inbox, filter, now, page.next);
    }
  }

  /** The live first page's first value; the subscription then stops. */
  private firstPage(filter: ListFilter, now: Date): Promise<InboxPage> {
    return new Promise((resolve, reject) => {
      let settled = false;
      const stop = watchList(this.inbox, filter, now, {
        next: (page) => settle(() => resolve(page)),
        error: (error) => settle(() => reject(error)),
      });
      function settle(report: () => void) {
        if (settled) return;
        settled = true;
        report();
        // A subscription may answer before it has returned its stop function.
        queueMicrotask(() => stop());
      }
    });
  }

  private async search(text: string) {
    const query = requireSearchQuery(text);
    const records = await this.inbox.search(query.field, query.values, MAX_SEARCH_RESULTS);
    return { records, truncated: false, viewName: searchViewName(query.field) };
  }
}
