/**
 * Phone number -> calls and leads. One number, with the index synced: the index's window joined
 * to a kept older part where the phone filter works (the filter's whole answer the first time),
 * the index alone where it does not; before that, the filter. Many numbers: the local index
 * (and kept older parts) only, in one read. Identical requests in flight are shared; how many requests run at once and how fast is
 * the background's request scheduler's business (lib/api/request-queue.ts), not this engine's;
 * cached details answer at once and are refreshed behind when older than `freshMs`.
 */
import type {
  AnswerState,
  IndexCoverage,
  OutboxEntryView,
  PhoneDetail,
  PhoneSummary,
} from '../types/phone-data';
import { createMemoryDetailCache, type DetailCache } from './detail-cache';
import { createInFlight } from './in-flight';
import { DAY_MS, type IndexSync } from './index-sync';
import { createIndexTopUp } from './index-top-up';
import type { LocalIndex, PhoneRows } from './local-index';
import { addTruncations, askPhoneFilter, type ServerOutcome } from './filtered-lookup';
import { createOlderHistory, joinWithOlder } from './older-history';
import { filterStateUnusable, readFilterFinding } from './phone-filter';
import { applyPendingTags } from './tag-outbox';
import type { CounterInfo, TrackerSource } from './tracker-source';
import { counterName, toCallView, toLeadView } from './records';
import { buildDetail, summaryOf } from './views';

