/**
 * The part of a number's history older than the local index holds, kept from a whole history
 * the phone filter gave. Old calls and leads rarely change (a tag, a lead's status), so the part
 * is kept for the week, re-read behind daily, and joined to the index's window it makes the
 * whole history while the index answers the recent part with no request (lib/lookup/README.md).
 *
 * The boundary (`cut`) is the window's start rounded up to a step of a week: the same for a week
 * of lookups, so one kept part serves them all, and always inside what the index holds.
 */
import type { CallView, LeadView, PhoneDetail } from '../../types/phone-data';
import type { DetailCache } from './detail-cache';
import { askPhoneFilter, addTruncations, type FilteredLookupDeps } from './filtered-lookup';
import { createInFlight } from '../in-flight';
import { DAY_MS } from '../index/index-sync';
import type { PhoneRows } from '../index/local-index';
import { toCallView, toLeadView } from '../records';
import type { CounterInfo } from '../tracker-source';
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

/** A kept older part and the boundary it ends at. */
export interface OlderPart {
  part: PhoneDetail;
  cut: number;
}

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
  const flights = createInFlight<void>();

  /** Re-reads a kept part behind (the tracker's `<` date filter); kept as it was on failure. */
  async function refreshPart(scope: OlderScope, phone: string, cut: number, key: string) {
    const [calls, leads] = await askPhoneFilter(deps.filter, {
      baseUrl: scope.baseUrl,
      counters: scope.counters,
      region: scope.region,
      phone,
      before: cut,
      interactive: false,
      deadline: scope.deadline,
    });
    if (calls.kind !== 'rows' || leads.kind !== 'rows') return;
    if (calls.failed.length > 0 || leads.failed.length > 0) return;
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
  }

  return {
    /**
     * The part kept for the current boundary, else taken from `whole` (a live answer of the
     * whole history under a day old, not cut at its page cap); re-read behind once a day old.
     * Undefined when neither: the phone filter then answers the whole history (the same
     * requests as asking the older part alone, and no catch-up of the index needed).
     */
    async kept(
      scope: OlderScope,
      phone: string,
      whole?: PhoneDetail,
    ): Promise<OlderPart | undefined> {
      const cut = olderCut(now(), scope.windowDays);
      const counterIds = scope.counters.map((c) => c.counterId).join(',');
      const key = `older|${scope.baseUrl}|${counterIds}|${phone}|${cut}`;
      let part = await deps.cache.get(key);
      if (!part && whole && isWholeAndRecent(whole, now())) {
        part = buildDetail({
          phone,
          calls: whole.calls.filter((c) => c.startTime < cut),
          leads: whole.leads.filter((l) => l.createdAt < cut),
          answer: whole.answer,
          via: 'server-filter',
          fetchedAt: whole.fetchedAt,
        });
        await deps.cache.set(key, part);
      }
      if (!part) return undefined;
      if (now() - part.fetchedAt > OLDER_REFRESH_MS && !deps.keyAtLimit()) {
        flights
          .run(key, () => refreshPart(scope, phone, cut, key))
          .catch((error: unknown) => console.warn('Older history refresh failed:', error));
      }
      return { part, cut };
    },
  };
}

export type OlderHistory = ReturnType<typeof createOlderHistory>;

/** The index's rows from the boundary on, then the kept part before it: the whole history. */
export function joinWithOlder(
  recent: PhoneRows,
  older: OlderPart,
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
