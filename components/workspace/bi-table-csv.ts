import { writeCsv } from '../../lib/format/csv-file';
import type { BiColumnView } from '../../lib/types/workspace-data';
import type { Row } from '../../lib/state/workspace/bi-grid';

/** The rows as a `;`-separated CSV file; formulas neutralized (labels come from visitors). */
export function biCsv(columns: readonly BiColumnView[], rows: readonly Row[]): string {
  return writeCsv(
    columns.map((c) => c.name),
    rows.map((row) => columns.map((c) => cellText(row[c.name]))),
  );
}

function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