export interface LookupContext {
  baseUrl: string;
  /** The counters searched (the user's choice). */
  counters: CounterInfo[];
  windowDays: number;
  /** Region for numbers the tracker keeps without a country code. */
  defaultRegion?: string;
  /** Which key, address and data generation the answers belong to (kept answers' keys carry it). */
  scope?: string;
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

/** One number's server requests, retries included, end by then; the index answers after. */
export const LOOKUP_DEADLINE_MS = 20_000;

export type LookupEngine = ReturnType<typeof createLookupEngine>;

export function createLookupEngine(deps: LookupDeps) {
  const now = deps.now ?? Date.now;
  const freshMs = deps.freshMs ?? 60_000;
  const indexStaleMs = deps.indexStaleMs ?? 15 * 60_000;
  const isOnline = deps.isOnline ?? (() => globalThis.navigator?.onLine !== false);
  const firstSyncWaitMs = deps.firstSyncWaitMs ?? 8_000;
  const details = deps.cache ?? createMemoryDetailCache();
  const detailFlights = createInFlight<PhoneDetail>();
  const summaryFlights = createInFlight<PhoneSummary[]>();
  const filterDeps = { getSource: deps.getSource, now, isOnline };
  const olderParts = createOlderHistory({
    filter: filterDeps,
    cache: details,
    keyAtLimit: () => deps.keyAtLimit?.() === true,
  });
  const topUp = createIndexTopUp({
    index: deps.index,
    getSource: deps.getSource,
    now,
    isOnline,
    freshMs: deps.indexFreshMs ?? 60_000,
    onGapTooLong: () => startSync(),
  });

  const cacheKey = (ctx: LookupContext, phone: string) =>
    `${ctx.scope ?? ctx.baseUrl}|${ctx.counters.map((c) => c.counterId).join(',')}|${phone}`;

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
    const [serverCalls, serverLeads] = await askPhoneFilter(filterDeps, {
      baseUrl: ctx.baseUrl,
      counters: ctx.counters,
      region: ctx.defaultRegion ?? 'RU',
      phone,
      interactive: true,
      deadline: now() + LOOKUP_DEADLINE_MS,
    });
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
   * A complete index brought up to the minute (see `index-top-up.ts`): no request while it is
   * fresh, one per counter and resource when not, shared by all lookups. Undefined when the
   * index is not complete (never synced, first sync under way).
   */
  async function currentIndex(ctx: LookupContext) {
    const info = await deps.sync.coverage();
    if (!info.complete || info.coverage === undefined) return undefined;
    const counterIds = ctx.counters.map((c) => c.counterId);
    const current = await topUp.bring(
      {
        key: `${ctx.baseUrl}|${counterIds.join(',')}|${ctx.windowDays}`,
        counterIds,
        windowStart: now() - ctx.windowDays * DAY_MS,
        deadline: now() + LOOKUP_DEADLINE_MS,
      },
      info.coverage.to,
      // After a failed sync a fresh index is no sign that the service (or the key) still
      // works: ask, so the answer says what is wrong rather than only how old the data is.
      { evenIfFresh: info.failed === true },
    );
    if (current.asOf < now() - indexStaleMs) startSync();
    return { ...current, failed: info.failed === true };
  }

  /** Where the tracker cannot filter by phone: one number from the complete index alone. */
  async function fromCompleteIndex(
    ctx: LookupContext,
    phone: string,
  ): Promise<PhoneDetail | undefined> {
    const current = await currentIndex(ctx);
    if (!current) return undefined;
    const windowDays = ctx.windowDays;
    return indexedDetail(
      ctx,
      phone,
      current.down
        ? { kind: 'unreachable', reason: current.down, windowDays, asOf: current.asOf }
        : { kind: 'index', asOf: current.asOf, windowDays },
    );
  }

  /**
   * Where the filter works (or was never tried): the whole history, the index's window up to
   * the minute joined to the older part kept from an earlier whole answer (`older-history.ts`).
   * A number looked at again this week costs no request. Undefined when the index is not
   * complete, the last sync failed, or no older part is kept: the filter then answers it all.
   */
  async function fromIndexAndOlder(
    ctx: LookupContext,
    phone: string,
  ): Promise<PhoneDetail | undefined> {
    const info = await deps.sync.coverage();
    if (!info.complete || info.failed) return undefined;
    const scope = {
      baseUrl: ctx.baseUrl,
      counters: ctx.counters,
      windowDays: ctx.windowDays,
      region: ctx.defaultRegion ?? 'RU',
      deadline: now() + LOOKUP_DEADLINE_MS,
    };
    const older = await olderParts.kept(scope, phone, await details.get(cacheKey(ctx, phone)));
    if (!older) return undefined;
    const current = await currentIndex(ctx);
    if (!current) return undefined;
    if (current.down) {
      const { windowDays } = ctx;
      const answer: AnswerState = {
        kind: 'unreachable',
        reason: current.down,
        windowDays,
        asOf: current.asOf,
      };
      return indexedDetail(ctx, phone, answer);
    }
    const rows = (await fromIndex(ctx, [phone])).get(phone) ?? { calls: [], leads: [] };
    const counters = new Map(ctx.counters.map((c) => [c.counterId, c]));
    return buildDetail({
      phone,
      ...joinWithOlder(rows, older, counters),
      answer: {
        kind: 'combined',
        asOf: current.asOf,
        olderAt: older.part.fetchedAt,
        since: older.cut,
      },
      via: 'index-and-server',
      fetchedAt: now(),
      ...(older.part.truncated ? { truncated: older.part.truncated } : {}),
    });
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
      if (!options.refresh) {
        const indexed = (await filterUnusable(ctx))
          ? await fromCompleteIndex(ctx, phone)
          : await fromIndexAndOlder(ctx, phone);
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
      const flightKey = `${ctx.scope ?? ctx.baseUrl}|${unique.join(',')}`;
      const asOf = now();
      // What a list's summary is built with: the index's window, or the whole history.
      const listed = (covers: 'index' | 'service') => ({
        answer: { kind: 'index' as const, asOf, windowDays: ctx.windowDays },
        via: 'local-index' as const,
        fetchedAt: asOf,
        ...(covers === 'index' ? { windowDays: ctx.windowDays } : {}),
      });
      const byPhone = await summaryFlights.run(flightKey, async () => {
        await ensureIndex({ wait: isOnline(), bounded: false });
        const rows = await fromIndex(ctx, unique);
        const counters = new Map(ctx.counters.map((c) => [c.counterId, c]));
        const complete = (await deps.sync.coverage()).complete;
        const summaries: PhoneSummary[] = [];
        for (const phone of unique) {
          const found = rows.get(phone) ?? { calls: [], leads: [] };
          const kept = await details.get(cacheKey(ctx, phone));
          // A whole history asked before keeps a list from seeming to disagree with the detail.
          const scope = {
            ...ctx,
            region: ctx.defaultRegion ?? 'RU',
            deadline: now() + LOOKUP_DEADLINE_MS,
          };
          const olderPart = complete ? await olderParts.kept(scope, phone, kept) : undefined;
          if (olderPart) {
            const whole = joinWithOlder(found, olderPart, counters);
            summaries.push(summaryOf(buildDetail({ phone, ...whole, ...listed('service') })));
          } else if (kept?.via === 'server-filter') {
            summaries.push(summaryOf(kept));
          } else {
            const calls = found.calls.map((r) => toCallView(r, counters));
            const leads = found.leads.map((r) => toLeadView(r, counters));
            summaries.push(summaryOf(buildDetail({ phone, calls, leads, ...listed('index') })));
          }
        }
        return summaries;
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
