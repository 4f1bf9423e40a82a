/**
 * What every way of answering a lookup shares (lookup-plan.ts names the ways): the engine's
 * dependencies, the index read for the chosen counters, the index brought up to the minute.
 */
import type { AnswerState, OutboxEntryView, PhoneDetail } from '../../types/phone-data';
import type { DetailCache } from './detail-cache';
import type { FilteredLookupDeps } from './filtered-lookup';
import type { createInFlight } from '../in-flight';
import { DAY_MS, type IndexCoverageInfo, type IndexSync } from '../index/index-sync';
import type { createIndexTopUp } from '../index/index-top-up';
import type { LocalIndex, PhoneRows } from '../index/local-index';
import type { OlderHistory } from './older-history';
import { toCallView, toLeadView } from '../records';
import type { CounterInfo, TrackerSource } from '../tracker-source';
import { buildDetail } from './views';

export interface LookupContext {
  baseUrl: string;
  /** The counters searched (the user's choice). */
  counters: CounterInfo[];
  windowDays: number;
  /** Region for numbers the tracker keeps without a country code. */
  defaultRegion?: string;
  /** Which key, address and data generation the answers belong to (kept answers' keys carry it). */
  scope?: string;
  /** Epoch ms by which this lookup's requests end (set by the engine when it starts). */
  deadline?: number;
}

export interface LookupDeps {
  index: LocalIndex;
  sync: IndexSync;
  getSource: () => Promise<TrackerSource>;
  /** The lookup's settings and counters; a read of the counters ends by `deadline`. */
  context: (deadline?: number) => Promise<LookupContext>;
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
  /**
   * A service that has not answered by then is not waited for where the index covers the
   * number: the index answers, said to be updating (answer-promptly.ts). Unset: always wait.
   */
  promptMs?: number;
  /** One lookup's deadline, counters read included (default `LOOKUP_DEADLINE_MS`). */
  deadlineMs?: number;
}

/** One number's server requests, retries included, end by then; the index answers after. */
export const LOOKUP_DEADLINE_MS = 20_000;

/** The engine's parts, built once by `createLookupEngine`. */
export interface LookupEnv {
  deps: LookupDeps;
  now: () => number;
  indexStaleMs: number;
  isOnline: () => boolean;
  firstSyncWaitMs: number;
  details: DetailCache;
  detailFlights: ReturnType<typeof createInFlight<PhoneDetail>>;
  filterDeps: FilteredLookupDeps;
  olderParts: OlderHistory;
  topUp: ReturnType<typeof createIndexTopUp>;
  startSync: () => void;
}

/** The index's state when it is complete: its coverage is known. */
export type CompleteCoverage = IndexCoverageInfo & {
  coverage: NonNullable<IndexCoverageInfo['coverage']>;
};

/**
 * The lookup's settings and counters, read by its deadline: a counters read it waits for (after
 * a clear, a key or an address change) is part of the lookup, however slowly the service drips.
 */
export async function contextBy(env: LookupEnv, deadline: number): Promise<LookupContext> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => {
        const seconds = Math.round((env.deps.deadlineMs ?? LOOKUP_DEADLINE_MS) / 1000);
        const error = new Error(`The tracker did not answer within ${seconds} s`);
        reject(Object.assign(error, { kind: 'timeout' }));
      },
      Math.max(0, deadline - env.now()),
    );
  });
  try {
    return { ...(await Promise.race([env.deps.context(deadline), late])), deadline };
  } finally {
    clearTimeout(timer);
  }
}

/** The lookup's own deadline, or a new one for work behind (a refresh, a list). */
export const deadlineOf = (env: LookupEnv, ctx: LookupContext) =>
  ctx.deadline ?? env.now() + (env.deps.deadlineMs ?? LOOKUP_DEADLINE_MS);

export const cacheKey = (ctx: LookupContext, phone: string) =>
  `${ctx.scope ?? ctx.baseUrl}|${ctx.counters.map((c) => c.counterId).join(',')}|${phone}`;

export const countersOf = (ctx: LookupContext) =>
  new Map(ctx.counters.map((c) => [c.counterId, c]));

/** The scope an older part is kept and re-read for. */
export const olderScope = (env: LookupEnv, ctx: LookupContext) => ({
  baseUrl: ctx.baseUrl,
  counters: ctx.counters,
  windowDays: ctx.windowDays,
  region: ctx.defaultRegion ?? 'RU',
  deadline: deadlineOf(env, ctx),
});

/** The numbers' rows in the index, of the chosen counters only. */
export async function rowsFromIndex(
  env: LookupEnv,
  ctx: LookupContext,
  phones: readonly string[],
): Promise<Map<string, PhoneRows>> {
  const wanted = new Set(ctx.counters.map((c) => c.counterId));
  const found = await env.deps.index.byPhones(phones);
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

/** One number's rows in the index, as a detail with the answer state given. */
export async function indexedDetail(
  env: LookupEnv,
  ctx: LookupContext,
  phone: string,
  answer: AnswerState,
): Promise<PhoneDetail> {
  const rows = (await rowsFromIndex(env, ctx, [phone])).get(phone) ?? { calls: [], leads: [] };
  const counters = countersOf(ctx);
  return buildDetail({
    phone,
    calls: rows.calls.map((r) => toCallView(r, counters)),
    leads: rows.leads.map((r) => toLeadView(r, counters)),
    answer,
    via: 'local-index',
    fetchedAt: env.now(),
    windowDays: ctx.windowDays,
  });
}

/**
 * A complete index (`info`) brought up to the minute (see `index-top-up.ts`): no request while
 * it is fresh, one per counter and resource when not, shared by all lookups.
 */
export async function currentIndex(
  env: LookupEnv,
  ctx: LookupContext,
  info: CompleteCoverage,
  patient = false,
) {
  const { now } = env;
  const counterIds = ctx.counters.map((c) => c.counterId);
  const current = await env.topUp.bring(
    {
      key: `${ctx.baseUrl}|${counterIds.join(',')}|${ctx.windowDays}`,
      counterIds,
      windowStart: now() - ctx.windowDays * DAY_MS,
      deadline: deadlineOf(env, ctx),
      ...(patient ? { patient } : {}),
    },
    info.coverage.to,
    // After a failed sync a fresh index is no sign that the service (or the key) still
    // works: ask, so the answer says what is wrong rather than only how old the data is.
    { evenIfFresh: info.failed === true },
  );
  if (current.asOf < now() - env.indexStaleMs) env.startSync();
  return current;
}

/**
 * Makes the index worth reading: a first sync is waited for (up to `firstSyncWaitMs` when
 * `bounded`), an old one refreshed behind. Never waits while the service cannot be reached.
 * Returns when the index was last complete, if ever.
 */
export async function ensureIndex(
  env: LookupEnv,
  options: { wait: boolean; bounded: boolean },
): Promise<number | undefined> {
  const { sync } = env.deps;
  const last = await sync.lastSyncAt();
  if (last !== undefined) {
    if (env.now() - last > env.indexStaleMs && options.wait) env.startSync();
    return last;
  }
  if (!options.wait) return undefined;
  // A first sync walks back from now: the index answers once its first pages are stored.
  const first = sync.runUntilAnswerable();
  if (!options.bounded) {
    await first;
  } else {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>(
      (resolve) => (timer = setTimeout(resolve, env.firstSyncWaitMs)),
    );
    await Promise.race([first.catch(() => undefined), waited]).finally(() => clearTimeout(timer));
    first.catch((error: unknown) => console.warn('Index sync failed:', error));
  }
  return sync.lastSyncAt();
}
