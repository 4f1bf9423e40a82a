/**
 * What a sync pass reads (index-sync.ts): its kind (first, full, recent, new) and, per counter
 * and resource, the date it reads back to. Pure: decided from the stored state and the scope.
 */
import type { IndexSyncState, SyncPassKind, SyncTask } from '../../storage/items';
import type { LocalIndex } from './local-index';
import type { IndexListingStop } from '../../types/phone-data';
import { DAY_MS, HOUR_MS, maxRowsFor, RECENT_OVERLAP_MS, type SyncScope } from './sync-constants';

export interface PassTimings {
  overlapMs: number;
  recentEveryMs: number;
  fullEveryMs: number;
}

export function passKind(
  state: IndexSyncState,
  scope: SyncScope,
  startedAt: number,
  timings: PassTimings,
): SyncPassKind {
  if (state.coverage === undefined && state.lastSyncAt === undefined) return 'first';
  if (state.lastFullAt === undefined || startedAt - state.lastFullAt >= timings.fullEveryMs)
    return 'full';
  // A wider window than the index holds: its older days are read now, not in a week.
  const windowStart = startedAt - scope.windowDays * DAY_MS;
  // Not when the size cap is why it holds less; unless the cap was raised.
  const capped = state.capped;
  const capRaised =
    capped !== undefined && maxRowsFor(scope.capBytes, state.approxBytesPerRow) > capped.maxRows;
  if (state.coverage && windowStart < state.coverage.from - HOUR_MS && (!capped || capRaised))
    return 'full';
  if (state.lastRecentAt === undefined || startedAt - state.lastRecentAt >= timings.recentEveryMs)
    return 'recent';
  return 'new';
}

export function passTasks(
  state: IndexSyncState,
  scope: SyncScope,
  startedAt: number,
  kind: SyncPassKind,
  overlapMs: number,
): SyncTask[] {
  const windowStart = startedAt - scope.windowDays * DAY_MS;
  const overlap = kind === 'recent' ? Math.max(overlapMs, RECENT_OVERLAP_MS) : overlapMs;
  return scope.counterIds.flatMap((counterId) =>
    (['calls', 'leads'] as const).map((resource): SyncTask => {
      const previous = state.syncedUntil[`${counterId}:${resource}`];
      const since =
        previous === undefined || kind === 'first' || kind === 'full'
          ? windowStart
          : Math.max(windowStart, previous - overlap);
      return { counterId, resource, since, nextPage: 1, done: 0 };
    }),
  );
}

/** A new pass: its kind and tasks. */
export function newJob(
  state: IndexSyncState,
  scope: SyncScope,
  startedAt: number,
  timings: PassTimings,
): NonNullable<IndexSyncState['job']> {
  const kind = passKind(state, scope, startedAt, timings);
  return { startedAt, kind, tasks: passTasks(state, scope, startedAt, kind, timings.overlapMs) };
}

/**
 * The state a pass starts from: emptied (with the index) for another scope, with a new job
 * unless an interrupted one is to be resumed.
 */
export async function beginPass(
  stored: IndexSyncState,
  scope: SyncScope,
  index: LocalIndex,
  now: () => number,
  timings: PassTimings,
): Promise<IndexSyncState> {
  let state = structuredClone(stored);
  if (state.scope !== scope.key) {
    await index.clear();
    state = { scope: scope.key, syncedUntil: {} };
  }
  if (!state.job) {
    state.job = newJob(state, scope, now(), timings);
    // A pass over the whole window finds anew whether the cap is reached.
    if (state.job.kind === 'first' || state.job.kind === 'full') delete state.capped;
    delete state.stopped;
  }
  return state;
}

/**
 * A pass whose walks all ended: the index is complete as of its start; a whole-window pass
 * drops what it did not list; rows older than the window go. The caller saves the state.
 */
export async function endPass(
  state: IndexSyncState,
  scope: SyncScope,
  index: LocalIndex,
  now: () => number,
): Promise<void> {
  const job = state.job!;
  const windowStart = job.startedAt - scope.windowDays * DAY_MS;
  if (job.kind === 'first' || job.kind === 'full') {
    state.lastFullAt = job.startedAt;
    state.lastRecentAt = job.startedAt;
    // Rows the whole-window walk did not list are gone from the tracker (a first pass
    // starts from an empty index: nothing to drop).
    if (job.kind === 'full') await index.dropUnseen(scope.counterIds, windowStart, job.startedAt);
  } else if (job.kind === 'recent') {
    state.lastRecentAt = job.startedAt;
  }
  // Capped: complete only since the oldest row kept.
  const from = Math.max(now() - scope.windowDays * DAY_MS, state.capped?.from ?? -Infinity);
  state.coverage = { from, to: job.startedAt };
  delete state.job;
  delete state.lastError;
  // Outside tools read `lastError` (a string): a listing that did not end is one.
  if (state.stopped) state.lastError = stopMessage(state.stopped);
  delete state.pausedUntil;
  state.lastSyncAt = now();
  await index.pruneBefore(now() - scope.windowDays * DAY_MS);
}

const STOP_REASONS: Record<IndexListingStop['reason'], string> = {
  repeated_link: 'the same next page link twice',
  past_total: 'more rows than its totalResults',
  past_window: 'rows older than the date asked after',
};

/** The stop in English, for the `lastError` outside tools read (the views say it translated). */
export function stopMessage(stop: IndexListingStop): string {
  return (
    `The tracker's listing of ${stop.resource} of counter ${stop.counterId} did not end ` +
    `(${STOP_REASONS[stop.reason]}); the sync stopped reading it.`
  );
}
