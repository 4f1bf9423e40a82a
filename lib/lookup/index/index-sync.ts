/**
 * Keeps the local index filled: per chosen counter, calls and leads newer than a date, fetched
 * with the only filter certain to work, a date `>`, newest first as the tracker lists them.
 *
 * - The first pass walks the window back from now, one page of each counter and resource in
 *   turn, so today's callers are answerable after the first round of pages; the state says how
 *   far back the index is complete (`coverage`, sync-coverage.ts).
 * - Later passes re-read only a narrow overlap; once a day the last 3 days; once a week the
 *   whole window, which also drops rows the tracker no longer lists (sync-pass.ts, and
 *   lib/lookup/README.md).
 * - Each page is stored in one transaction while the next is fetched (sync-walk.ts); progress is
 *   persisted after every stored page, so a pass stopped with the service worker resumes where
 *   it was.
 * - A rate-limited pass pauses (progress kept) and resumes after the service's `Retry-After`,
 *   as often as it takes: a first sync under a shared key's limit goes slowly, never stops.
 * - A first sync nobody waits for (a key set by policy, a browser start) may start a random
 *   moment later (`startSoon`), so a team's browsers given one key together do not all start in
 *   the same second.
 */
import { storage } from 'wxt/utils/storage';
import {
  indexSyncItem,
  INDEX_SYNC_SUMMARY_KEY,
  type IndexSyncState,
  type IndexSyncSummary,
} from '../../storage/items';
import type { IndexCoverage, IndexStatus } from '../../types/phone-data';
import type { IndexRows, LocalIndex } from './local-index';
import {
  DAY_MS,
  DEFAULT_OVERLAP_MS,
  DEFAULT_PAUSE_MS,
  FULL_PASS_EVERY_MS,
  maxRowsFor,
  RECENT_EVERY_MS,
  type SyncScope,
} from './sync-constants';
import { coverageInfoOf, readIndexCoverage } from './sync-coverage';
import { keepWithinCap, type RowCap } from './sync-cap';
import { beginPass, endPass } from './sync-pass';
import { firstSyncProgress } from './sync-progress';
import { syncStatus } from './sync-status';
import { walk } from './sync-walk';
import { errorKindOf, type CallRow, type LeadRow, type TrackerSource } from '../tracker-source';

export * from './sync-constants';
export { coverageInfoOf, readIndexCoverage, type IndexCoverageInfo } from './sync-coverage';

function summaryOf({ lastSyncAt, lastError }: IndexSyncState): IndexSyncSummary {
  return {
    ...(lastSyncAt !== undefined ? { lastSyncAt } : {}),
    ...(lastError !== undefined ? { lastError } : {}),
  };
}

export interface IndexSyncDeps {
  index: LocalIndex;
  getSource: () => Promise<TrackerSource>;
  scope: () => Promise<SyncScope>;
  now?: () => number;
  /** Re-read on every pass (default `DEFAULT_OVERLAP_MS`). */
  overlapMs?: number;
  /** How often the last `RECENT_OVERLAP_MS` and the whole window are re-read. */
  recentEveryMs?: number;
  fullEveryMs?: number;
  itemsPerPage?: number;
  /** Fetch the next page while the previous one is stored (default true). */
  prefetch?: boolean;
  /** Take counters and resources in turn, newest first (default true); false: one after another. */
  interleave?: boolean;
  /** Learn whether the phone filter works while syncing (filter-probe.ts; default false). */
  probeFilter?: boolean;
  onChange?: () => void;
  /** Waits for a pause to end; tests pass a fake. */
  sleep?: (ms: number) => Promise<void>;
}

/** What listeners hear: a page stored (the index answers more), a pause, or the pass's end. */
export type SyncEvent =
  | { kind: 'progress'; coverage?: IndexCoverage }
  | { kind: 'paused'; until: number }
  | { kind: 'done' };

export type IndexSync = ReturnType<typeof createIndexSync>;

function tell(listeners: ReadonlySet<(event: SyncEvent) => void>, event: SyncEvent) {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch (error) {
      console.warn('Index sync listener failed:', error);
    }
  }
}

