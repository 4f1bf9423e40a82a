import { probePhoneFilter } from './filter-probe';
import { storage } from 'wxt/utils/storage';
/**
 * Keeps the local index filled: per chosen counter, calls and leads newer than a date, fetched
 * with the only filter certain to work, a date `>`, newest first as the tracker lists them.
 *
 * - The first pass walks the window back from now, one page of each counter and resource in
 *   turn, so today's callers are answerable after the first round of pages; the state says how
 *   far back the index is complete (`coverage`).
 * - Later passes re-read only a narrow overlap; once a day the last 3 days; once a week the
 *   whole window, which also drops rows the tracker no longer lists (see lib/lookup/README.md).
 * - Each page is stored in one transaction while the next is fetched; progress is persisted
 *   after every stored page, so a pass stopped with the service worker resumes where it was.
 * - A rate-limited pass pauses (progress kept) and resumes after the service's `Retry-After`.
 */
import { formatTrackerDateTime } from '../format/tracker-date';
import {
  indexSyncItem,
  INDEX_SYNC_SUMMARY_KEY,
  type IndexSyncState,
  type IndexSyncSummary,
  type SyncPassKind,
  type SyncTask,
} from '../storage/items';
import type { IndexCoverage, IndexStatus } from '../types/phone-data';
import { storedCall, storedLead, type IndexRows, type LocalIndex } from './local-index';
import { errorKindOf, type CallRow, type LeadRow, type TrackerSource } from './tracker-source';

function summaryOf({ lastSyncAt, lastError }: IndexSyncState): IndexSyncSummary {
  return {
    ...(lastSyncAt !== undefined ? { lastSyncAt } : {}),
    ...(lastError !== undefined ? { lastError } : {}),
  };
}

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
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

