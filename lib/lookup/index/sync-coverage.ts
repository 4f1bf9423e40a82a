/** How complete the local index is, read from the sync's stored state (index-sync.ts). */
import { indexSyncItem, type IndexSyncState } from '../../storage/items';
import type { IndexCoverage } from '../../types/phone-data';

/** The index's last sync and coverage, as the lookup engine needs them. */
export interface IndexCoverageInfo {
  lastSyncAt?: number;
  /** A pass is under way (or paused). */
  syncing: boolean;
  /** Complete for the whole window as of `coverage.to`, or still being filled. */
  complete: boolean;
  coverage?: IndexCoverage;
  pausedUntil?: number;
  /** The last pass failed: whether the service still answers, and to this key, is in doubt. */
  failed?: boolean;
}

/** The period a first pass has filled completely: the least any of its walks reached. */
function firstPassCoverage(job: NonNullable<IndexSyncState['job']>): IndexCoverage | undefined {
  let from = -Infinity;
  for (const task of job.tasks) {
    const reached = task.finished ? task.since : task.unordered ? undefined : task.coveredFrom;
    if (reached === undefined) return undefined;
    from = Math.max(from, reached);
  }
  return job.tasks.length === 0 ? undefined : { from, to: job.startedAt };
}

/** Reads the stored state: how complete the index is, for lookups deciding what to trust. */
export function coverageInfoOf(state: IndexSyncState): IndexCoverageInfo {
  const info: IndexCoverageInfo = { syncing: state.job !== undefined, complete: false };
  if (state.lastSyncAt !== undefined) info.lastSyncAt = state.lastSyncAt;
  if (state.pausedUntil !== undefined) info.pausedUntil = state.pausedUntil;
  if (state.lastError !== undefined) info.failed = true;
  if (state.job?.kind === 'first') {
    const filling = firstPassCoverage(state.job);
    if (filling) info.coverage = filling;
  } else if (state.coverage) {
    info.coverage = { ...state.coverage };
    info.complete = true;
  }
  return info;
}

/** The index's coverage as stored; for modules that hold no `IndexSync`. */
export async function readIndexCoverage(): Promise<IndexCoverageInfo> {
  return coverageInfoOf(await indexSyncItem.getValue());
}
