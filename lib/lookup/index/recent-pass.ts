/**
 * The short pass of the Recent calls view (and of missed-call notifications): the calls each
 * chosen counter listed since the index was last current, one request per counter, stored in
 * the local index that the view reads. Never more than one request per counter within
 * `everyMs` (a minute in the product), whoever asks and however often: the view asks again
 * when `nextAt` comes, and notifications on their alarm, and both share this gate. Requests go
 * at background priority (not `interactive`), so a rep's lookups pass first.
 */
import { formatTrackerDateTime } from '../../format/tracker-date';
import type { UnreachableReason } from '../../types/phone-data';
import { createInFlight } from '../in-flight';
import type { LocalIndex } from './local-index';
import { DEFAULT_OVERLAP_MS } from './sync-constants';
import { downReason, errorKindOf, type TrackerSource } from '../tracker-source';

/** The product's gate: one request per counter and minute. */
export const RECENT_PASS_EVERY_MS = 60_000;
/** More rows than this since the last pass is a gap the index sync fills (one page only). */
const PAGE_SIZE = 1000;
/** A background request gives up after this; the next pass asks again. */
const PASS_DEADLINE_MS = 30_000;
const DOWN_KINDS = new Set(['network', 'timeout', 'server']);

export interface RecentPassDeps {
  index: LocalIndex;
  getSource: () => Promise<TrackerSource>;
  now: () => number;
  isOnline: () => boolean;
  /** The least time between two requests for one counter (default `RECENT_PASS_EVERY_MS`). */
  everyMs?: number;
  /** Calls are listed by their start and appear once ended: re-read this far back. */
  overlapMs?: number;
  /** More calls came than one page holds: the index sync is started to fill them. */
  onGapTooLong: () => void;
}

export interface RecentScope {
  /** The data's identity (address, counters): passes of another scope share nothing. */
  key: string;
  counterIds: readonly string[];
  windowStart: number;
  /** The index holds every call up to here, as the last (or running) sync pass says. */
  coveredTo: number;
}

export interface RecentPassResult {
  /** Every counter's calls are in the index up to this moment (the oldest counter's). */
  asOf: number;
  /** When the next pass may ask the tracker (the earliest counter's turn). */
  nextAt: number;
  /** The service could not be reached on this pass: the list is as of `asOf`. */
  down?: UnreachableReason;
}

export type RecentPass = ReturnType<typeof createRecentPass>;

export function createRecentPass(deps: RecentPassDeps) {
  const everyMs = deps.everyMs ?? RECENT_PASS_EVERY_MS;
  const overlapMs = deps.overlapMs ?? DEFAULT_OVERLAP_MS;
  /** Per scope and counter: when it was last asked, and the start of its last good read. */
  const asked = new Map<string, number>();
  const brought = new Map<string, number>();
  /** Per scope: what the last pass that asked found, told until a pass gets through. */
  const lastDown = new Map<string, UnreachableReason>();
  const flights = createInFlight<RecentPassResult>();
  const idOf = (scope: RecentScope, counterId: string) => `${scope.key}|${counterId}`;

  /** One counter's calls since it was last current; the error's kind when it failed. */
  async function readCounter(scope: RecentScope, counterId: string): Promise<string | null> {
    const id = idOf(scope, counterId);
    const startedAt = deps.now();
    asked.set(id, startedAt);
    const from = Math.max(scope.coveredTo, brought.get(id) ?? 0) - overlapMs;
    try {
      const page = await (
        await deps.getSource()
      ).listCalls({
        counterId,
        filter: `startTime>${formatTrackerDateTime(Math.max(from, scope.windowStart))}`,
        page: 1,
        itemsPerPage: PAGE_SIZE,
        deadline: startedAt + PASS_DEADLINE_MS,
      });
      await deps.index.putCalls(page.rows.filter((row) => row.startTime >= scope.windowStart));
      if (page.hasMore) deps.onGapTooLong();
      else brought.set(id, startedAt);
      return null;
    } catch (error) {
      const kind = errorKindOf(error);
      if (kind === 'rate_limited' || DOWN_KINDS.has(kind)) return kind;
      throw error;
    }
  }

  async function pass(scope: RecentScope): Promise<RecentPassResult> {
    const now = deps.now();
    const due = scope.counterIds.filter((counterId) => {
      const last = asked.get(idOf(scope, counterId));
      return last === undefined || now - last >= everyMs;
    });
    let down = lastDown.get(scope.key);
    if (due.length > 0 && !deps.isOnline()) down = 'offline';
    else if (due.length > 0) {
      const failures = (await Promise.all(due.map((id) => readCounter(scope, id)))).filter(
        (kind): kind is string => kind !== null && kind !== 'rate_limited',
      );
      down = failures.length > 0 ? downReason(failures, deps.isOnline()) : undefined;
    }
    if (down) lastDown.set(scope.key, down);
    else lastDown.delete(scope.key);
    const ids = scope.counterIds.map((counterId) => idOf(scope, counterId));
    const asOf = Math.min(...ids.map((id) => Math.max(scope.coveredTo, brought.get(id) ?? 0)));
    const nextAt = Math.min(...ids.map((id) => (asked.get(id) ?? now) + everyMs));
    return { asOf, nextAt, ...(down ? { down } : {}) };
  }

  return {
    /** Brings the index's recent calls up to the minute for `scope`; concurrent callers share it. */
    run(scope: RecentScope): Promise<RecentPassResult> {
      if (scope.counterIds.length === 0) {
        return Promise.resolve({ asOf: scope.coveredTo, nextAt: deps.now() + everyMs });
      }
      return flights.run(scope.key, () => pass(scope));
    },
    /** Forgets what was brought (another address, key or counters, or the index cleared). */
    clear(): void {
      asked.clear();
      brought.clear();
      lastDown.clear();
    },
  };
}
