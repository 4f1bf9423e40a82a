/**
 * Phone number -> calls and leads. One number: the server's phone filter while it is known to
 * work (or not yet known), else the local index. Many numbers: the local index only, in one
 * read. Identical requests in flight are shared; API requests run at most `concurrency` at a
 * time; cached details answer at once and are refreshed behind when older than `freshMs`.
 */
import type { OutboxEntryView, PhoneDetail, PhoneSummary } from './types';
import { createInFlight, createLimiter } from './in-flight';
import type { IndexSync } from './index-sync';
import type { LocalIndex, PhoneRows } from './local-index';
import {
  callPhoneFilter,
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
import { buildDetail, summaryOf, toCallView, toLeadView } from './views';
import { DAY_MS } from './index-sync';

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
  concurrency?: number;
}

/** Pages read per counter through the server filter: one number rarely has more. */
const MAX_FILTERED_PAGES = 5;
const FILTERED_PAGE_SIZE = 500;
const DETAIL_CACHE_LIMIT = 500;
/** One number's server requests, retries included, end by then; the index answers after. */
export const LOOKUP_DEADLINE_MS = 20_000;
/** Failures after which an answer from the index beats no answer. */
const OFFLINE_KINDS = new Set(['network', 'timeout', 'server', 'rate_limited']);

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
  const limited = createLimiter(deps.concurrency ?? 4);
  const details = new Map<string, PhoneDetail>();
  const detailFlights = createInFlight<PhoneDetail>();
  const summaryFlights = createInFlight<PhoneSummary[]>();

  const cacheKey = (ctx: LookupContext, phone: string) =>
    `${ctx.baseUrl}|${ctx.counters.map((c) => c.counterId).join(',')}|${phone}`;

  async function ensureIndex(): Promise<void> {
    const last = await deps.sync.lastSyncAt();
    if (last === undefined) {
      await deps.sync.run();
    } else if (now() - last > indexStaleMs && !deps.sync.isRunning()) {
      deps.sync.run().catch((error: unknown) => console.warn('Index sync failed:', error));
    }
  }

  /**
   * Rows through the server's phone filter, or undefined when it cannot be trusted; `cut`
   * counts the rows of counters whose pages stopped at the cap with more left.
   */
  async function viaServer<T>(
    ctx: LookupContext,
    resource: FilterResource,
    phone: string,
    list: (source: TrackerSource, query: ListQuery) => Promise<ListPage<T>>,
    phoneOf: (row: T) => string,
    deadline: number,
  ): Promise<{ rows: T[]; cut?: Truncation } | undefined> {
    const finding = (await readFilterFinding(ctx.baseUrl, now()))[resource];
    if (finding === 'refused' || finding === 'ignored') return undefined;
    const filter = resource === 'calls' ? callPhoneFilter(phone) : leadPhoneFilter(phone);
    const source = await deps.getSource();
    try {
      const perCounter = await Promise.all(
        ctx.counters.map((counter) =>
          limited(async () => {
            const rows: T[] = [];
            let cut: Truncation | undefined;
            for (let page = 1; page <= MAX_FILTERED_PAGES; page += 1) {
              const answer = await list(source, {
                counterId: counter.counterId,
                filter,
                page,
                itemsPerPage: FILTERED_PAGE_SIZE,
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
          }),
        ),
      );
      const rows = perCounter.flatMap((c) => c.rows);
      const judged = judgeFilteredRows(rows.map(phoneOf), phone);
      if (judged) await recordFilterFinding(ctx.baseUrl, resource, judged, now());
      if (judged === 'ignored') return undefined;
      const cut = addTruncations(perCounter.map((c) => c.cut));
      return cut ? { rows, cut } : { rows };
    } catch (error) {
      const kind = errorKindOf(error);
      if (refusesFilter(error, resource)) {
        await recordFilterFinding(ctx.baseUrl, resource, 'refused', now());
        return undefined;
      }
      // Another 400 (paging, dimensions) says nothing about the filter: the index answers.
      if (kind === 'bad_request') return undefined;
      if (OFFLINE_KINDS.has(kind)) return undefined;
      throw error;
    }
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

  async function fetchDetail(ctx: LookupContext, phone: string): Promise<PhoneDetail> {
    const region = ctx.defaultRegion ?? 'RU';
    const deadline = now() + LOOKUP_DEADLINE_MS;
    const [serverCalls, serverLeads] = await Promise.all([
      viaServer<CallRow>(
        ctx,
        'calls',
        phone,
        (s, q) => s.listCalls(q),
        (r) => apiPhoneKey(r.callerPhone, region),
        deadline,
      ),
      viaServer<LeadRow>(
        ctx,
        'leads',
        phone,
        (s, q) => s.listLeads(q),
        (r) => apiPhoneKey(r.phone, region),
        deadline,
      ),
    ]);
    const truncated = addTruncations([serverCalls?.cut, serverLeads?.cut]);
    let calls = serverCalls?.rows;
    let leads = serverLeads?.rows;
    if (!calls || !leads) {
      await ensureIndex();
      const indexed = (await fromIndex(ctx, [phone])).get(phone);
      calls ??= indexed?.calls ?? [];
      leads ??= indexed?.leads ?? [];
    }
    const windowStart = now() - ctx.windowDays * DAY_MS;
    // Fresh server rows refresh the index too (tags), within its window.
    if (serverCalls)
      await deps.index.putCalls(serverCalls.rows.filter((r) => r.startTime >= windowStart));
    if (serverLeads)
      await deps.index.putLeads(serverLeads.rows.filter((r) => r.createdAt >= windowStart));
    const counters = new Map(ctx.counters.map((c) => [c.counterId, c]));
    const viaServerOnly = serverCalls !== undefined && serverLeads !== undefined;
    const detail = buildDetail({
      phone,
      calls: calls.map((r) => toCallView(r, counters)),
      leads: leads.map((r) => toLeadView(r, counters)),
      via: viaServerOnly ? 'server-filter' : 'local-index',
      fetchedAt: now(),
      ...(viaServerOnly ? {} : { windowDays: ctx.windowDays }),
      ...(truncated ? { truncated } : {}),
    });
    const key = cacheKey(ctx, phone);
    details.delete(key);
    details.set(key, detail);
    if (details.size > DETAIL_CACHE_LIMIT) details.delete(details.keys().next().value!);
    return detail;
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
    async detail(phone: string, options: { refresh?: boolean } = {}): Promise<PhoneDetail> {
      const ctx = await deps.context();
      const key = cacheKey(ctx, phone);
      const cached = details.get(key);
      if (cached && !options.refresh) {
        if (now() - cached.fetchedAt > freshMs) {
          detailFlights
            .run(key, () => fetchDetail(ctx, phone))
            .catch((error: unknown) => console.warn('Background refresh failed:', error));
        }
        return withPendingTags(cached);
      }
      return withPendingTags(await detailFlights.run(key, () => fetchDetail(ctx, phone)));
    },

    /** Many numbers from the index in one read; never one request per number. */
    async summaries(phones: readonly string[]): Promise<PhoneSummary[]> {
      const unique = [...new Set(phones)];
      const ctx = await deps.context();
      const flightKey = `${ctx.baseUrl}|${unique.join(',')}`;
      const byPhone = await summaryFlights.run(flightKey, async () => {
        await ensureIndex();
        const rows = await fromIndex(ctx, unique);
        const counters = new Map(ctx.counters.map((c) => [c.counterId, c]));
        return unique.map((phone) => {
          const cached = details.get(cacheKey(ctx, phone));
          if (cached?.via === 'server-filter') return summaryOf(cached);
          const found = rows.get(phone) ?? { calls: [], leads: [] };
          return summaryOf(
            buildDetail({
              phone,
              calls: found.calls.map((r) => toCallView(r, counters)),
              leads: found.leads.map((r) => toLeadView(r, counters)),
              via: 'local-index',
              fetchedAt: now(),
            }),
          );
        });
      });
      const lookup = new Map(byPhone.map((s) => [s.phone, s]));
      return phones.map((phone) => lookup.get(phone)!);
    },

    /** An accepted tag write, applied to cached details (the index is patched by the caller). */
    applyAcceptedTag(entry: OutboxEntryView): void {
      for (const [key, detail] of details) {
        const patch = <T extends { tags: string[] }>(
          item: T,
          target: OutboxEntryView['target'],
        ) => {
          const next = applyPendingTags(item.tags, target, [entry]);
          return next.applied > 0 ? { ...item, tags: next.tags } : item;
        };
        details.set(key, {
          ...detail,
          calls: detail.calls.map((c) => patch(c, { kind: 'call', ...c })),
          leads: detail.leads.map((l) => patch(l, { kind: 'lead', ...l })),
        });
      }
    },

    /** Forget cached details (settings, key or data changed). */
    invalidate(): void {
      details.clear();
    },
  };
}
