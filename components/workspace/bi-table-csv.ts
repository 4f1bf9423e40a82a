import { writeCsv } from '../../lib/format/csv-file';
import { formatTrackerTimestamp, trackerZone } from '../../lib/format/tracker-date';
import type { BiColumnView } from '../../lib/types/workspace-data';
import type { Row } from '../../lib/state/workspace/bi-grid';

/** The rows as a `;`-separated CSV file; formulas neutralized (labels come from visitors). */
export function biCsv(columns: readonly BiColumnView[], rows: readonly Row[]): string {
  return writeCsv(
    columns.map((c) => c.name),
    rows.map((row) => columns.map((c) => cellText(row[c.name], c.type === 'date'))),
  );
}

/** A zone-less time as the tracker writes it in JSON (read in the counter's zone, +03:00). */
const ZONELESS_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/;

function cellText(value: unknown, date: boolean): string {
  if (value === undefined || value === null) return '';
  // Times as in every CSV the extension writes (2026-11-25T13:12:00+0300); a day stays a day.
  if (date && typeof value === 'number') return formatTrackerTimestamp(value);
  if (date && typeof value === 'string') {
    const time = ZONELESS_TIME.exec(value);
    if (time) return `${time[1]}T${time[2]}${trackerZone()}`;
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
