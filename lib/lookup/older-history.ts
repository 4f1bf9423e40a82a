/**
 * The part of a number's history older than the local index holds, asked of the tracker's phone
 * filter and kept. Old calls and leads rarely change (a tag, a lead's status), so the part is
 * asked once, re-read behind at most daily, and joined to the index's window it makes the whole
 * history, while the index answers the recent part with no request (lib/lookup/README.md).
 *
 * The boundary (`cut`) is the window's start rounded up to a step of a week: the same for a week
 * of lookups, so one kept part serves them all, and always inside what the index holds.
 */
import type { CallView, LeadView, PhoneDetail, UnreachableReason } from '../types/phone-data';
import type { DetailCache } from './detail-cache';
import { askPhoneFilter, addTruncations, type FilteredLookupDeps } from './filtered-lookup';
import { createInFlight } from './in-flight';
import { DAY_MS } from './index-sync';
import type { PhoneRows } from './local-index';
import { toCallView, toLeadView } from './records';
import type { CounterInfo } from './tracker-source';
import { buildDetail } from './views';

/** A kept older part is re-read behind once it is older than this. */
export const OLDER_REFRESH_MS = DAY_MS;

export interface OlderScope {
  baseUrl: string;
  counters: readonly CounterInfo[];
  windowDays: number;
  region: string;
  deadline: number;
}

export type OlderOutcome =
  /** The calls and leads before `cut`, as of `part.fetchedAt`. */
  | { kind: 'rows'; part: PhoneDetail; cut: number }
  /** The filter cannot be trusted: only the index can answer. */
  | { kind: 'unusable' }
  | { kind: 'unreachable'; reason: UnreachableReason }
  /** Some counters did not answer: the caller asks the whole history instead. */
  | { kind: 'incomplete' };

const isWholeAndRecent = (detail: PhoneDetail, now: number) =>
  detail.answer.kind === 'live' &&
  detail.truncated === undefined &&
  now - detail.fetchedAt <= OLDER_REFRESH_MS;

/** The window's start rounded up to a week (a quarter of shorter windows, at least a day). */
export function olderCut(now: number, windowDays: number): number {
  const step = Math.min(7, Math.max(1, Math.floor(windowDays / 4))) * DAY_MS;
  return Math.ceil((now - windowDays * DAY_MS) / step) * step;
}

export interface OlderHistoryDeps {
  filter: FilteredLookupDeps;
  /** Where parts are kept (the lookups' answer cache, so accepted tags patch them too). */
  cache: DetailCache;
  /** The key met its rate limit lately: refreshes behind wait for a calmer moment. */
  keyAtLimit: () => boolean;
}

export function createOlderHistory(deps: OlderHistoryDeps) {
  const { now } = deps.filter;
  const flights = createInFlight<OlderOutcome>();

  async function fetchPart(
    scope: OlderScope,
    phone: string,
    cut: number,
    key: string,
    interactive: boolean,
  ): Promise<OlderOutcome> {
    const [calls, leads] = await askPhoneFilter(deps.filter, {
      baseUrl: scope.baseUrl,
      counters: scope.counters,
      region: scope.region,
      phone,
      before: cut,
      interactive,
      deadline: scope.deadline,
    });
    if (calls.kind === 'unreachable') return calls;
    if (leads.kind === 'unreachable') return leads;
    if (calls.kind === 'unusable' || leads.kind === 'unusable') return { kind: 'unusable' };
    if (calls.failed.length > 0 || leads.failed.length > 0) return { kind: 'incomplete' };
    const counters = new Map(scope.counters.map((c) => [c.counterId, c]));
    const truncated = addTruncations([calls.cut, leads.cut]);
    // A tracker that applied the phone but not the date would double the window's rows.
    const part = buildDetail({
      phone,
      calls: calls.rows.filter((r) => r.startTime < cut).map((r) => toCallView(r, counters)),
      leads: leads.rows.filter((r) => r.createdAt < cut).map((r) => toLeadView(r, counters)),
      answer: { kind: 'live', at: now() },
      via: 'server-filter',
      fetchedAt: now(),
      ...(truncated ? { truncated } : {}),
    });
    await deps.cache.set(key, part);
    return { kind: 'rows', part, cut };
  }

  const where = (scope: Pick<OlderScope, 'baseUrl' | 'counters' | 'windowDays'>, phone: string) => {
    const cut = olderCut(now(), scope.windowDays);
    const counterIds = scope.counters.map((c) => c.counterId).join(',');
    return { cut, key: `older|${scope.baseUrl}|${counterIds}|${phone}|${cut}` };
  };

  return {
    /** The part kept for the current boundary, if any; never asks the tracker. */
    async kept(
      scope: Pick<OlderScope, 'baseUrl' | 'counters' | 'windowDays'>,
      phone: string,
    ): Promise<{ part: PhoneDetail; cut: number } | undefined> {
      const { cut, key } = where(scope, phone);
      const part = await deps.cache.get(key);
      return part && { part, cut };
    },

    /**
     * The kept part (refreshed behind when a day old), or taken from `whole` (a live answer of
     * the whole history under a day old, not cut at its page cap), or asked now.
     */
    async get(scope: OlderScope, phone: string, whole?: PhoneDetail): Promise<OlderOutcome> {
      const { cut, key } = where(scope, phone);
      let kept = await deps.cache.get(key);
      if (!kept && whole && isWholeAndRecent(whole, now())) {
        kept = buildDetail({
          phone,
          calls: whole.calls.filter((c) => c.startTime < cut),
          leads: whole.leads.filter((l) => l.createdAt < cut),
          answer: whole.answer,
          via: 'server-filter',
          fetchedAt: whole.fetchedAt,
        });
        await deps.cache.set(key, kept);
      }
      if (kept) {
        if (now() - kept.fetchedAt > OLDER_REFRESH_MS && !deps.keyAtLimit()) {
          flights
            .run(key, () => fetchPart(scope, phone, cut, key, false))
            .catch((error: unknown) => console.warn('Older history refresh failed:', error));
        }
        return { kind: 'rows', part: kept, cut };
      }
      return flights.run(key, () => fetchPart(scope, phone, cut, key, true));
    },
  };
}

export type OlderHistory = ReturnType<typeof createOlderHistory>;

/** The index's rows from the boundary on, then the kept part before it: the whole history. */
export function joinWithOlder(
  recent: PhoneRows,
  older: { part: PhoneDetail; cut: number },
  counters: ReadonlyMap<string, CounterInfo>,
): { calls: CallView[]; leads: LeadView[] } {
  const { part, cut } = older;
  return {
    calls: [
      ...recent.calls.filter((r) => r.startTime >= cut).map((r) => toCallView(r, counters)),
      ...part.calls,
    ],
    leads: [
      ...recent.leads.filter((r) => r.createdAt >= cut).map((r) => toLeadView(r, counters)),
      ...part.leads,
    ],
  };
}
