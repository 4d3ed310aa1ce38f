import { officeDateTime } from '../../inbox/domain/application-export';
import { CLOSE_REASON_LABELS, STAGE_LABELS } from '../../inbox/domain/workflow/stage-labels';
import { CLOSE_REASONS } from '../../inbox/domain/workflow/transitions';
import { closedTotal, isFinal, OPEN_STAGES, openTotal, type MonthlyReport } from './monthly-report';

/** One figure as staff read it; `part` for a share of the line above it (a reason, a stage). */
export interface ReportLine {
  label: string;
  /** Null where there is nothing to measure (a median of no members). */
  value: number | null;
  part?: boolean;
}

export interface ReportSection {
  title: string;
  lines: ReportLine[];
}

export const RECEIVED_LABEL = 'Solicitudes recibidas';
export const ASSOCIATED_LABEL = 'Asociadas';
export const MEDIAN_LABEL = 'Mediana de días desde la solicitud hasta asociarse';
export const CLOSED_LABEL = 'Cerradas';
export const OPEN_LABEL = 'Abiertas al calcular el informe';
export const TALKS_TITLE = 'Charlas informativas';

/**
 * The report as the screen, the paper and the file list it: one place for the order and the
 * words. Talks come only with a report that has them.
 */
export function reportSections({ applications, talks }: MonthlyReport): ReportSection[] {
  const sections: ReportSection[] = [
    {
      title: 'Solicitudes',
      lines: [
        { label: RECEIVED_LABEL, value: applications.received },
        { label: ASSOCIATED_LABEL, value: applications.associated },
        { label: MEDIAN_LABEL, value: applications.medianDaysToMember },
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
  ];
  if (talks)
    sections.push({
      title: TALKS_TITLE,
      lines: [
        { label: 'Charlas dadas', value: talks.held },
        { label: 'Asistentes', value: talks.attendance },
      ],
    });
  return sections;
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
