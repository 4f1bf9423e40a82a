/** The index sync's periods and scope (index-sync.ts), shared by its parts. */

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
/**
 * Re-read on every pass: calls are listed by their start, and one in progress at the last pass
 * may only be listed once it ended; two hours covers the longest calls with room to spare.
 */
export const DEFAULT_OVERLAP_MS = 2 * HOUR_MS;
/** Once a day the last 3 days are re-read: tags and lead statuses mostly change within days. */
export const RECENT_OVERLAP_MS = 3 * DAY_MS;
export const RECENT_EVERY_MS = DAY_MS;
/** Once a week the whole window: older edits, and rows deleted in the tracker. */
export const FULL_PASS_EVERY_MS = 7 * DAY_MS;
/** A rate limit without `Retry-After`: wait this long before asking again. */
export const DEFAULT_PAUSE_MS = 60_000;

/** However large the size cap, the index keeps at most this many rows. */
export const INDEX_MAX_ROWS = 1_000_000;
/** A row's size before the first page measured it (sync-walk.ts `trackSize`). */
export const DEFAULT_BYTES_PER_ROW = 600;

/** The rows the size cap allows, at the measured size of a row. */
export function maxRowsFor(capBytes: number | undefined, bytesPerRow: number | undefined): number {
  if (capBytes === undefined) return INDEX_MAX_ROWS;
  const perRow = bytesPerRow && bytesPerRow > 0 ? bytesPerRow : DEFAULT_BYTES_PER_ROW;
  return Math.max(1, Math.min(INDEX_MAX_ROWS, Math.floor(capBytes / perRow)));
}

export interface SyncScope {
  /** The data's identity (base URL): another scope empties the index first. */
  key: string;
  counterIds: string[];
  windowDays: number;
  /** Region for numbers the tracker keeps without a country code (the filter probe's). */
  region?: string;
  /** The most the index may take (bytes); past it the oldest rows go. */
  capBytes?: number;
}
