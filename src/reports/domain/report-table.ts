import { officeDateTime } from '../../inbox/domain/application-export';
import { CLOSE_REASON_LABELS, STAGE_LABELS } from '../../applications/domain/workflow/stage-labels';
import { CLOSE_REASONS } from '../../applications/domain/workflow/transitions';
import {
  attendanceRate,
  closedTotal,
  isFinal,
  OPEN_STAGES,
  openTotal,
  type MonthlyReport,
  type FormUseInMonth,
  type TalkFigures,
} from './monthly-report';
import { dayName, monthName } from './report-month';
import { sentShare } from '../../form-use/domain/form-use';

/** One figure as staff read it; `part` for a share of the line above it (a reason, a stage). */
export interface ReportLine {
  label: string;
  /** Null where there is nothing to measure (a median of no members, a rate of no seats). */
  value: number | null;
  /** What the screen and the paper say for a null value (the file leaves it empty). */
  none?: string;
  /** A percentage (the file keeps the bare number). */
  percent?: boolean;
  part?: boolean;
}

export interface ReportSection {
  title: string;
  lines: ReportLine[];
  /**
   * Said plainly on screen and on paper instead of a table of zeros (a month without talks) or
   * of nothing (a report kept from before talks were counted). The file keeps the lines.
   */
  note?: string;
  /** Said under the table, beside its figures: what they cover (the day counting began). */
  footnote?: string;
}

export const RECEIVED_LABEL = 'Solicitudes recibidas';
export const ASSOCIATED_LABEL = 'Asociadas';
export const MEDIAN_LABEL = 'Mediana de días desde la solicitud hasta asociarse';
export const CLOSED_LABEL = 'Cerradas';
export const OPEN_LABEL = 'Abiertas al calcular el informe';
export const TALKS_TITLE = 'Charlas informativas';
export const TALKS_HELD_LABEL = 'Charlas realizadas';
export const TALK_SEATS_LABEL = 'Cupos asignados';
export const ATTENDANCE_LABEL = 'Asistencia';
export const ATTENDANCE_RATE_LABEL = 'Porcentaje de los cupos';
export const FORM_USE_TITLE = 'Formulario en línea';
export const FORMS_STARTED_LABEL = 'Formularios empezados';
export const FORMS_SENT_LABEL = 'Formularios enviados';
export const SENT_SHARE_LABEL = 'Porcentaje de los empezados';

/**
 * The talks held, the seats given at them and the seats marked attended, with that share of the
 * seats; a month without talks says so, and a report from before talks were counted too.
 */
function talksSection(
  month: MonthlyReport['month'],
  talks: TalkFigures | undefined,
): ReportSection {
  if (!talks)
    return {
      title: TALKS_TITLE,
      lines: [],
      note: 'Este informe se calculó antes de que se contaran las charlas: no tiene sus cifras.',
    };
  return {
    title: TALKS_TITLE,
    lines: [
      { label: TALKS_HELD_LABEL, value: talks.held },
      { label: TALK_SEATS_LABEL, value: talks.seats },
      { label: ATTENDANCE_LABEL, value: talks.attendance },
      {
        label: ATTENDANCE_RATE_LABEL,
        value: attendanceRate(talks),
        none: 'Sin cupos asignados',
        percent: true,
        part: true,
      },
    ],
    ...(talks.held === 0 ? { note: `No hubo charlas informativas en ${monthName(month)}.` } : {}),
  };
}

/**
 * The public form's use: forms begun and sent on the page, and that share ("—" when none was
 * begun); a month before they were counted says so, and the month counting began says from when.
 */
function formUseSection(formUse: FormUseInMonth | undefined): ReportSection {
  if (!formUse)
    return {
      title: FORM_USE_TITLE,
      lines: [],
      note: 'El uso del formulario aún no se contaba en este mes: este informe no tiene sus cifras.',
    };
  return {
    title: FORM_USE_TITLE,
    ...(formUse.countedFrom
      ? { footnote: `Contado desde el ${dayName(formUse.countedFrom)}.` }
      : {}),
    lines: [
      { label: FORMS_STARTED_LABEL, value: formUse.started },
      { label: FORMS_SENT_LABEL, value: formUse.sent },
      {
        label: SENT_SHARE_LABEL,
        value: sentShare(formUse),
        none: '—',
        percent: true,
        part: true,
      },
    ],
  };
}

/**
 * The report as the screen, the paper and the file list it: one place for the order and the
 * words.
 */
export function reportSections({
  month,
  applications,
  talks,
  formUse,
}: MonthlyReport): ReportSection[] {
  return [
    {
      title: 'Solicitudes',
      lines: [
        { label: RECEIVED_LABEL, value: applications.received },
        { label: ASSOCIATED_LABEL, value: applications.associated },
        { label: MEDIAN_LABEL, value: applications.medianDaysToMember, none: 'Ninguna asociada' },
        { label: CLOSED_LABEL, value: closedTotal(applications) },
        ...CLOSE_REASONS.map((reason) => ({
          label: CLOSE_REASON_LABELS[reason],
          value: applications.closedByReason[reason],
          part: true,
        })),
        { label: OPEN_LABEL, value: openTotal(applications) },
        ...OPEN_STAGES.map((stage) => ({
          label: STAGE_LABELS[stage],
          value: applications.openWhenComputed[stage],
          part: true,
        })),
      ],
    },
    // How the application form itself was used, beside the applications it brought.
    formUseSection(formUse),
    talksSection(month, talks),
  ];
}

export const CSV_HEADERS = ['Mes', 'Sección', 'Concepto', 'Cifra'] as const;

/**
 * One figure a row, each row naming its month: files of several months stack into one sheet.
 * Figures are plain digits (a median may have .5), so a spreadsheet reads them as numbers.
 */
export function reportCsvRows(report: MonthlyReport): string[][] {
  const row = (section: string, concept: string, figure: string) => [
    report.month,
    section,
    concept,
    figure,
  ];
  const figures = reportSections(report).flatMap(({ title, lines }) => {
    let whole = '';
    return lines.map(({ label, value, part }) => {
      if (!part) whole = label;
      return row(title, part ? `${whole}: ${label}` : label, value === null ? '' : String(value));
    });
  });
  return [
    [...CSV_HEADERS],
    row('Informe', 'Calculado (hora de El Salvador)', officeDateTime(report.computedAt)),
    row('Informe', 'Mes completo', isFinal(report) ? 'Sí' : 'No, en curso'),
    ...figures,
  ];
}

/** e.g. informe-mensual-2026-11.csv. */
export const reportFileName = (report: MonthlyReport): string =>
  `informe-mensual-${report.month}.csv`;