export interface SyncScope {
  /** The data's identity (base URL): another scope empties the index first. */
  key: string;
  counterIds: string[];
  windowDays: number;
  /** Region for numbers the tracker keeps without a country code (the filter probe's). */
  region?: string;
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

const DATE_FIELD = { calls: 'startTime', leads: 'createdAt' } as const;
const taskKey = (task: Pick<SyncTask, 'counterId' | 'resource'>) =>
  `${task.counterId}:${task.resource}`;

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

export function createIndexSync(deps: IndexSyncDeps) {
  const now = deps.now ?? Date.now;
  const overlapMs = deps.overlapMs ?? DEFAULT_OVERLAP_MS;
  const recentEveryMs = deps.recentEveryMs ?? RECENT_EVERY_MS;
  const fullEveryMs = deps.fullEveryMs ?? FULL_PASS_EVERY_MS;
  const itemsPerPage = deps.itemsPerPage ?? 1000;
  const prefetch = deps.prefetch ?? true;
  const interleave = deps.interleave ?? true;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const listeners = new Set<(event: SyncEvent) => void>();
  let running: Promise<void> | undefined;
  let progress: IndexStatus['progress'];
  let resumeTimer: ReturnType<typeof setTimeout> | undefined;
  /** Resolved once the running pass can answer for some recent period (or ended). */
  let answerable: { promise: Promise<void>; resolve: () => void } | undefined;

  const emit = (event: SyncEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        console.warn('Index sync listener failed:', error);
      }
    }
  };

  const save = async (state: IndexSyncState) => {
    await indexSyncItem.setValue(state);
    await storage.setItem<IndexSyncSummary>(INDEX_SYNC_SUMMARY_KEY, summaryOf(state));
    deps.onChange?.();
  };

  function passKind(state: IndexSyncState, scope: SyncScope, startedAt: number): SyncPassKind {
    if (state.coverage === undefined && state.lastSyncAt === undefined) return 'first';
    if (state.lastFullAt === undefined || startedAt - state.lastFullAt >= fullEveryMs)
      return 'full';
    // A wider window than the index holds: its older days are read now, not in a week.
    const windowStart = startedAt - scope.windowDays * DAY_MS;
    if (state.coverage && windowStart < state.coverage.from - HOUR_MS) return 'full';
    if (state.lastRecentAt === undefined || startedAt - state.lastRecentAt >= recentEveryMs)
      return 'recent';
    return 'new';
  }

  function plan(state: IndexSyncState, scope: SyncScope, startedAt: number, kind: SyncPassKind) {
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

  /** The walk furthest behind goes next, so every counter's recent days fill first. */
  function nextTask(tasks: SyncTask[]): SyncTask | undefined {
    let best: SyncTask | undefined;
    for (const task of tasks) {
      if (task.finished) continue;
      if (!interleave) return task;
      const reach = task.coveredFrom ?? Infinity;
      if (!best || reach > (best.coveredFrom ?? Infinity)) best = task;
    }
    return best;
  }

  async function fetchPage(source: TrackerSource, task: SyncTask) {
    const query = {
      counterId: task.counterId,
      filter: `${DATE_FIELD[task.resource]}>${formatTrackerDateTime(task.since)}`,
      page: task.nextPage,
      itemsPerPage,
    };
    if (task.resource === 'calls') {
      const page = await source.listCalls(query);
      return { ...page, times: page.rows.map((r) => r.startTime), rows: { calls: page.rows } };
    }
    const page = await source.listLeads(query);
    return { ...page, times: page.rows.map((r) => r.createdAt), rows: { leads: page.rows } };
  }

  /** Moves the task past a fetched page: next page, rows done, how far back it reached. */
  function advance(task: SyncTask, page: Awaited<ReturnType<typeof fetchPage>>) {
    const { times } = page;
    task.nextPage += 1;
    task.done += times.length;
    if (page.totalResults !== undefined) task.total = page.totalResults;
    if (times.some((t, i) => i > 0 && t > times[i - 1]!)) task.unordered = true;
    if (times.length > 0) task.coveredFrom = Math.min(task.coveredFrom ?? Infinity, ...times);
    if (!page.hasMore || times.length === 0) task.finished = true;
    progress = { counterId: task.counterId, done: task.done };
    if (task.total !== undefined) progress.total = task.total;
  }

  async function walk(source: TrackerSource, state: IndexSyncState, scope: SyncScope) {
    const job = state.job!;
    let storing: Promise<void> = Promise.resolve();
    const probed = new Set<string>();
    /** Once a pass per resource, with a number of its first page (filter-probe.ts). */
    const probe = async (task: SyncTask, rows: IndexRows) => {
      const resourceRows = task.resource === 'calls' ? rows.calls : rows.leads;
      if (!deps.probeFilter || probed.has(task.resource) || !resourceRows?.length) return;
      probed.add(task.resource);
      const target = {
        baseUrl: scope.key,
        counterId: task.counterId,
        region: scope.region ?? 'RU',
        now: now(),
      };
      await probePhoneFilter(
        source,
        target,
        task.resource === 'calls' ? { calls: rows.calls ?? [] } : { leads: rows.leads ?? [] },
      );
    };
    try {
      for (let task = nextTask(job.tasks); task; task = nextTask(job.tasks)) {
        const fetching = fetchPage(source, task);
        if (!prefetch) await storing;
        const page = await fetching;
        // The previous page is stored (and its progress saved) before this one moves the state.
        await storing;
        advance(task, page);
        trackSize(state, page.rows);
        if (task.finished) state.syncedUntil[taskKey(task)] = job.startedAt;
        storing = store(state, page.rows, job.startedAt);
        // Awaited below; until then a failure must not count as unhandled.
        storing.catch(() => undefined);
        await probe(task, page.rows);
      }
    } finally {
      await storing.catch(() => undefined);
    }
    await storing;
  }

  async function store(state: IndexSyncState, rows: IndexRows, seen: number) {
    await deps.index.putRows(rows, seen);
    await save(state);
    const info = coverageInfoOf(state);
    // When every walk is done the pass ends in a moment: callers wait for it to be complete.
    const walking = state.job?.tasks.some((task) => !task.finished) ?? false;
    if (info.coverage && !info.complete && walking) answerable?.resolve();
    emit(info.coverage ? { kind: 'progress', coverage: info.coverage } : { kind: 'progress' });
  }

  async function finish(state: IndexSyncState, scope: SyncScope) {
    const job = state.job!;
    const windowStart = job.startedAt - scope.windowDays * DAY_MS;
    if (job.kind === 'first' || job.kind === 'full') {
      state.lastFullAt = job.startedAt;
      state.lastRecentAt = job.startedAt;
      // Rows the whole-window walk did not list are gone from the tracker (a first pass
      // starts from an empty index: nothing to drop).
      if (job.kind === 'full')
        await deps.index.dropUnseen(scope.counterIds, windowStart, job.startedAt);
    } else if (job.kind === 'recent') {
      state.lastRecentAt = job.startedAt;
    }
    state.coverage = { from: now() - scope.windowDays * DAY_MS, to: job.startedAt };
    delete state.job;
    delete state.lastError;
    delete state.pausedUntil;
    state.lastSyncAt = now();
    await deps.index.pruneBefore(now() - scope.windowDays * DAY_MS);
    await save(state);
  }

  async function syncOnce(): Promise<void> {
    const scope = await deps.scope();
    let state = structuredClone(await indexSyncItem.getValue());
    if (state.scope !== scope.key) {
      await deps.index.clear();
      state = { scope: scope.key, syncedUntil: {} };
    }
    if (!state.job) {
      const startedAt = now();
      const kind = passKind(state, scope, startedAt);
      state.job = { startedAt, kind, tasks: plan(state, scope, startedAt, kind) };
    }
    if (state.pausedUntil !== undefined && state.pausedUntil > now()) {
      await sleep(state.pausedUntil - now());
    }
    delete state.pausedUntil;
    await save(state);
    try {
      await walk(await deps.getSource(), state, scope);
      await finish(state, scope);
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
    /** One pass; concurrent callers share it. A rate-limited pass resolves paused. */
    run(): Promise<void> {
      if (running) return running;
      clearTimeout(resumeTimer);
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
    isRunning: () => running !== undefined,
    /** Hears every stored page, pause and end; returns how to stop listening. */
    listen(listener: (event: SyncEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
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
      const windowStart = now() - windowDays * DAY_MS;
      await deps.index.putRows(
        {
          calls: (rows.calls ?? []).filter((r) => r.startTime >= windowStart),
          leads: (rows.leads ?? []).filter((r) => r.createdAt >= windowStart),
        },
        now(),
      );
    },
    async reset(): Promise<void> {
      clearTimeout(resumeTimer);
      await running?.catch(() => undefined);
      await deps.index.clear();
      await save({ syncedUntil: {} });
    },
    async status(
      windowDays: number,
      serverPhoneFilter: IndexStatus['serverPhoneFilter'],
    ): Promise<IndexStatus> {
      const state = await indexSyncItem.getValue();
      const { calls, leads } = await deps.index.counts();
      const paused = state.pausedUntil !== undefined && state.job !== undefined;
      const status: IndexStatus = {
        state:
          running || paused
            ? 'syncing'
            : state.lastError
              ? 'error'
              : calls + leads === 0 && state.lastSyncAt === undefined
                ? 'empty'
                : 'idle',
        windowDays,
        calls,
        leads,
        approxBytes: Math.round((calls + leads) * (state.approxBytesPerRow ?? 0)),
        serverPhoneFilter,
      };
      if (state.lastSyncAt !== undefined) status.lastSyncAt = state.lastSyncAt;
      const info = coverageInfoOf(state);
      if (info.coverage) status.coverage = { ...info.coverage, complete: info.complete };
      if (paused) status.pausedUntil = state.pausedUntil!;
      const measured = await measuredUsage();
      if (measured !== undefined) status.measuredBytes = measured;
      if (progress) status.progress = { ...progress };
      if (state.lastError) status.lastError = state.lastError;
      return status;
    },
  };
  return sync;
}

function trackSize(state: IndexSyncState, rows: IndexRows) {
  const stored = [
    ...(rows.calls ?? []).map((row) => storedCall(row, 'RU', 0)),
    ...(rows.leads ?? []).map((row) => storedLead(row, 'RU', 0)),
  ];
  if (stored.length === 0) return;
  // Rough: JSON size of the stored records plus the index entries kept per row.
  const perRow = JSON.stringify(stored).length / stored.length + 64;
  state.approxBytesPerRow = Math.round(perRow);
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
