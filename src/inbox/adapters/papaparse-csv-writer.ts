import Papa from 'papaparse';
import type { CsvWriter } from '../domain/application-export';

/**
 * What a spreadsheet would run as a formula: a cell starting with =, +, -, @, a tab or a carriage
 * return (OWASP, "CSV Injection"). Papa Parse's own default, /^[=+\-@\t\r].*$/, misses a value of
 * several lines (its `.` stops at a line break and `$` wants the end of the text), so a comment
 * "=HYPERLINK(…)" followed by a new line would slip through: only the first character counts here.
 */
export const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

/** Excel reads a CSV as UTF-8, accents and ñ intact, only when the file starts with this mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * CSV through Papa Parse: comma separated, CRLF line ends, fields quoted when they hold a comma,
 * a quote or a line break (quotes doubled), and a formula neutralised by a leading single quote
 * (the cell then shows as text, quote hidden, in Excel and LibreOffice).
 */
export class PapaparseCsvWriter implements CsvWriter {
  write(rows: readonly (readonly string[])[]): string {
    return (
      UTF8_BOM +
      Papa.unparse(
        rows.map((row) => [...row]),
        { escapeFormulae: FORMULA_TRIGGER, newline: '\r\n', header: false },
      )
    );
  }
}
