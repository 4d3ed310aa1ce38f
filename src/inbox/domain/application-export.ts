import { cooperative } from '../../shared/content/cooperative';
import { CLOSE_REASON_LABELS, STAGE_LABELS } from '../../applications/domain/workflow/stage-labels';
import type { SearchField } from '../../applications/domain/application-inbox';
import type { ListFilter } from './list-filters';
import {
  stageOfRecord,
  type ApplicationRecord,
} from '../../applications/domain/application-record';
import { ageInDays } from './application-age';
import {
  isWaitingOnApplicant,
  lastProgressAt,
  OPEN_STAGES,
  wholeDaysBetween,
} from '../../applications/domain/progress';

/** The office's clock: an export dates applications, and names its file, in its time. */
const OFFICE_TIME_ZONE = cooperative.office.timeZone;

/**
 * The export's columns, in Spanish, in the order of the paper form; then how the application is
 * moving as of the export (src/applications/domain/progress.ts), last so that sheets built on the
 * earlier columns keep working.
 */
export const EXPORT_HEADERS = [
  'Número',
  'Fecha (hora de El Salvador)',
  'Etapa',
  'Motivo de cierre',
  'Nombres',
  'Apellidos',
  'Razón social',
  'Teléfono',
  'DUI',
  'NIT',
  'Correo electrónico',
  'Dirección',
  'Comentarios',
  'Acepta términos',
  'Días desde la solicitud',
  'Último avance (hora de El Salvador)',
  'Días sin avance',
  'Esperando al solicitante',
] as const;

const PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: OFFICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function officeParts(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const parts = Object.fromEntries(
    PARTS.formatToParts(date).map(({ type, value }) => [type, value]),
  );
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

/** 2026-11-21 09:05: sortable as text, and read as a date and time by spreadsheets. */
export function officeDateTime(date: Date): string {
  const { year, month, day, hour, minute } = officeParts(date);
  return `${year}-${month}-${day} ${hour}:${minute}`;
}

/** 2026-11-21, the day in El Salvador. */
export function officeDay(date: Date): string {
  const { year, month, day } = officeParts(date);
  return `${year}-${month}-${day}`;
}

/**
 * One application as one row, under EXPORT_HEADERS, as of `now`. Everything is text exactly as the
 * applicant typed it: neutralising what a spreadsheet would run as a formula is the CSV writer's
 * job. Days without progress only for an open application (Asociada and Cerrada have none to make).
 */
export function exportRow(record: ApplicationRecord, now: Date): string[] {
  const progressed = lastProgressAt(record);
  const open = OPEN_STAGES.includes(stageOfRecord(record));
  return [
    record.id,
    officeDateTime(record.date),
    STAGE_LABELS[stageOfRecord(record)],
    record.closeReason ? CLOSE_REASON_LABELS[record.closeReason] : '',
    record.first_name,
    record.last_name,
    record.company,
    record.phone,
    record.dui,
    record.nit,
    record.email,
    record.address,
    record.message,
    record.terms ? 'Sí' : 'No',
    String(ageInDays(record.date, now)),
    officeDateTime(progressed),
    open ? String(wholeDaysBetween(progressed, now)) : '',
    isWaitingOnApplicant(record, now) ? 'Sí' : 'No',
  ];
}

/** The header row, then one row per application, in the order given, as of `now`. */
export function exportTable(records: readonly ApplicationRecord[], now: Date): string[][] {
  return [[...EXPORT_HEADERS], ...records.map((record) => exportRow(record, now))];
}

const FILTER_SLUGS: Record<ListFilter, string> = {
  nueva: 'nuevas',
  'en-tramite': 'en-tramite',
  esperando: 'esperando-al-solicitante',
  asociada: 'asociadas',
  cerrada: 'cerradas',
  'en-revision': 'en-revision',
  spam: 'spam',
  todas: 'todas',
};

/** Which applications an export holds: a stage's list, or a search's results. */
export type ExportView = { kind: 'list'; filter: ListFilter } | { kind: 'search'; text: string };

/**
 * What the audit log says an export held (src/audit: «Exportó a CSV 23 filas de la lista «En
 * trámite».»): a list by its name, a search only by what it looked for, never by what was typed
 * (a DUI, a phone, an e-mail are personal data, and the log keeps none).
 */
const LIST_VIEW_NAMES: Record<ListFilter, string> = {
  nueva: 'la lista «Nuevas»',
  'en-tramite': 'la lista «En trámite»',
  esperando: 'la lista «Esperando al solicitante»',
  asociada: 'la lista «Asociadas»',
  cerrada: 'la lista «Cerradas»',
  'en-revision': 'la lista «En revisión»',
  spam: 'la lista «Spam»',
  todas: 'la lista «Todas»',
};

const SEARCH_VIEW_NAMES: Record<SearchField, string> = {
  id: 'una búsqueda por número',
  dui: 'una búsqueda por DUI',
  phone: 'una búsqueda por teléfono',
  email: 'una búsqueda por correo electrónico',
  name: 'una búsqueda por nombre',
};

/**
 * Every name an export's audit record may give its view: firestore.rules isCsvExportRecord accept
 * these and no other (tests/unit/domain/export-audit-rules-agree.test.ts keeps the two the same).
 */
export const EXPORT_VIEW_NAMES: readonly string[] = [
  ...Object.values(LIST_VIEW_NAMES),
  ...Object.values(SEARCH_VIEW_NAMES),
];

/** A list's name for the audit log. */
export const listViewName = (filter: ListFilter): string => LIST_VIEW_NAMES[filter];

/** A search's name for the audit log: only the field it looked in. */
export const searchViewName = (field: SearchField): string => SEARCH_VIEW_NAMES[field];

/**
 * e.g. solicitudes-nuevas-2026-11-21.csv, or solicitudes-busqueda-2026-11-21.csv; the day in El
 * Salvador.
 */
export function exportFileName(view: ExportView, now: Date): string {
  const what = view.kind === 'list' ? FILTER_SLUGS[view.filter] : 'busqueda';
  return `solicitudes-${what}-${officeDay(now)}.csv`;
}

/** Turns rows of text into a CSV file's contents. Adapters neutralise spreadsheet formulas. */
export interface CsvWriter {
  write(rows: readonly (readonly string[])[]): string;
}
