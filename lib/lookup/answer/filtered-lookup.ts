/**
 * One number's calls and leads through the tracker's phone filter, per counter, judged as they
 * come (phone-filter.ts): rows, "the filter cannot be trusted", or "the service cannot be
 * reached". Counters that cannot be reached are listed as failed (the caller decides what
 * stands in for them). `before` limits the listing to what is older than a time: the part of a
 * number's history the local index does not hold.
 */
import { formatTrackerDateTime } from '../../format/tracker-date';
import type { PhoneDetail, UnreachableReason } from '../../types/phone-data';
import {
  filterStateUnusable,
  judgeFilteredRows,
  phoneFilterOf,
  readFilterFinding,
  recordIfRefused,
  recordJudgement,
  type FilterResource,
} from '../phone-filter';
import { apiPhoneKey } from '../phone-key';
import {
  downReason,
  errorKindOf,
  type CallRow,
  type CounterInfo,
  type LeadRow,
  type ListPage,
  type ListQuery,
  type TrackerSource,
} from '../tracker-source';

/** Pages read per counter through the server filter: one number rarely has more. */
const MAX_FILTERED_PAGES = 5;
const FILTERED_PAGE_SIZE = 500;
const OFFLINE_KINDS = new Set(['network', 'timeout', 'server', 'rate_limited', 'aborted']);

export type Truncation = NonNullable<PhoneDetail['truncated']>;

/** What asking the service's phone filter for one resource came to. */
export type ServerOutcome<T> =
  /** Rows of the counters that answered; `failed`: ids of counters that could not be reached. */
  | { kind: 'rows'; rows: T[]; cut?: Truncation; failed: string[] }
  /** The filter cannot be trusted (refused, ignored, another 400): the index must answer. */
  | { kind: 'unusable' }
  | { kind: 'unreachable'; reason: UnreachableReason };

export interface FilteredLookupDeps {
  getSource: () => Promise<TrackerSource>;
  now: () => number;
  isOnline: () => boolean;
}

export interface FilteredAsk {
  baseUrl: string;
  counters: readonly CounterInfo[];
  /** Region for numbers the tracker keeps without a country code. */
  region: string;
  phone: string;
  /** Only what is older than this (epoch ms). */
  before?: number;
  /** Someone waits for the answer (the scheduler's first rank) or not (a refresh behind). */
  interactive: boolean;
  /** A local answer is shown meanwhile: a slow service may take until the deadline. */
  patient?: boolean;
  deadline: number;
}

export function addTruncations(parts: readonly (Truncation | undefined)[]): Truncation | undefined {
  const cut = parts.filter((p): p is Truncation => p !== undefined);
  if (cut.length === 0) return undefined;
  return {
    shown: cut.reduce((sum, p) => sum + p.shown, 0),
    total: cut.reduce((sum, p) => sum + p.total, 0),
  };
}

const isCounterRefusal = (error: unknown) =>
  errorKindOf(error) === 'auth' &&
  typeof error === 'object' &&
  error !== null &&
  ((error as { counterAccess?: unknown }).counterAccess === true ||
    (error as { code?: unknown }).code === 'counter_access_denied');

function filterOf(resource: FilterResource, phone: string, before: number | undefined): string {
  const byPhone = phoneFilterOf(resource, phone);
  if (before === undefined) return byPhone;
  const field = resource === 'calls' ? 'startTime' : 'createdAt';
  return `${byPhone};${field}<${formatTrackerDateTime(before)}`;
}

/** One resource as the phone filter lists it: how to ask, and whose number a row is. */
interface FilteredResource<T> {
  resource: FilterResource;
  list: (source: TrackerSource, query: ListQuery) => Promise<ListPage<T>>;
  /** The row's number as the tracker wrote it. */
  numberOf: (row: T) => string;
}

const CALLS: FilteredResource<CallRow> = {
  resource: 'calls',
  list: (s, q) => s.listCalls(q),
  numberOf: (r) => r.callerPhone,
};

const LEADS: FilteredResource<LeadRow> = {
  resource: 'leads',
  list: (s, q) => s.listLeads(q),
  numberOf: (r) => r.phone,
};

async function askResource<T>(
  deps: FilteredLookupDeps,
  ask: FilteredAsk,
  { resource, list, numberOf }: FilteredResource<T>,
  giveUp: AbortController,
): Promise<ServerOutcome<T>> {
  const phoneOf = (row: T) => apiPhoneKey(numberOf(row), ask.region);
  const { baseUrl, phone } = ask;
  const finding = (await readFilterFinding(baseUrl, deps.now()))[resource];
  if (filterStateUnusable(finding)) return { kind: 'unusable' };
  if (!deps.isOnline()) return { kind: 'unreachable', reason: 'offline' };
  const filter = filterOf(resource, phone, ask.before);
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
        interactive: ask.interactive,
        ...(ask.patient ? { patient: true } : {}),
        signal: giveUp.signal,
        deadline: ask.deadline,
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
    ask.counters.map(async (counter) => {
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
  const failedKinds: string[] = [];
  const answered: { rows: T[]; cut?: Truncation | undefined }[] = [];
  for (const [i, outcome] of perCounter.entries()) {
    if (outcome.status === 'fulfilled') {
      answered.push(outcome.value);
      continue;
    }
    const error: unknown = outcome.reason;
    const kind = errorKindOf(error);
    if (await recordIfRefused(error, baseUrl, resource, deps.now())) return { kind: 'unusable' };
    // Another 400 (paging, dimensions) says nothing about the filter: the index answers.
    if (kind === 'bad_request') return { kind: 'unusable' };
    // Unreachable, or a counter this key cannot see: that part comes from the index.
    if (OFFLINE_KINDS.has(kind) || isCounterRefusal(error)) {
      failed.push(ask.counters[i]!.counterId);
      failedKinds.push(kind);
      continue;
    }
    throw error;
  }
  if (answered.length === 0 && failed.length > 0) {
    return { kind: 'unreachable', reason: downReason(failedKinds, deps.isOnline()) };
  }
  const rows = answered.flatMap((c) => c.rows);
  const judged = await recordJudgement(baseUrl, resource, rows.map(phoneOf), phone, deps.now());
  if (judged === 'ignored') return { kind: 'unusable' };
  const cut = addTruncations(answered.map((c) => c.cut));
  return cut ? { kind: 'rows', rows, cut, failed } : { kind: 'rows', rows, failed };
}

/**
 * The number's calls and leads through the phone filter, both at once; when one resource
 * finds the service down or too slow, the other's requests stop too.
 */
export function askPhoneFilter(
  deps: FilteredLookupDeps,
  ask: FilteredAsk,
): Promise<[ServerOutcome<CallRow>, ServerOutcome<LeadRow>]> {
  const giveUp = new AbortController();
  return Promise.all([
    askResource(deps, ask, CALLS, giveUp),
    askResource(deps, ask, LEADS, giveUp),
  ]);
}