/** A live answer's rows within the window, as the index stores them. */
function withinWindow(
  rows: { calls?: readonly CallRow[]; leads?: readonly LeadRow[] },
  windowStart: number,
): IndexRows {
  return {
    calls: (rows.calls ?? []).filter((r) => r.startTime >= windowStart),
    leads: (rows.leads ?? []).filter((r) => r.createdAt >= windowStart),
  };
}

export function createIndexSync(deps: IndexSyncDeps) {
  const now = deps.now ?? Date.now;
  const timings = {
    overlapMs: deps.overlapMs ?? DEFAULT_OVERLAP_MS,
    recentEveryMs: deps.recentEveryMs ?? RECENT_EVERY_MS,
    fullEveryMs: deps.fullEveryMs ?? FULL_PASS_EVERY_MS,
  };
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const listeners = new Set<(event: SyncEvent) => void>();
  let running: Promise<void> | undefined;
  let progress: IndexStatus['progress'];
  let resumeTimer: ReturnType<typeof setTimeout> | undefined;
  /** A start `startSoon` put off, and when it is due. */
  let startTimer: ReturnType<typeof setTimeout> | undefined;
  let startsAt: number | undefined;
  /** Resolved once the running pass can answer for some recent period (or ended). */
  let answerable: { promise: Promise<void>; resolve: () => void } | undefined;

  const emit = (event: SyncEvent) => tell(listeners, event);

  const save = async (state: IndexSyncState) => {
    await indexSyncItem.setValue(state);
    await storage.setItem<IndexSyncSummary>(INDEX_SYNC_SUMMARY_KEY, summaryOf(state));
    deps.onChange?.();
  };

  async function store(state: IndexSyncState, rows: IndexRows, seen: number, cap: RowCap) {
    await deps.index.putRows(rows, seen);
    await keepWithinCap(deps.index, state, rows, cap);
    await save(state);
    const info = coverageInfoOf(state);
    // When every walk is done the pass ends in a moment: callers wait for it to be complete.
    const walking = state.job?.tasks.some((task) => !task.finished) ?? false;
    if (info.coverage && !info.complete && walking) answerable?.resolve();
    emit(info.coverage ? { kind: 'progress', coverage: info.coverage } : { kind: 'progress' });
  }

  async function syncOnce(): Promise<void> {
    const scope = await deps.scope();
    const state = await beginPass(await indexSyncItem.getValue(), scope, deps.index, now, timings);
    const counted = await deps.index.counts();
    const cap: RowCap = { capBytes: scope.capBytes, estimate: counted.calls + counted.leads };
    if (state.pausedUntil !== undefined && state.pausedUntil > now()) {
      await sleep(state.pausedUntil - now());
    }
    delete state.pausedUntil;
    await save(state);
    try {
      await walk(await deps.getSource(), state, scope, {
        itemsPerPage: deps.itemsPerPage ?? 1000,
        prefetch: deps.prefetch ?? true,
        interleave: deps.interleave ?? true,
        probeFilter: deps.probeFilter === true,
        maxRows: () => maxRowsFor(scope.capBytes, state.approxBytesPerRow),
        now,
        store: (current, rows, seen) => store(current, rows, seen, cap),
        onProgress: (reached) => (progress = reached),
      });
      await endPass(state, scope, deps.index, now);
      await save(state);
      emit({ kind: 'done' });
    } catch (error) {
      if (errorKindOf(error) === 'rate_limited') {
        await pause(state, error);
        return;
      }
      state.lastError = error instanceof Error ? error.message : String(error);
      await save(state);
      throw error;
    } finally {
      progress = undefined;
    }
  }

  /** Under the service's rate limit: keep the progress, say when, and go on then. */
  async function pause(state: IndexSyncState, error: unknown) {
    const retryAfter = (error as { retryAfterMs?: unknown }).retryAfterMs;
    const waitMs = typeof retryAfter === 'number' && retryAfter > 0 ? retryAfter : DEFAULT_PAUSE_MS;
    const until = now() + waitMs;
    state.pausedUntil = until;
    await save(state);
    emit({ kind: 'paused', until });
    clearTimeout(resumeTimer);
    resumeTimer = setTimeout(() => {
      sync.run().catch((e: unknown) => console.warn('Index sync failed:', e));
    }, waitMs);
  }

  const sync = {
    ...indexReads(deps.index, now, deps.itemsPerPage ?? 1000, () => ({
      running: running !== undefined,
      progress,
      ...(startsAt !== undefined ? { startsAt } : {}),
    })),
    /** One pass; concurrent callers share it. A rate-limited pass resolves paused. */
    run(): Promise<void> {
      if (running) return running;
      clearTimeout(resumeTimer);
      clearTimeout(startTimer);
      startsAt = undefined;
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      answerable = { promise, resolve };
      running = syncOnce().finally(() => {
        running = undefined;
        resolve();
        deps.onChange?.();
      });
      return running;
    },
    /**
     * Starts a pass if none runs and resolves once the index answers for a recent period: the
     * first round of pages of a first pass, or at once when an earlier pass completed.
     * Rejects only when the pass fails before that.
     */
    async runUntilAnswerable(): Promise<void> {
      const whole = sync.run();
      const state = await indexSyncItem.getValue();
      if (coverageInfoOf(state).coverage) return;
      const ready = answerable?.promise ?? whole;
      await Promise.race([ready, whole]);
    },
    /**
     * A pass within `delayMs` (at once for 0), unless one runs or is due sooner; `run` before
     * then starts it at once. For a first sync nobody waits for: the delay spreads a team.
     */
    startSoon(delayMs: number): void {
      if (running) return;
      const at = now() + Math.max(0, delayMs);
      if (startsAt !== undefined && startsAt <= at) return;
      if (delayMs <= 0) {
        sync.run().catch((error: unknown) => console.warn('Index sync failed:', error));
        return;
      }
      clearTimeout(startTimer);
      startsAt = at;
      startTimer = setTimeout(() => {
        startsAt = undefined;
        sync.run().catch((error: unknown) => console.warn('Index sync failed:', error));
      }, delayMs);
      deps.onChange?.();
    },
    isRunning: () => running !== undefined,
    /** Hears every stored page, pause and end; returns how to stop listening. */
    listen(listener: (event: SyncEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async reset(): Promise<void> {
      clearTimeout(resumeTimer);
      clearTimeout(startTimer);
      startsAt = undefined;
      await running?.catch(() => undefined);
      await deps.index.clear();
      await save({ syncedUntil: {} });
    },
  };
  return sync;
}

/** What the sync state and the index say, for lookups and the options page. */
function indexReads(
  index: LocalIndex,
  now: () => number,
  itemsPerPage: number,
  pass: () => { running: boolean; progress: IndexStatus['progress']; startsAt?: number },
) {
  return {
    /** A pass the service worker was stopped in the middle of, to be resumed at start. */
    async interrupted(): Promise<boolean> {
      return (await indexSyncItem.getValue()).job !== undefined;
    },
    async lastSyncAt(): Promise<number | undefined> {
      return (await indexSyncItem.getValue()).lastSyncAt;
    },
    /** Last sync and coverage, for lookups: see `IndexCoverageInfo`. */
    coverage: readIndexCoverage,
    /**
     * Rows a live answer just brought (the service's phone filter): written into the index
     * within its window, so tags and statuses changed in the tracker show there too.
     */
    async absorbLiveRows(
      rows: { calls?: readonly CallRow[]; leads?: readonly LeadRow[] },
      windowDays: number,
    ): Promise<void> {
      await index.putRows(withinWindow(rows, now() - windowDays * DAY_MS), now());
    },
    async status(
      windowDays: number,
      serverPhoneFilter: IndexStatus['serverPhoneFilter'],
      capBytes?: number,
    ): Promise<IndexStatus> {
      const state = await indexSyncItem.getValue();
      const { running, progress, startsAt } = pass();
      const status = await syncStatus({
        state,
        index,
        running,
        progress,
        windowDays,
        serverPhoneFilter,
        maxRows: maxRowsFor(capBytes, state.approxBytesPerRow),
      });
      const first = firstSyncProgress(state, itemsPerPage);
      if (first) status.firstSync = first;
      if (startsAt !== undefined && !running) {
        status.startsAt = startsAt;
        status.state = 'syncing';
      }
      return status;
    },
  };
}
