/**
 * The one CSV writer every export uses (the per-number file, the calls, leads and counters
 * downloads, the BI table): `;`-separated, CRLF lines, RFC 4180 quoting, and no cell a
 * spreadsheet would run as a formula.
 */
import Papa from 'papaparse';

/** Characters a spreadsheet reads as the start of a formula (full-width forms too). */
const FORMULA_START = /^[=+\-@\uff1d\uff0b\uff0d\uff20]/;
/** OWASP: a cell that opens with a tab or a carriage return may be read as one, too. */
const CONTROL_START = /^[\t\r]/;
/** A plain number ("-12", "+7", "3.5") is data, whatever its sign. */
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/**
 * A cell made safe to open in a spreadsheet: prefixed with `'` when its first non-blank
 * character starts a formula, whatever follows (line breaks included, where papaparse's own
 * `escapeFormulae` stops looking), or when it opens with a tab or a carriage return.
 */
export function neutralizeCell(value: string): string {
  if (CONTROL_START.test(value)) return `'${value}`;
  // \s covers spaces, tabs, line breaks, U+2028/2029, no-break space and the BOM.
  const start = value.trimStart();
  if (!FORMULA_START.test(start)) return value;
  if (start === value && PLAIN_NUMBER.test(value)) return value;
  return `'${value}`;
}

export interface CsvOptions {
  /** Write the header row (false for the second and later pages of one file). */
  header?: boolean;
}

/** A `;`-separated CSV text of `rows` under `fields`, every cell (and header) neutralized. */
export function writeCsv(
  fields: readonly string[],
  rows: readonly (readonly string[])[],
  { header = true }: CsvOptions = {},
): string {
  return Papa.unparse(
    {
      fields: fields.map(neutralizeCell),
      data: rows.map((row) => row.map(neutralizeCell)),
    },
    // Escaping is done above, on the whole cell: papaparse's test stops at a line break.
    { delimiter: ';', newline: '\r\n', escapeFormulae: false, header },
  );
}
