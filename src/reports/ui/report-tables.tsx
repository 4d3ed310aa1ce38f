import { reportSections } from '../domain/report-table';
import type { MonthlyReport } from '../domain/monthly-report';

const WHOLE = new Intl.NumberFormat('es-SV');
const HALF_DAYS = new Intl.NumberFormat('es-SV', { maximumFractionDigits: 1 });

/** A count as 1,234; the median as 9.5, or what stands for it when nobody became a member. */
function figureText(value: number | null): string {
  if (value === null) return 'Ninguna asociada';
  return Number.isInteger(value) ? WHOLE.format(value) : HALF_DAYS.format(value);
}

/**
 * The figures, one table per part of the report (the talks' only when it has them). A share of
 * the line above (a reason, a stage) is indented, and read with that line's name before it.
 */
export function ReportTables({ report }: { report: MonthlyReport }) {
  return reportSections(report).map(({ title, lines }) => {
    let whole = '';
    return (
      <table key={title} className="report-table">
        <caption className="report-table__caption">{title}</caption>
        <thead>
          <tr>
            <th scope="col">Concepto</th>
            <th scope="col" className="report-table__figure">
              Cifra
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map(({ label, value, part }) => {
            if (!part) whole = label;
            return (
              <tr key={label} className={part ? 'report-table__part' : undefined}>
                <th scope="row">
                  {/* The space outside the hidden name: read as "Cerradas: Desistió". */}
                  {part ? <span className="visually-hidden">{whole}:</span> : null} {label}
                </th>
                <td className="report-table__figure">{figureText(value)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  });
}
