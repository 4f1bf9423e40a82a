import { storage } from 'wxt/utils/storage';
/**
 * Keeps the local index filled: per chosen counter, calls and leads newer than the window
 * start (or than the last pass minus an overlap, so tags changed since are re-read), fetched
 * with the only filter certain to work, a date `>`. Progress is persisted after every page so
 * a sync stopped with the service worker resumes where it was.
 */
import { formatTrackerDateTime } from '../api/dates';
import {
  indexSyncItem,
  INDEX_SYNC_SUMMARY_KEY,
  type IndexSyncState,
  type IndexSyncSummary,
  type SyncTask,
} from '../storage/items';

function summaryOf({ lastSyncAt, lastError }: IndexSyncState): IndexSyncSummary {
  return {
    ...(lastSyncAt !== undefined ? { lastSyncAt } : {}),
    ...(lastError !== undefined ? { lastError } : {}),
  };
}
import type { IndexStatus } from '../types/phone-data';
import type { LocalIndex } from './local-index';
import type { TrackerSource } from './tracker-source';

export const DAY_MS = 86_400_000;
/** Re-read window on every pass: catches tags added or removed after a call. */
export const DEFAULT_OVERLAP_MS = 3 * DAY_MS;

export interface SyncScope {
  /** The data's identity (base URL): another scope empties the index first. */
  key: string;
  counterIds: string[];
  windowDays: number;
}

export interface IndexSyncDeps {
  index: LocalIndex;
  getSource: () => Promise<TrackerSource>;
  scope: () => Promise<SyncScope>;
  now?: () => number;
  overlapMs?: number;
  itemsPerPage?: number;
  onChange?: () => void;
}

export type IndexSync = ReturnType<typeof createIndexSync>;

const DATE_FIELD = { calls: 'startTime', leads: 'createdAt' } as const;

export function createIndexSync(deps: IndexSyncDeps) {
  const now = deps.now ?? Date.now;
  const overlapMs = deps.overlapMs ?? DEFAULT_OVERLAP_MS;
  const itemsPerPage = deps.itemsPerPage ?? 1000;
  let running: Promise<void> | undefined;
  let progress: IndexStatus['progress'];

  const save = async (state: IndexSyncState) => {
    await indexSyncItem.setValue(state);
    await storage.setItem<IndexSyncSummary>(INDEX_SYNC_SUMMARY_KEY, summaryOf(state));
    deps.onChange?.();
  };

  function plan(state: IndexSyncState, scope: SyncScope, startedAt: number): SyncTask[] {
    const windowStart = startedAt - scope.windowDays * DAY_MS;
    return scope.counterIds.flatMap((counterId) =>
      (['calls', 'leads'] as const).map((resource) => {
        const previous = state.syncedUntil[`${counterId}:${resource}`];
        const since =
          previous === undefined ? windowStart : Math.max(windowStart, previous - overlapMs);
        return { counterId, resource, since, nextPage: 1, done: 0 };
      }),
    );
  }

  async function runTask(source: TrackerSource, state: IndexSyncState, task: SyncTask) {
    for (;;) {
      const query = {
        counterId: task.counterId,
        filter: `${DATE_FIELD[task.resource]}>${formatTrackerDateTime(task.since)}`,
        page: task.nextPage,
        itemsPerPage,
      };
      let count: number;
      let hasMore: boolean;
      let total: number | undefined;
      if (task.resource === 'calls') {
        const page = await source.listCalls(query);
        await deps.index.putCalls(page.rows);
        ({ hasMore, totalResults: total } = page);
        count = page.rows.length;
        trackSize(state, page.rows);
      } else {
        const page = await source.listLeads(query);
        await deps.index.putLeads(page.rows);
        ({ hasMore, totalResults: total } = page);
        count = page.rows.length;
        trackSize(state, page.rows);
      }
      task.nextPage += 1;
      task.done += count;
      if (total !== undefined) task.total = total;
      progress = { counterId: task.counterId, done: task.done };
      if (task.total !== undefined) progress.total = task.total;
      await save(state);
      if (!hasMore || count === 0) return;
    }
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
      state.job = { startedAt, tasks: plan(state, scope, startedAt) };
    }
    const job = state.job;
    await save(state);
    try {
      const source = await deps.getSource();
      while (job.tasks.length > 0) {
        const task = job.tasks[0]!;
        await runTask(source, state, task);
        state.syncedUntil[`${task.counterId}:${task.resource}`] = job.startedAt;
        job.tasks.shift();
        await save(state);
      }
      delete state.job;
      delete state.lastError;
      state.lastSyncAt = now();
      await deps.index.pruneBefore(now() - scope.windowDays * DAY_MS);
      await save(state);
    } catch (error) {
      state.lastError = error instanceof Error ? error.message : String(error);
      await save(state);
      throw error;
    } finally {
      progress = undefined;
    }
  }

  return {
    /** One pass; concurrent callers share it. */
    run(): Promise<void> {
      running ??= syncOnce().finally(() => {
        running = undefined;
        deps.onChange?.();
      });
      return running;
    },
    isRunning: () => running !== undefined,
    /** A pass the service worker was stopped in the middle of, to be resumed at start. */
    async interrupted(): Promise<boolean> {
      return (await indexSyncItem.getValue()).job !== undefined;
    },
    async lastSyncAt(): Promise<number | undefined> {
      return (await indexSyncItem.getValue()).lastSyncAt;
    },
    async reset(): Promise<void> {
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
      const status: IndexStatus = {
        state: running
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
      const measured = await measuredUsage();
      if (measured !== undefined) status.measuredBytes = measured;
      if (progress) status.progress = { ...progress };
      if (state.lastError) status.lastError = state.lastError;
      return status;
    },
  };
}

function trackSize(state: IndexSyncState, rows: readonly object[]) {
  if (rows.length === 0) return;
  // Rough: JSON size of the rows plus the key and index entries kept per row.
  const perRow = JSON.stringify(rows).length / rows.length + 64;
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
