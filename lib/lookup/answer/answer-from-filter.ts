/**
 * Way `filter` (lookup-plan.ts): the service's phone filter answers the number's whole history;
 * what it cannot answer (a counter down, the filter unusable, the service unreachable) the local
 * index stands in for, and `filterAnswer` says which answer that makes.
 */
import type { AnswerState, IndexCoverage, PhoneDetail } from '../../types/phone-data';
import { addTruncations, askPhoneFilter, type ServerOutcome } from './filtered-lookup';
import type { PhoneRows } from '../index/local-index';
import {
  cacheKey,
  countersOf,
  ensureIndex,
  deadlineOf,
  rowsFromIndex,
  type LookupContext,
  type LookupEnv,
} from './lookup-env';
import { counterName } from '../../format/counter-name';
import { toCallView, toLeadView } from '../records';
import { buildDetail } from './views';

/** What the answer through the filter depends on, once the service answered (or not). */
export interface FilterAnswerInputs {
  outcomes: readonly ServerOutcome<unknown>[];
  /** When the index was last complete, if ever. */
  indexAsOf?: number;
  /** Names of counters that did not answer (the index stands in for them). */
  failedNames: readonly string[];
  /** What a first sync holds so far. */
  covers?: IndexCoverage;
  syncRunning: boolean;
  windowDays: number;
  now: number;
}

/** The weakest of the two resources' states decides what the answer can claim. */
export function filterAnswer(inputs: FilterAnswerInputs): AnswerState {
  const { outcomes, indexAsOf, windowDays, covers } = inputs;
  const down = outcomes.find((o) => o.kind === 'unreachable');
  if (down?.kind === 'unreachable') {
    return indexAsOf === undefined
      ? { kind: 'unreachable', reason: down.reason, windowDays }
      : { kind: 'unreachable', reason: down.reason, windowDays, asOf: indexAsOf };
  }
  if (outcomes.some((o) => o.kind === 'unusable')) {
    if (indexAsOf !== undefined && !inputs.syncRunning)
      return { kind: 'index', asOf: indexAsOf, windowDays };
    return {
      kind: 'syncing',
      windowDays,
      ...(indexAsOf !== undefined ? { asOf: indexAsOf } : {}),
      ...(covers ? { covers } : {}),
    };
  }
  if (inputs.failedNames.length > 0) {
    const partial: AnswerState = {
      kind: 'partial',
      at: inputs.now,
      failedCounters: [...inputs.failedNames],
      windowDays,
    };
    if (indexAsOf !== undefined) partial.indexAsOf = indexAsOf;
    return partial;
  }
  return { kind: 'live', at: inputs.now };
}

/** A refresh the service did not answer keeps the earlier answer, said to be old. */
function keptAsStale(
  cached: PhoneDetail,
  outcomes: readonly ServerOutcome<unknown>[],
): PhoneDetail {
  const down = outcomes.find((o) => o.kind === 'unreachable');
  return {
    ...cached,
    answer: {
      kind: 'stale',
      at: cached.fetchedAt,
      reason: down?.kind === 'unreachable' ? down.reason : 'unreachable',
    },
  };
}

export async function answerFromFilter(
  env: LookupEnv,
  ctx: LookupContext,
  phone: string,
  patient = false,
): Promise<PhoneDetail> {
  const { now, deps } = env;
  const [serverCalls, serverLeads] = await askPhoneFilter(env.filterDeps, {
    baseUrl: ctx.baseUrl,
    counters: ctx.counters,
    region: ctx.defaultRegion ?? 'RU',
    phone,
    interactive: true,
    ...(patient ? { patient } : {}),
    deadline: deadlineOf(env, ctx),
  });
  const outcomes = [serverCalls, serverLeads];
  const key = cacheKey(ctx, phone);
  const reachable = outcomes.every((o) => o.kind !== 'unreachable');
  const cached = await env.details.get(key);
  if (!reachable && cached && cached.via === 'server-filter') return keptAsStale(cached, outcomes);
  const failed = new Set([
    ...(serverCalls.kind === 'rows' ? serverCalls.failed : []),
    ...(serverLeads.kind === 'rows' ? serverLeads.failed : []),
  ]);
  const needsIndex = outcomes.some((o) => o.kind !== 'rows') || failed.size > 0;
  let indexAsOf: number | undefined;
  let indexed: PhoneRows = { calls: [], leads: [] };
  let covers: IndexCoverage | undefined;
  if (needsIndex) {
    // Only a service that answers can fill the index: never wait on one that does not.
    indexAsOf = await ensureIndex(env, { wait: reachable, bounded: true });
    indexed = (await rowsFromIndex(env, ctx, [phone])).get(phone) ?? indexed;
    const info = await deps.sync.coverage();
    if (!info.complete) covers = info.coverage;
  }
  const partOf = <T extends { counterId: string }>(outcome: ServerOutcome<T>, rows: T[]): T[] =>
    outcome.kind === 'rows'
      ? [...outcome.rows, ...rows.filter((r) => failed.has(r.counterId))]
      : rows;
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
  const counters = countersOf(ctx);
  const answer = filterAnswer({
    outcomes,
    ...(indexAsOf !== undefined ? { indexAsOf } : {}),
    failedNames: [...failed].map((id) => counterName(counters.get(id), id)),
    ...(covers ? { covers } : {}),
    syncRunning: deps.sync.isRunning(),
    windowDays: ctx.windowDays,
    now: now(),
  });
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
  if (answer.kind === 'live' || answer.kind === 'index') await env.details.set(key, detail);
  return detail;
}
