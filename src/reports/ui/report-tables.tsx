import { reportSections, type ReportLine, type ReportSection } from '../domain/report-table';
import type { MonthlyReport } from '../domain/monthly-report';

const WHOLE = new Intl.NumberFormat('es-SV');
const HALF_DAYS = new Intl.NumberFormat('es-SV', { maximumFractionDigits: 1 });

/** A count as 1,234; the median as 9.5; a share as 83 %; or what stands for nothing measured. */
function figureText({ value, none, percent }: ReportLine): string {
  if (value === null) return none ?? '';
  const number = Number.isInteger(value) ? WHOLE.format(value) : HALF_DAYS.format(value);
  return percent ? `${number} %` : number;
}

/**
 * One part of the report as a table. A share of the line above (a reason, a stage) is indented,
 * and read with that line's name before it. A part with nothing to count (a month without talks)
 * says so in a sentence instead of a table of zeros.
 */
function reportPart({ title, lines, note, footnote }: ReportSection) {
  if (note !== undefined)
    return (
      <section key={title} className="report-part" aria-label={title}>
        <h3 className="report-table__caption">{title}</h3>
        <p>{note}</p>
      </section>
    );
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
        {lines.map((line) => {
          const { label, part } = line;
          if (!part) whole = label;
          return (
            <tr key={label} className={part ? 'report-table__part' : undefined}>
              <th scope="row">
                {/* The space outside the hidden name: read as "Cerradas: Desistió". */}
                {part ? <span className="visually-hidden">{whole}:</span> : null} {label}
              </th>
              <td className="report-table__figure">{figureText(line)}</td>
            </tr>
          );
        })}
      </tbody>
      {footnote === undefined ? null : (
        <tfoot>
          <tr>
            <td colSpan={2} className="report-table__footnote">
              {footnote}
            </td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}

/**
 * The figures, one table per part of the report: the applications', then the shorter parts (the
 * form's use, the talks), which paper puts side by side so that the report keeps to one page.
 */
export function ReportTables({ report }: { report: MonthlyReport }) {
  const [applications, ...shorter] = reportSections(report).map(reportPart);
  return (
    <>
      {applications}
      <div className="report-tables__shorter">{shorter}</div>
    </>
  );
}
