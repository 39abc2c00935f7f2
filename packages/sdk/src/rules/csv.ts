import Papa from 'papaparse';

/**
 * CSV writing for every export (000 §7 "CSV behaviour"): papaparse with `;` as separator, CRLF rows,
 * quotes where a value holds the separator, a quote or a line break, and formula-injection
 * neutralised: a text cell starting with `=`, `+`, `-`, `@`, tab or carriage return gets a leading
 * `'` (numbers are written as they are).
 */
export const CSV_SEPARATOR = ';';
export const CSV_NEWLINE = '\r\n';
const BOM = '\uFEFF';

export type CsvCell = string | number | boolean | null | undefined;

export interface CsvOptions {
  /** Start with a UTF-8 byte-order mark (spreadsheet programs then read UTF-8). */
  bom?: boolean;
  /** Start with the `sep=;` separator hint line. */
  separatorHint?: boolean;
}

/** `header` and `rows` → CSV text (see the module note). `null`/`undefined` cells are empty. */
export function toCsv(
  header: readonly string[],
  rows: readonly CsvCell[][],
  options: CsvOptions = {},
): string {
  const body = Papa.unparse(
    { fields: [...header], data: rows.map((r) => r.map((c) => (c === null || c === undefined ? '' : c))) },
    { delimiter: CSV_SEPARATOR, newline: CSV_NEWLINE, escapeFormulae: true, quotes: false },
  );
  return `${options.bom ? BOM : ''}${options.separatorHint ? `sep=${CSV_SEPARATOR}${CSV_NEWLINE}` : ''}${body}`;
}

/**
 * `rows` → CSV lines without a header, each ending in CRLF, written as {@link toCsv} writes its rows:
 * a streamed export writes its header line and then its rows page by page.
 */
export function toCsvRows(rows: readonly CsvCell[][]): string {
  if (rows.length === 0) return '';
  const body = Papa.unparse(
    rows.map((r) => r.map((c) => (c === null || c === undefined ? '' : c))),
    { delimiter: CSV_SEPARATOR, newline: CSV_NEWLINE, escapeFormulae: true, quotes: false },
  );
  return `${body}${CSV_NEWLINE}`;
}

/**
 * CSV text → rows of strings (header first), the inverse of {@link toCsv}: drops the byte-order mark
 * and the separator hint line; formula-neutralised cells keep their leading `'`.
 */
export function parseCsv(text: string): string[][] {
  let t = text.startsWith(BOM) ? text.slice(1) : text;
  if (t.startsWith(`sep=${CSV_SEPARATOR}${CSV_NEWLINE}`)) t = t.slice(`sep=;${CSV_NEWLINE}`.length);
  const result = Papa.parse<string[]>(t, {
    delimiter: CSV_SEPARATOR,
    newline: CSV_NEWLINE,
    skipEmptyLines: false,
  });
  return result.data;
}

/** A text value as an export writes it: `'` before a leading `=`, `+`, `-`, `@`, tab or CR. */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
