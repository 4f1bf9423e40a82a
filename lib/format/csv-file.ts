/**
 * The one CSV writer every export uses (the per-number file, the calls, leads and counters
 * downloads, the BI table): `;`-separated, CRLF lines, RFC 4180 quoting, and no cell a
 * spreadsheet would run as a formula.
 */
import Papa from 'papaparse';
import { neutralizeFormula } from './untrusted-text';

/**
 * A cell made safe to open in a spreadsheet (the rule lives with the other rules for untrusted
 * text: lib/format/untrusted-text.ts, used by Copy source and notifications too).
 */
export const neutralizeCell = neutralizeFormula;

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
