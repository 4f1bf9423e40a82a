/** The index's status as the options page and `index.status` show it (index-sync.ts). */
import type { IndexSyncState } from '../../storage/items';
import type { IndexStatus } from '../../types/phone-data';
import type { LocalIndex } from './local-index';
import { coverageInfoOf } from './sync-coverage';

export interface StatusInputs {
  state: IndexSyncState;
  index: LocalIndex;
  running: boolean;
  progress: IndexStatus['progress'];
  windowDays: number;
  serverPhoneFilter: IndexStatus['serverPhoneFilter'];
  /** The rows the size cap allows. */
  maxRows?: number;
}

export async function syncStatus(inputs: StatusInputs): Promise<IndexStatus> {
  const { state, progress } = inputs;
  const { calls, leads } = await inputs.index.counts();
  const paused = state.pausedUntil !== undefined && state.job !== undefined;
  const status: IndexStatus = {
    state:
      inputs.running || paused
        ? 'syncing'
        : state.lastError
          ? 'error'
          : calls + leads === 0 && state.lastSyncAt === undefined
            ? 'empty'
            : 'idle',
    windowDays: inputs.windowDays,
    calls,
    leads,
    approxBytes: Math.round((calls + leads) * (state.approxBytesPerRow ?? 0)),
    serverPhoneFilter: inputs.serverPhoneFilter,
  };
  if (state.lastSyncAt !== undefined) status.lastSyncAt = state.lastSyncAt;
  const info = coverageInfoOf(state);
  if (info.coverage) status.coverage = { ...info.coverage, complete: info.complete };
  if (paused) status.pausedUntil = state.pausedUntil!;
  const measured = await measuredUsage();
  if (measured !== undefined) status.measuredBytes = measured;
  if (progress) status.progress = { ...progress };
  if (state.lastError) status.lastError = state.lastError;
  if (state.stopped) status.stopped = { ...state.stopped };
  if (state.capped) status.capped = { ...state.capped };
  if (inputs.maxRows !== undefined) status.maxRows = inputs.maxRows;
  return status;
}

/**
 * What the browser says this extension stores (IndexedDB and caches of its origin), when it can
 * tell: the rows' JSON size is only an estimate (the database compresses).
 */
async function measuredUsage(): Promise<number | undefined> {
  try {
    const estimate = await globalThis.navigator?.storage?.estimate?.();
    return typeof estimate?.usage === 'number' && estimate.usage > 0 ? estimate.usage : undefined;
  } catch {
    return undefined;
  }
}
