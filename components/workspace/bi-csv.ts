import Papa from 'papaparse';
import type { BiColumnView } from '../../lib/types/workspace-data';
import type { Row } from '../../lib/state/workspace/bi-grid';

/** The rows as a `;`-separated CSV file; formulas neutralized (labels come from visitors). */
export function biCsv(columns: readonly BiColumnView[], rows: readonly Row[]): string {
  return Papa.unparse(
    {
      fields: columns.map((c) => c.name),
      data: rows.map((row) => columns.map((c) => row[c.name] ?? '')),
    },
    { delimiter: ';', newline: '\r\n', escapeFormulae: true },
  );
}
