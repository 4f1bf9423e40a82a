/** The index's size cap during a pass (settings `indexCapMb`). */
import type { IndexSyncState } from '../../storage/items';
import type { IndexRows, LocalIndex } from './local-index';
import { maxRowsFor } from './sync-constants';

/** The size cap's rows, and how many the index holds (counted when it might pass the cap). */
export interface RowCap {
  capBytes: number | undefined;
  estimate: number;
}

/**
 * Past the size cap the oldest rows go and the walk stops (it reads newest first: what is
 * further back would go too). Rows are counted only when the pages added could pass it.
 */
export async function keepWithinCap(
  index: LocalIndex,
  state: IndexSyncState,
  rows: IndexRows,
  cap: RowCap,
): Promise<void> {
  // The rows allowed follow the size of a row as measured on the pages so far.
  const maxRows = maxRowsFor(cap.capBytes, state.approxBytesPerRow);
  cap.estimate += (rows.calls?.length ?? 0) + (rows.leads?.length ?? 0);
  if (cap.estimate <= maxRows) return;
  const { calls, leads } = await index.counts();
  cap.estimate = calls + leads;
  if (cap.estimate <= maxRows) return;
  const { from } = await index.trimOldest(maxRows);
  cap.estimate = maxRows;
  if (from === undefined) return;
  state.capped = { from, maxRows };
  for (const task of state.job?.tasks ?? []) {
    task.finished = true;
    task.since = Math.max(task.since, from);
  }
}
