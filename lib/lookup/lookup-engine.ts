/**
 * Phone number -> calls and leads. One number: the server's phone filter while it is known to
 * work (or not yet known), else the local index. Many numbers: the local index only, in one
 * read. Identical requests in flight are shared; how many requests run at once and how fast is
 * the background's request scheduler's business (lib/api/scheduler.ts), not this engine's;
 * cached details answer at once and are refreshed behind when older than `freshMs`.
 */
import type {
  AnswerState,
  IndexCoverage,
  OutboxEntryView,
  PhoneDetail,
  PhoneSummary,
  UnreachableReason,
} from '../types/phone-data';
import { createMemoryDetailCache, type DetailCache } from './detail-cache';
import { createInFlight } from './in-flight';
import { DAY_MS, type IndexSync } from './index-sync';
import { createIndexTopUp } from './index-top-up';
import type { LocalIndex, PhoneRows } from './local-index';
import {
  callPhoneFilter,
  filterStateUnusable,
  judgeFilteredRows,
  leadPhoneFilter,
  readFilterFinding,
  recordFilterFinding,
  refusesFilter,
  type FilterResource,
} from './phone-filter';
import { applyPendingTags } from './tag-outbox';
import { apiPhoneKey } from './phone-key';
import {
  errorKindOf,
  type CallRow,
  type CounterInfo,
  type LeadRow,
  type ListPage,
  type ListQuery,
  type TrackerSource,
} from './tracker-source';
import { counterName, toCallView, toLeadView } from './records';
import { buildDetail, summaryOf } from './views';

export interface LookupContext {
  baseUrl: string;
  /** The counters searched (the user's choice). */
  counters: CounterInfo[];
  windowDays: number;
  /** Region for numbers the tracker keeps without a country code. */
  defaultRegion?: string;
}

export interface LookupDeps {
  index: LocalIndex;
  sync: IndexSync;
  getSource: () => Promise<TrackerSource>;
  context: () => Promise<LookupContext>;
  pendingWrites: () => Promise<OutboxEntryView[]>;
  now?: () => number;
  freshMs?: number;
  /** An index older than this is re-synced behind the answer. */
  indexStaleMs?: number;
  /** The browser's own word on the network (`navigator.onLine`): offline skips the service. */
  isOnline?: () => boolean;
  /** How long a lookup waits for a first index sync before answering "still syncing". */
  firstSyncWaitMs?: number;
  /** An index complete this recently answers a number with no request (default a minute). */
  indexFreshMs?: number;
  /** The key met its rate limit lately (the request scheduler says so). */
  keyAtLimit?: () => boolean;
  /** Where answers are kept between lookups (default: memory). */
  cache?: DetailCache;
}

/** Pages read per counter through the server filter: one number rarely has more. */
const MAX_FILTERED_PAGES = 5;
const FILTERED_PAGE_SIZE = 500;
/** Failures after which an answer from the index beats no answer: the service is unreachable. */
/** One number's server requests, retries included, end by then; the index answers after. */
export const LOOKUP_DEADLINE_MS = 20_000;
const OFFLINE_KINDS = new Set(['network', 'timeout', 'server', 'rate_limited', 'aborted']);

/** What asking the service's phone filter for one resource came to. */
type ServerOutcome<T> =
  /** Rows of the counters that answered; `failed`: ids of counters that could not be reached. */
  | { kind: 'rows'; rows: T[]; cut?: Truncation; failed: string[] }
  /** The filter cannot be trusted (refused, ignored, another 400): the index must answer. */
  | { kind: 'unusable' }
  | { kind: 'unreachable'; reason: UnreachableReason };

const isCounterRefusal = (error: unknown) =>
  errorKindOf(error) === 'auth' &&
  typeof error === 'object' &&
  error !== null &&
  ((error as { counterAccess?: unknown }).counterAccess === true ||
    (error as { code?: unknown }).code === 'counter_access_denied');

export type LookupEngine = ReturnType<typeof createLookupEngine>;

