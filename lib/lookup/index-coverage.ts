/**
 * How complete the local index is, read from the sync's stored state: what a lookup needs to
 * decide whether the index can answer alone. The shape is the sync's `IndexCoverageInfo`
 * (progressive sync work); this reader covers the state as the sync keeps it today: a finished
 * pass makes the index complete up to the start of that pass, per counter and resource.
 */
import { indexSyncItem, type IndexSyncState } from '../storage/items';

export interface IndexCoverageInfo {
  lastSyncAt?: number;
  /** A pass is under way. */
  syncing: boolean;
  /** Complete for the whole window as of `coverage.to`. */
  complete: boolean;
  coverage?: { from: number; to: number };
  /** The last pass failed: whether the service still answers, and to this key, is in doubt. */
  failed?: boolean;
}

export function coverageOfState(state: IndexSyncState, windowStart: number): IndexCoverageInfo {
  const info: IndexCoverageInfo = { syncing: state.job !== undefined, complete: false };
  if (state.lastError !== undefined) info.failed = true;
  if (state.lastSyncAt === undefined) return info;
  info.lastSyncAt = state.lastSyncAt;
  const until = Object.values(state.syncedUntil);
  if (until.length === 0) return info;
  info.complete = true;
  // The index holds everything before the least recent of the passes' starts.
  info.coverage = { from: windowStart, to: Math.min(...until) };
  return info;
}

export async function readIndexCoverage(windowStart: number): Promise<IndexCoverageInfo> {
  return coverageOfState(await indexSyncItem.getValue(), windowStart);
}
