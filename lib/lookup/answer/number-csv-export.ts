/**
 * One CSV file of a number's calls and leads, made of the API's own CSV listings: filtered by
 * phone on the server when that filter works, else a date-bounded listing cut down to the
 * rows the lookup found (by id). A file missing records the lookup showed is refused with an
 * error rather than handed over looking complete.
 */
import { writeCsv } from '../../format/csv-file';
import { formatTrackerDateTime, formatTrackerTimestamp } from '../../format/tracker-date';
import type { FilterFinding } from '../../storage/items';
import { DAY_MS } from '../index/index-sync';
import { callPhoneFilter, leadPhoneFilter } from '../phone-filter';
import type { PhoneDetail } from '../../types/phone-data';
import type { CsvResource, TrackerSource } from '../tracker-source';

type Row = Record<string, unknown>;

/** The source reads at most 50 pages of 1,000 rows per listing: that many means cut short. */
export const CSV_ROW_CAP = 50 * 1000;
/** The date bound's margin: the tracker may read dates in another time zone than ours. */
const DATE_MARGIN_MS = DAY_MS;

/**
 * Why the file would miss records, carried as the error's `code` so the views say it
 * (lib/i18n/error-words.ts): the tracker's listing stopped at the row cap, or it lacks records
 * its search showed.
 */
export type ExportShortCause = 'export_capped' | 'export_short';

export class ExportIncompleteError extends Error {
  readonly kind = 'invalid_response' as const;
  constructor(
    kept: number,
    expected: number | string,
    readonly code: ExportShortCause,
  ) {
    super(`export incomplete: ${kept} of ${expected} records`);
    this.name = 'ExportIncompleteError';
  }
}

interface Part {
  resource: CsvResource;
  counterId: string;
  filter: string;
  /** Records the lookup showed for this counter: the file must hold at least these. */
  expected: number;
  /** Ids to keep when the listing was not filtered by phone. */
  keepIds?: Set<string>;
}

const ID_COLUMN = { calls: 'callId', leads: 'id' } as const;

/** What tells one resource's records apart in a listing: its phone filter, time and id. */
interface ResourceSpec<T> {
  resource: CsvResource;
  phoneFilter: (phone: string) => string;
  timeField: 'startTime' | 'createdAt';
  timeOf: (record: T) => number;
  idOf: (record: T) => string;
}

const CALLS: ResourceSpec<PhoneDetail['calls'][number]> = {
  resource: 'calls',
  phoneFilter: callPhoneFilter,
  timeField: 'startTime',
  timeOf: (call) => call.startTime,
  idOf: (call) => call.callId,
};

const LEADS: ResourceSpec<PhoneDetail['leads'][number]> = {
  resource: 'leads',
  phoneFilter: leadPhoneFilter,
  timeField: 'createdAt',
  timeOf: (lead) => lead.createdAt,
  idOf: (lead) => String(lead.leadId),
};

function partsFor(detail: PhoneDetail, finding: FilterFinding): Part[] {
  return [
    ...resourceParts(detail.calls, detail.phone, finding.calls === 'works', CALLS),
    ...resourceParts(detail.leads, detail.phone, finding.leads === 'works', LEADS),
  ];
}

/** One part per counter: filtered by phone when that works, else by date and cut to the ids. */
function resourceParts<T extends { counterId: string }>(
  records: readonly T[],
  phone: string,
  filterWorks: boolean,
  spec: ResourceSpec<T>,
): Part[] {
  const { resource } = spec;
  return [...byCounter(records)].map(([counterId, rows]): Part => {
    if (filterWorks) {
      return { resource, counterId, filter: spec.phoneFilter(phone), expected: rows.length };
    }
    const oldest = rows.reduce((min, row) => Math.min(min, spec.timeOf(row)), Infinity);
    return {
      resource,
      counterId,
      filter: `${spec.timeField}>${formatTrackerDateTime(oldest - DATE_MARGIN_MS)}`,
      expected: rows.length,
      keepIds: new Set(rows.map(spec.idOf)),
    };
  });
}

// Map.groupBy is missing in Node 20, which runs the tests.
function byCounter<T extends { counterId: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.counterId);
    if (group) group.push(item);
    else groups.set(item.counterId, [item]);
  }
  return groups;
}

export async function exportPhoneCsv(
  source: TrackerSource,
  detail: PhoneDetail,
  finding: FilterFinding,
): Promise<{ filename: string; csv: string }> {
  const columns = ['record', 'counter'];
  const rows: Row[] = [];
  let expected = 0;
  let short = false;
  let capped = false;
  for (const part of partsFor(detail, finding)) {
    const found = await source.csvRows(part.resource, {
      counterId: part.counterId,
      filter: part.filter,
    });
    const before = rows.length;
    for (const row of found) {
      for (const field of Object.keys(row)) if (!columns.includes(field)) columns.push(field);
    }
    for (const row of found) {
      if (part.keepIds && !part.keepIds.has(String(row[ID_COLUMN[part.resource]]))) continue;
      rows.push({
        ...row,
        record: part.resource === 'calls' ? 'call' : 'lead',
        counter: part.counterId,
      });
    }
    const kept = rows.length - before;
    expected += Math.max(part.expected, kept);
    // Cut at the cap: rows of a phone-filtered listing may be missing that nothing here lists,
    // and a date-bounded listing cut there may lack records shown: the cap is then the cause.
    const atCap = found.length >= CSV_ROW_CAP;
    if (kept < part.expected && !atCap) short = true;
    if (atCap && (kept < part.expected || !part.keepIds)) capped = true;
  }
  if (capped)
    throw new ExportIncompleteError(rows.length, `more than ${rows.length}`, 'export_capped');
  if (short) throw new ExportIncompleteError(rows.length, expected, 'export_short');
  // UTM labels, keywords and landing pages come from site visitors: writeCsv neutralizes formulas.
  const csv = writeCsv(
    columns,
    rows.map((r) => columns.map((c) => csvCell(c, r[c]))),
  );
  return { filename: `tracker-${detail.phone}.csv`, csv };
}

const DATE_COLUMNS = new Set(['startTime', 'stopTime', 'createdAt', 'updatedAt', 'leadCreateDate']);

/**
 * The client hands clean values back; a file for people wants readable text, and times as the
 * tracker's own CSV writes them (`2026-11-25T13:12:00+0300`), so both files read alike.
 */
function csvCell(column: string, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' && DATE_COLUMNS.has(column)) return formatTrackerTimestamp(value);
  if (Array.isArray(value)) return value.join(',');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