type Truncation = NonNullable<PhoneDetail['truncated']>;

function addTruncations(parts: readonly (Truncation | undefined)[]): Truncation | undefined {
  const cut = parts.filter((p): p is Truncation => p !== undefined);
  if (cut.length === 0) return undefined;
  return {
    shown: cut.reduce((sum, p) => sum + p.shown, 0),
    total: cut.reduce((sum, p) => sum + p.total, 0),
  };
}

export function createLookupEngine(deps: LookupDeps) {
  const now = deps.now ?? Date.now;
  const freshMs = deps.freshMs ?? 60_000;
  const indexStaleMs = deps.indexStaleMs ?? 15 * 60_000;
  const isOnline = deps.isOnline ?? (() => globalThis.navigator?.onLine !== false);
  const firstSyncWaitMs = deps.firstSyncWaitMs ?? 8_000;
  const details = deps.cache ?? createMemoryDetailCache();
  const detailFlights = createInFlight<PhoneDetail>();
  const summaryFlights = createInFlight<PhoneSummary[]>();
  const topUp = createIndexTopUp({
    index: deps.index,
    getSource: deps.getSource,
    now,
    isOnline,
    freshMs: deps.indexFreshMs ?? 60_000,
    onGapTooLong: () => startSync(),
  });

  const cacheKey = (ctx: LookupContext, phone: string) =>
    `${ctx.baseUrl}|${ctx.counters.map((c) => c.counterId).join(',')}|${phone}`;

  const startSync = () => {
    if (!deps.sync.isRunning())
      deps.sync.run().catch((error: unknown) => console.warn('Index sync failed:', error));
  };

  /**
   * Makes the index worth reading: a first sync is waited for (up to `firstSyncWaitMs` when
   * `bounded`), an old one refreshed behind. Never waits while the service cannot be reached.
   * Returns when the index was last complete, if ever.
   */
  async function ensureIndex(options: {
    wait: boolean;
    bounded: boolean;
  }): Promise<number | undefined> {
    const last = await deps.sync.lastSyncAt();
    if (last !== undefined) {
      if (now() - last > indexStaleMs && options.wait) startSync();
      return last;
    }
    if (!options.wait) return undefined;
    // A first sync walks back from now: the index answers once its first pages are stored.
    const first = deps.sync.runUntilAnswerable();
    if (!options.bounded) {
      await first;
    } else {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, firstSyncWaitMs)));
      await Promise.race([first.catch(() => undefined), waited]).finally(() => clearTimeout(timer));
      first.catch((error: unknown) => console.warn('Index sync failed:', error));
    }
    return deps.sync.lastSyncAt();
  }

  /**
   * The number's rows through the service's phone filter, per counter; counters that cannot be
   * reached are listed as `failed` (their part comes from the index), and when none answers the
   * service is unreachable. `cut` counts rows of counters whose pages stopped at the cap.
   */
  async function viaServer<T>(
    ctx: LookupContext,
    resource: FilterResource,
    phone: string,
    list: (source: TrackerSource, query: ListQuery) => Promise<ListPage<T>>,
    phoneOf: (row: T) => string,
    giveUp: AbortController,
    deadline: number,
  ): Promise<ServerOutcome<T>> {
    const finding = (await readFilterFinding(ctx.baseUrl, now()))[resource];
    if (filterStateUnusable(finding)) return { kind: 'unusable' };
    if (!isOnline()) return { kind: 'unreachable', reason: 'offline' };
    const filter = resource === 'calls' ? callPhoneFilter(phone) : leadPhoneFilter(phone);
    const source = await deps.getSource();
    async function readCounter(counterId: string) {
      const rows: T[] = [];
      let cut: Truncation | undefined;
      for (let page = 1; page <= MAX_FILTERED_PAGES; page += 1) {
        const answer = await list(source, {
          counterId,
          filter,
          page,
          itemsPerPage: FILTERED_PAGE_SIZE,
          interactive: true,
          signal: giveUp.signal,
          deadline,
        });
        for (const row of answer.rows) rows.push(row);
        // One page tells whether the filter was applied; don't read a whole
        // unfiltered listing to find out.
        if (judgeFilteredRows(answer.rows.map(phoneOf), phone) === 'ignored') break;
        if (!answer.hasMore || answer.rows.length === 0) break;
        if (page === MAX_FILTERED_PAGES) {
          const total = Math.max(answer.totalResults ?? 0, rows.length + 1);
          cut = { shown: rows.length, total };
        }
      }
      return { rows, cut };
    }
    const perCounter = await Promise.allSettled(
      ctx.counters.map(async (counter) => {
        try {
          return await readCounter(counter.counterId);
        } catch (error) {
          // The service itself is down or too slow: the other requests would wait just as
          // long, so they stop and the lookup says so now.
          const kind = errorKindOf(error);
          if (kind === 'network' || kind === 'timeout') giveUp.abort();
          throw error;
        }
      }),
    );
    const failed: string[] = [];
    const answered: { rows: T[]; cut?: Truncation | undefined }[] = [];
    for (const [i, outcome] of perCounter.entries()) {
      if (outcome.status === 'fulfilled') {
        answered.push(outcome.value);
        continue;
      }
      const error: unknown = outcome.reason;
      const kind = errorKindOf(error);
      if (refusesFilter(error, resource)) {
        await recordFilterFinding(ctx.baseUrl, resource, 'refused', now());
        return { kind: 'unusable' };
      }
      // Another 400 (paging, dimensions) says nothing about the filter: the index answers.
      if (kind === 'bad_request') return { kind: 'unusable' };
      // Unreachable, or a counter this key cannot see: that part comes from the index.
      if (OFFLINE_KINDS.has(kind) || isCounterRefusal(error)) {
        failed.push(ctx.counters[i]!.counterId);
        continue;
      }
      throw error;
    }
    if (answered.length === 0 && failed.length > 0) {
      return { kind: 'unreachable', reason: isOnline() ? 'unreachable' : 'offline' };
    }
    const rows = answered.flatMap((c) => c.rows);
    const judged = judgeFilteredRows(rows.map(phoneOf), phone);
    if (judged) await recordFilterFinding(ctx.baseUrl, resource, judged, now());
    if (judged === 'ignored') return { kind: 'unusable' };
    const cut = addTruncations(answered.map((c) => c.cut));
    return cut ? { kind: 'rows', rows, cut, failed } : { kind: 'rows', rows, failed };
  }

  async function fromIndex(ctx: LookupContext, phones: readonly string[]) {
    const wanted = new Set(ctx.counters.map((c) => c.counterId));
    const found = await deps.index.byPhones(phones);
    const result = new Map<string, PhoneRows>();
    for (const phone of phones) {
      const rows = found.get(phone);
      result.set(phone, {
        calls: rows?.calls.filter((r) => wanted.has(r.counterId)) ?? [],
        leads: rows?.leads.filter((r) => wanted.has(r.counterId)) ?? [],
      });
    }
    return result;
  }

  /** The weakest of the two resources' states decides what the answer can claim. */
  function answerOf(
    ctx: LookupContext,
    outcomes: readonly ServerOutcome<unknown>[],
    indexAsOf: number | undefined,
    failedNames: string[],
    covers?: IndexCoverage,
  ): AnswerState {
    const windowDays = ctx.windowDays;
    const down = outcomes.find((o) => o.kind === 'unreachable');
    if (down?.kind === 'unreachable') {
      return indexAsOf === undefined
        ? { kind: 'unreachable', reason: down.reason, windowDays }
        : { kind: 'unreachable', reason: down.reason, windowDays, asOf: indexAsOf };
    }
    if (outcomes.some((o) => o.kind === 'unusable')) {
      if (indexAsOf !== undefined && !deps.sync.isRunning())
        return { kind: 'index', asOf: indexAsOf, windowDays };
      return {
        kind: 'syncing',
        windowDays,
        ...(indexAsOf !== undefined ? { asOf: indexAsOf } : {}),
        ...(covers ? { covers } : {}),
      };
    }
    if (failedNames.length > 0) {
      const partial: AnswerState = {
        kind: 'partial',
        at: now(),
        failedCounters: failedNames,
        windowDays,
      };
      if (indexAsOf !== undefined) partial.indexAsOf = indexAsOf;
      return partial;
    }
    return { kind: 'live', at: now() };
  }

  async function fetchDetail(ctx: LookupContext, phone: string): Promise<PhoneDetail> {
    const region = ctx.defaultRegion ?? 'RU';
    const giveUp = new AbortController();
    const deadline = now() + LOOKUP_DEADLINE_MS;
    const [serverCalls, serverLeads] = await Promise.all([
      viaServer<CallRow>(
        ctx,
        'calls',
        phone,
        (s, q) => s.listCalls(q),
        (r) => apiPhoneKey(r.callerPhone, region),
        giveUp,
        deadline,
      ),
      viaServer<LeadRow>(
        ctx,
        'leads',
        phone,
        (s, q) => s.listLeads(q),
        (r) => apiPhoneKey(r.phone, region),
        giveUp,
        deadline,
      ),
    ]);
    const key = cacheKey(ctx, phone);
    const reachable = serverCalls.kind !== 'unreachable' && serverLeads.kind !== 'unreachable';
    const cached = await details.get(key);
    // A refresh the service did not answer keeps the earlier answer, said to be old.
    if (!reachable && cached && cached.via === 'server-filter') {
      const down = [serverCalls, serverLeads].find((o) => o.kind === 'unreachable');
      return {
        ...cached,
        answer: {
          kind: 'stale',
          at: cached.fetchedAt,
          reason: down?.kind === 'unreachable' ? down.reason : 'unreachable',
        },
      };
    }
    const failed = new Set([
      ...(serverCalls.kind === 'rows' ? serverCalls.failed : []),
      ...(serverLeads.kind === 'rows' ? serverLeads.failed : []),
    ]);
    const needsIndex =
      serverCalls.kind !== 'rows' || serverLeads.kind !== 'rows' || failed.size > 0;
    let indexAsOf: number | undefined;
    let indexed: PhoneRows = { calls: [], leads: [] };
    let covers: IndexCoverage | undefined;
    if (needsIndex) {
      // Only a service that answers can fill the index: never wait on one that does not.
      indexAsOf = await ensureIndex({ wait: reachable, bounded: true });
      indexed = (await fromIndex(ctx, [phone])).get(phone) ?? indexed;
      const info = await deps.sync.coverage();
      if (!info.complete) covers = info.coverage;
    }
    const partOf = <T extends { counterId: string }>(
      outcome: ServerOutcome<T>,
      fromIndexRows: T[],
    ): T[] =>
      outcome.kind === 'rows'
        ? [...outcome.rows, ...fromIndexRows.filter((r) => failed.has(r.counterId))]
        : fromIndexRows;
    const calls = partOf(serverCalls, indexed.calls);
    const leads = partOf(serverLeads, indexed.leads);
    const truncated = addTruncations([
      serverCalls.kind === 'rows' ? serverCalls.cut : undefined,
      serverLeads.kind === 'rows' ? serverLeads.cut : undefined,
    ]);
    // Fresh server rows refresh the index too (tags), within its window.
    await deps.sync.absorbLiveRows(
      {
        ...(serverCalls.kind === 'rows' ? { calls: serverCalls.rows } : {}),
        ...(serverLeads.kind === 'rows' ? { leads: serverLeads.rows } : {}),
      },
      ctx.windowDays,
    );
    const counters = new Map(ctx.counters.map((c) => [c.counterId, c]));
    const failedNames = [...failed].map((id) => counterName(counters.get(id), id));
    const answer = answerOf(ctx, [serverCalls, serverLeads], indexAsOf, failedNames, covers);
    const viaServerOnly = answer.kind === 'live';
    const detail = buildDetail({
      phone,
      calls: calls.map((r) => toCallView(r, counters)),
      leads: leads.map((r) => toLeadView(r, counters)),
      answer,
      via: viaServerOnly ? 'server-filter' : 'local-index',
      fetchedAt: now(),
      ...(viaServerOnly ? {} : { windowDays: ctx.windowDays }),
      ...(truncated ? { truncated } : {}),
    });
    // Only complete answers are kept: a partial, syncing or unreachable one is asked again.
    if (answer.kind === 'live' || answer.kind === 'index') await details.set(key, detail);
    return detail;
  }

  /**
   * One number from a complete index, brought up to the minute (see `index-top-up.ts`): no
   * request while it is fresh, one per counter and resource when not, shared by all lookups.
   * Undefined when the index is not complete (never synced, first sync under way).
   */
  async function fromCompleteIndex(
    ctx: LookupContext,
    phone: string,
  ): Promise<PhoneDetail | undefined> {
    const windowStart = now() - ctx.windowDays * DAY_MS;
    const info = await deps.sync.coverage();
    if (!info.complete || info.coverage === undefined) return undefined;
    const counterIds = ctx.counters.map((c) => c.counterId);
    const current = await topUp.bring(
      {
        key: `${ctx.baseUrl}|${counterIds.join(',')}|${ctx.windowDays}`,
        counterIds,
        windowStart,
        deadline: now() + LOOKUP_DEADLINE_MS,
      },
      info.coverage.to,
      // After a failed sync a fresh index is no sign that the service (or the key) still
      // works: ask, so the answer says what is wrong rather than only how old the data is.
      { evenIfFresh: info.failed === true },
    );
    if (current.asOf < now() - indexStaleMs) startSync();
    const windowDays = ctx.windowDays;
    return indexedDetail(
      ctx,
      phone,
      current.down
        ? { kind: 'unreachable', reason: current.down, windowDays, asOf: current.asOf }
        : { kind: 'index', asOf: current.asOf, windowDays },
    );
  }

  /** One number's rows in the index, as a detail with the answer state given. */
  async function indexedDetail(
    ctx: LookupContext,
    phone: string,
    answer: AnswerState,
  ): Promise<PhoneDetail> {
    const rows = (await fromIndex(ctx, [phone])).get(phone) ?? { calls: [], leads: [] };
    const counters = new Map(ctx.counters.map((c) => [c.counterId, c]));
    return buildDetail({
      phone,
      calls: rows.calls.map((r) => toCallView(r, counters)),
      leads: rows.leads.map((r) => toLeadView(r, counters)),
      answer,
      via: 'local-index',
      fetchedAt: now(),
      windowDays: ctx.windowDays,
    });
  }

  /**
   * The index answers alone only where the tracker cannot filter by phone: there it is the only
   * source. Where the filter works (or was never tried) it answers instead, with the whole
   * history: the index holds only its window, and the source that first brought a person is
   * often older than that (lib/lookup/README.md, "Older history").
   */
  async function filterUnusable(ctx: LookupContext): Promise<boolean> {
    const finding = await readFilterFinding(ctx.baseUrl, now());
    return filterStateUnusable(finding.calls) && filterStateUnusable(finding.leads);
  }

  async function fromFillingIndex(ctx: LookupContext, phone: string): Promise<PhoneDetail> {
    const info = await deps.sync.coverage();
    return indexedDetail(ctx, phone, {
      kind: 'syncing',
      windowDays: ctx.windowDays,
      ...(info.lastSyncAt !== undefined ? { asOf: info.lastSyncAt } : {}),
      ...(!info.complete && info.coverage ? { covers: info.coverage } : {}),
    });
  }

  /** Waiting tag writes shown as if done, so the UI sees a change at once. */
  async function withPendingTags(detail: PhoneDetail): Promise<PhoneDetail> {
    const pending = await deps.pendingWrites();
    if (pending.length === 0) return { ...detail, pendingTagWrites: 0 };
    let applied = 0;
    const calls = detail.calls.map((call) => {
      const next = applyPendingTags(call.tags, { kind: 'call', ...call }, pending);
      applied += next.applied;
      return { ...call, tags: next.tags };
    });
    const leads = detail.leads.map((lead) => {
      const next = applyPendingTags(lead.tags, { kind: 'lead', ...lead }, pending);
      applied += next.applied;
      return { ...lead, tags: next.tags };
    });
    return { ...detail, calls, leads, pendingTagWrites: applied };
  }

  return {
    /**
     * One number. A complete index answers (its window, up to the minute); asked to refresh,
     * or before the index is complete, the service's phone filter answers the whole history.
     */
    async detail(phone: string, options: { refresh?: boolean } = {}): Promise<PhoneDetail> {
      const ctx = await deps.context();
      if (!options.refresh && (await filterUnusable(ctx))) {
        const indexed = await fromCompleteIndex(ctx, phone);
        if (indexed) return withPendingTags(indexed);
      }
      const key = cacheKey(ctx, phone);
      const cached = await details.get(key);
      if (cached && !options.refresh) {
        if (now() - cached.fetchedAt > freshMs) {
          detailFlights
            .run(key, () => fetchDetail(ctx, phone))
            .catch((error: unknown) => console.warn('Background refresh failed:', error));
        }
        return withPendingTags(cached);
      }
      // The key is at its limit while the first sync fills the index: a lookup through the
      // phone filter (two requests per counter) would wait behind the limit and slow the
      // sync; what the index holds so far answers, said to be still filling.
      if (!options.refresh && deps.sync.isRunning() && deps.keyAtLimit?.()) {
        return withPendingTags(await fromFillingIndex(ctx, phone));
      }
      return withPendingTags(await detailFlights.run(key, () => fetchDetail(ctx, phone)));
    },

    /** Many numbers from the index in one read; never one request per number. */
    async summaries(phones: readonly string[]): Promise<PhoneSummary[]> {
      const unique = [...new Set(phones)];
      const ctx = await deps.context();
      const flightKey = `${ctx.baseUrl}|${unique.join(',')}`;
      const byPhone = await summaryFlights.run(flightKey, async () => {
        await ensureIndex({ wait: isOnline(), bounded: false });
        const rows = await fromIndex(ctx, unique);
        const counters = new Map(ctx.counters.map((c) => [c.counterId, c]));
        const cached = new Map<string, PhoneDetail>();
        for (const phone of unique) {
          const found = await details.get(cacheKey(ctx, phone));
          if (found) cached.set(phone, found);
        }
        return unique.map((phone) => {
          const kept = cached.get(phone);
          if (kept?.via === 'server-filter') return summaryOf(kept);
          const found = rows.get(phone) ?? { calls: [], leads: [] };
          return summaryOf(
            buildDetail({
              phone,
              calls: found.calls.map((r) => toCallView(r, counters)),
              leads: found.leads.map((r) => toLeadView(r, counters)),
              answer: { kind: 'index', asOf: now(), windowDays: ctx.windowDays },
              via: 'local-index',
              fetchedAt: now(),
              windowDays: ctx.windowDays,
            }),
          );
        });
      });
      const lookup = new Map(byPhone.map((s) => [s.phone, s]));
      return phones.map((phone) => lookup.get(phone)!);
    },

    /** An accepted tag write, applied to cached details (the index is patched by the caller). */
    async applyAcceptedTag(entry: OutboxEntryView): Promise<void> {
      const patch = <T extends { tags: string[] }>(item: T, target: OutboxEntryView['target']) => {
        const next = applyPendingTags(item.tags, target, [entry]);
        return next.applied > 0 ? { ...item, tags: next.tags } : item;
      };
      await details.update((detail) => ({
        ...detail,
        calls: detail.calls.map((c) => patch(c, { kind: 'call', ...c })),
        leads: detail.leads.map((l) => patch(l, { kind: 'lead', ...l })),
      }));
    },

    /** Forget cached details (settings, key or data changed). */
    invalidate(): void {
      void details.clear();
      topUp.clear();
    },
  };
}
