/**
 * One pass's walk through the tracker's listings (index-sync.ts): a page of the walk furthest
 * behind at a time, fetched while the previous one is stored, each advancing its task.
 */
import { formatTrackerDateTime } from '../../format/tracker-date';
import type { IndexSyncState, SyncTask } from '../../storage/items';
import type { IndexListingStop, IndexStatus } from '../../types/phone-data';
import { probePhoneFilter } from './filter-probe';
import { storedCall, storedLead, type IndexRows } from './local-index';
import type { SyncScope } from './sync-constants';
import type { TrackerSource } from '../tracker-source';

const DATE_FIELD = { calls: 'startTime', leads: 'createdAt' } as const;
const taskKey = (task: Pick<SyncTask, 'counterId' | 'resource'>) =>
  `${task.counterId}:${task.resource}`;

export interface WalkOptions {
  itemsPerPage: number;
  /** The most rows the index may keep (the size cap, at the size a row measured so far). */
  maxRows: () => number;
  prefetch: boolean;
  interleave: boolean;
  probeFilter: boolean;
  now: () => number;
  /** Stores a fetched page and saves the progress (the state as advanced past it). */
  store: (state: IndexSyncState, rows: IndexRows, seen: number) => Promise<void>;
  /** Hears how far the walk got (the index status's `progress`). */
  onProgress: (progress: NonNullable<IndexStatus['progress']>) => void;
}

/** The walk furthest behind goes next, so every counter's recent days fill first. */
function nextTask(tasks: SyncTask[], interleave: boolean): SyncTask | undefined {
  let best: SyncTask | undefined;
  for (const task of tasks) {
    if (task.finished) continue;
    if (!interleave) return task;
    const reach = task.coveredFrom ?? Infinity;
    if (!best || reach > (best.coveredFrom ?? Infinity)) best = task;
  }
  return best;
}

/**
 * Rows older than the date asked after (a day's leeway for the service's time zone): the
 * listing went past the window, and they are not stored.
 */
const PAST_WINDOW_LEEWAY_MS = 86_400_000;

async function fetchPage(source: TrackerSource, task: SyncTask, itemsPerPage: number) {
  const query = {
    counterId: task.counterId,
    filter: `${DATE_FIELD[task.resource]}>${formatTrackerDateTime(task.since)}`,
    page: task.nextPage,
    itemsPerPage,
  };
  const inWindow = (at: number) => at >= task.since - PAST_WINDOW_LEEWAY_MS;
  if (task.resource === 'calls') {
    const page = await source.listCalls(query);
    const rows = page.rows.filter((r) => inWindow(r.startTime));
    const pastWindow = rows.length < page.rows.length;
    return { ...page, pastWindow, times: rows.map((r) => r.startTime), rows: { calls: rows } };
  }
  const page = await source.listLeads(query);
  const rows = page.rows.filter((r) => inWindow(r.createdAt));
  const pastWindow = rows.length < page.rows.length;
  return { ...page, pastWindow, times: rows.map((r) => r.createdAt), rows: { leads: rows } };
}
type FetchedPage = Awaited<ReturnType<typeof fetchPage>>;

/** Why a listing that does not end is stopped after this page, if it is. */
function listingStop(task: SyncTask, page: FetchedPage): IndexListingStop['reason'] | undefined {
  if (page.nextLink !== undefined && page.nextLink === task.lastLink) return 'repeated_link';
  if (task.total !== undefined && task.done > task.total) return 'past_total';
  if (page.pastWindow) return 'past_window';
  return undefined;
}

/**
 * Moves the task past a fetched page: next page, rows done, how far back it reached. A
 * listing that does not end is stopped and said in the state (`stopped`); a walk that read
 * more rows than the index may keep (`maxRows`) has the newest, and goes no further back.
 */
function advance(state: IndexSyncState, task: SyncTask, page: FetchedPage, maxRows: number) {
  const { times } = page;
  task.nextPage += 1;
  task.done += times.length;
  if (page.totalResults !== undefined) task.total = page.totalResults;
  if (times.some((t, i) => i > 0 && t > times[i - 1]!)) task.unordered = true;
  for (const t of times) task.coveredFrom = Math.min(task.coveredFrom ?? Infinity, t);
  const stop = listingStop(task, page);
  if (page.nextLink !== undefined) task.lastLink = page.nextLink;
  if (stop) state.stopped ??= { reason: stop, counterId: task.counterId, resource: task.resource };
  if (!page.hasMore || times.length === 0 || stop || task.done >= maxRows) task.finished = true;
  const progress: NonNullable<IndexStatus['progress']> = {
    counterId: task.counterId,
    done: task.done,
  };
  if (task.total !== undefined) progress.total = task.total;
  return progress;
}

/** Keeps the state's estimate of the bytes a row takes, from the rows just fetched. */
export function trackSize(state: IndexSyncState, rows: IndexRows) {
  const stored = [
    ...(rows.calls ?? []).map((row) => storedCall(row, 'RU', 0)),
    ...(rows.leads ?? []).map((row) => storedLead(row, 'RU', 0)),
  ];
  if (stored.length === 0) return;
  // Rough: JSON size of the stored records plus the index entries kept per row.
  const perRow = JSON.stringify(stored).length / stored.length + 64;
  state.approxBytesPerRow = Math.round(perRow);
}

/** Once a pass per resource, with a number of its first page (filter-probe.ts). */
function createProbe(source: TrackerSource, scope: SyncScope, options: WalkOptions) {
  const probed = new Set<string>();
  return async (task: SyncTask, rows: IndexRows) => {
    const resourceRows = task.resource === 'calls' ? rows.calls : rows.leads;
    if (!options.probeFilter || probed.has(task.resource) || !resourceRows?.length) return;
    probed.add(task.resource);
    const target = {
      baseUrl: scope.key,
      counterId: task.counterId,
      region: scope.region ?? 'RU',
      now: options.now(),
    };
    await probePhoneFilter(
      source,
      target,
      task.resource === 'calls' ? { calls: rows.calls ?? [] } : { leads: rows.leads ?? [] },
    );
  };
}

export async function walk(
  source: TrackerSource,
  state: IndexSyncState,
  scope: SyncScope,
  options: WalkOptions,
) {
  const job = state.job!;
  let storing: Promise<void> = Promise.resolve();
  const probe = createProbe(source, scope, options);
  const next = () => nextTask(job.tasks, options.interleave);
  try {
    for (let task = next(); task; task = next()) {
      const fetching = fetchPage(source, task, options.itemsPerPage);
      if (!options.prefetch) await storing;
      const page = await fetching;
      // The previous page is stored (and its progress saved) before this one moves the state.
      await storing;
      // The size cap ended the walk while this page was fetched: it would only be trimmed.
      if (task.finished) continue;
      options.onProgress(advance(state, task, page, options.maxRows()));
      trackSize(state, page.rows);
      if (task.finished) state.syncedUntil[taskKey(task)] = job.startedAt;
      storing = options.store(state, page.rows, job.startedAt);
      // Awaited below; until then a failure must not count as unhandled.
      storing.catch(() => undefined);
      await probe(task, page.rows);
    }
  } finally {
    await storing.catch(() => undefined);
  }
  await storing;
}
