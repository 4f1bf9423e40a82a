import type { Random } from '../prng';
import { NO_TAGS, type CallRecord, type Scalar } from '../records';
import { COMMON_TAGS, MANAGERS } from './catalog';
import type { CounterContext } from './context';
import { phoneArea } from './phones';
import { randomTraffic, randomVisitor } from './traffic';

const STATUS_CODES = [
  ['ANSWERED', 78],
  ['NO ANSWER', 14],
  ['BUSY', 8],
] as const;

/** A call without the fields that depend on the caller's history (see finishCalls). */
export function draftCall(
  random: Random,
  context: CounterContext,
  phone: string,
  startMs: number,
): CallRecord {
  const statusCode = random.weighted(STATUS_CODES);
  const answered = statusCode === 'ANSWERED';
  const connectDuration = random.int(2, answered ? 25 : 45);
  const duration = answered ? 5 + Math.round(random.next() ** 2 * 900) : 0;
  const area = phoneArea(phone);
  const fields: Record<string, Scalar> = {
    callerPhone: phone,
    duration,
    connectDuration,
    status: answered ? 'SUCCESS' : 'FAILED',
    statusCode,
    isCallback: random.chance(0.05),
    isTarget: answered && duration >= 40,
    countryCode: area.countryCode,
    areaCode: area.areaCode,
    regionName: area.regionName,
  };
  const kind = randomTraffic(random, context.project, context.counter.url, fields);
  const pool = context.pools.poolFor(kind);
  fields.calledPhone = random.pick(pool.phones);
  fields.destination = context.pools.destination;
  fields.poolName = pool.name;
  fields.phoneName = context.pools.phoneName(pool);
  randomVisitor(random, context.cityKey, fields);
  if (random.chance(0.3)) fields.customDimension1 = random.pick(MANAGER_LABELS);
  if (random.chance(0.2)) fields.externalUserId = `crm-${random.digits(6)}`;
  if (random.chance(0.1)) fields.label = random.pick(LABELS);
  return {
    callId: '',
    counterId: context.counter.counterId,
    startMs,
    stopMs: startMs + (connectDuration + duration) * 1000,
    tags: NO_TAGS,
    visitorSeed: Math.floor(random.next() * 2 ** 32),
    fields,
  };
}

const MANAGER_LABELS = MANAGERS.map((name) => `менеджер: ${name}`);
const LABELS = Array.from({ length: 9 }, (_, i) => `promo_${i + 1}`);

const SERIES_GAP_MS = 7 * 86_400_000;

/**
 * Gives chronologically sorted calls their ids, series flags, recording links and tags.
 * `projectTags` maps a counter id to its business-specific tags.
 */
export function finishCalls(
  random: Random,
  chronological: CallRecord[],
  projectTags: Map<string, string[]>,
): void {
  // Per counter, per caller: kept as mutable state objects to avoid per-call allocations.
  const histories = new Map<
    string,
    Map<string, { count: number; lastMs: number; targeted: boolean }>
  >();
  chronological.forEach((call, index) => {
    call.callId = String(1_000_000_001 + index);
    let history = histories.get(call.counterId);
    if (!history) histories.set(call.counterId, (history = new Map()));
    const phone = String(call.fields.callerPhone);
    let seen = history.get(phone);
    if (!seen) history.set(phone, (seen = { count: 0, lastMs: -Infinity, targeted: false }));
    const isTarget = call.fields.isTarget === true;
    call.fields.countCall = seen.count + 1;
    call.fields.isUnique = seen.count === 0;
    call.fields.isFirstInSeries = call.startMs - seen.lastMs > SERIES_GAP_MS;
    call.fields.isUniqueTarget = isTarget && !seen.targeted;
    seen.count++;
    seen.lastMs = call.startMs;
    seen.targeted ||= isTarget;
    call.tags = pickCallTags(random, call, projectTags.get(call.counterId) ?? []);
  });
}

function pickCallTags(random: Random, call: CallRecord, projectTags: string[]): readonly string[] {
  const tags: string[] = [];
  const [target, spam, sale, repeat] = COMMON_TAGS;
  if (call.fields.isTarget === true && random.chance(0.8)) tags.push(target);
  if (call.fields.isTarget === true && random.chance(0.15)) tags.push(sale);
  if (Number(call.fields.duration) < 10 && random.chance(0.12)) tags.push(spam);
  if (Number(call.fields.countCall) > 1 && random.chance(0.5)) tags.push(repeat);
  if (projectTags.length > 0 && random.chance(0.1)) tags.push(random.pick(projectTags));
  return tags.length > 0 ? tags : NO_TAGS;
}
