import { createRandom, type Random } from '../prng';
import type { CallRecord, LeadRecord, OrderRecord, PoolRecord, Project } from '../records';
import { DAY_MS, ZONE_OFFSET_MS } from '../time';
import { draftCall, finishCalls } from './calls';
import { PROJECT_SEEDS, type ProjectSeed } from './catalog';
import type { CounterContext } from './context';
import { DEMO_CALL_COUNT, DEMO_LEAD_COUNT, DEMO_PHONES, DEMO_PLANS } from './demo';
import { draftLead, randomLeadStatus } from './leads';
import { orderForLead } from './orders';
import { randomPhone } from './phones';
import { generatePools } from './pools';

export interface GenerateOptions {
  seed: number;
  calls: number;
  leads: number;
  /** Newest possible event time; data spans the 180 days before it. */
  anchorMs: number;
}

export interface Dataset {
  projects: Project[];
  pools: Map<string, PoolRecord[]>;
  /** Oldest first. */
  calls: CallRecord[];
  /** Oldest first. */
  leads: LeadRecord[];
  orders: OrderRecord[];
}

const SPAN_DAYS = 180;
const LEAD_PHONE_FROM_CALLERS = 0.65;

export function generateDataset(options: GenerateOptions): Dataset {
  const random = createRandom(options.seed);
  const contexts = buildContexts(random);
  const projects: Project[] = PROJECT_SEEDS.map((seed) => ({
    name: seed.name,
    displayName: seed.displayName,
    counters: contexts.filter((c) => c.project === seed).map((c) => c.counter),
  }));
  const reserved = new Set<string>(Object.values(DEMO_PHONES));
  const randomCalls = Math.max(0, options.calls - DEMO_CALL_COUNT);
  const randomLeads = Math.max(0, options.leads - DEMO_LEAD_COUNT);
  const callers = new Map(
    PROJECT_SEEDS.map((seed) => [seed, callerPool(random, seed, randomCalls, reserved)] as const),
  );

  const calls: CallRecord[] = [];
  for (let i = 0; i < randomCalls; i++) {
    const context = pickCounter(random, contexts);
    const pool = callers.get(context.project) ?? [];
    // Squaring skews picks to the front of the pool: some callers call many times.
    const phone =
      pool[Math.floor(random.next() ** 2 * pool.length)] ?? randomPhone(random, context.cityKey);
    calls.push(draftCall(random, context, phone, randomTime(random, options.anchorMs)));
  }
  const leads: LeadRecord[] = [];
  for (let i = 0; i < randomLeads; i++) {
    const context = pickCounter(random, contexts);
    const pool = callers.get(context.project) ?? [];
    const phone = random.chance(LEAD_PHONE_FROM_CALLERS)
      ? (pool[Math.floor(random.next() * pool.length)] ?? '')
      : random.chance(0.95)
        ? freshPhone(random, context.cityKey, reserved)
        : '';
    const createdMs = randomTime(random, options.anchorMs);
    leads.push(
      draftLead(random, context, phone, createdMs, options.anchorMs, randomLeadStatus(random)),
    );
  }
  addDemoHistory(random, contexts, options.anchorMs, calls, leads);

  calls.sort((a, b) => a.startMs - b.startMs);
  finishCalls(
    random,
    calls,
    new Map(contexts.map((c) => [c.counter.counterId, c.project.projectTags])),
  );
  leads.sort((a, b) => a.createdMs - b.createdMs);
  leads.forEach((lead, index) => (lead.id = 100_001 + index));

  return {
    projects,
    pools: new Map(contexts.map((c) => [c.counter.counterId, c.pools.pools])),
    calls,
    leads,
    orders: generateOrders(random, leads, contexts),
  };
}

function buildContexts(random: Random): CounterContext[] {
  const contexts: CounterContext[] = [];
  for (const project of PROJECT_SEEDS) {
    for (const seed of project.counters) {
      const counterIndex = contexts.length;
      contexts.push({
        counter: { counterId: seed.counterId, url: seed.url, projectName: project.name },
        counterIndex,
        project,
        cityKey: seed.cityKey,
        pools: generatePools(random, counterIndex, seed.cityKey),
      });
    }
  }
  return contexts;
}

const counterWeights = new WeakMap<CounterContext[], (readonly [CounterContext, number])[]>();

function pickCounter(random: Random, contexts: CounterContext[]): CounterContext {
  let weights = counterWeights.get(contexts);
  if (!weights) {
    weights = contexts.map((c) => {
      const weight =
        c.project.counters.find((s) => s.counterId === c.counter.counterId)?.weight ?? 0;
      return [c, c.project.weight * weight] as const;
    });
    counterWeights.set(contexts, weights);
  }
  return random.weighted(weights);
}

function callerPool(
  random: Random,
  project: ProjectSeed,
  totalCalls: number,
  reserved: Set<string>,
): string[] {
  const size = Math.ceil(totalCalls * project.weight * 0.55) + 10;
  const cityKey = project.counters[0]?.cityKey ?? 'msk';
  const phones = new Set<string>();
  while (phones.size < size) phones.add(freshPhone(random, cityKey, reserved));
  return [...phones];
}

function freshPhone(random: Random, cityKey: 'msk' | 'spb', reserved: Set<string>): string {
  for (;;) {
    const phone = randomPhone(random, cityKey);
    if (!reserved.has(phone)) return phone;
  }
}

/** A time in the span, favouring 8:00-22:00 Moscow time as real call logs do. */
function randomTime(random: Random, anchorMs: number): number {
  let ms = 0;
  for (let attempt = 0; attempt < 3; attempt++) {
    ms = anchorMs - 1000 - Math.floor(random.next() * SPAN_DAYS * DAY_MS);
    const hour = new Date(ms + ZONE_OFFSET_MS).getUTCHours();
    if (hour >= 8 && hour < 22) break;
  }
  return ms;
}

function addDemoHistory(
  random: Random,
  contexts: CounterContext[],
  anchorMs: number,
  calls: CallRecord[],
  leads: LeadRecord[],
): void {
  for (const plan of DEMO_PLANS) {
    const context = contexts[plan.counterIndex];
    if (!context) continue;
    for (const daysAgo of plan.callDaysAgo) {
      calls.push(draftCall(random, context, plan.phone, anchorMs - Math.round(daysAgo * DAY_MS)));
    }
    for (const lead of plan.leads) {
      const createdMs = anchorMs - Math.round(lead.daysAgo * DAY_MS);
      leads.push(draftLead(random, context, plan.phone, createdMs, anchorMs, lead.status));
    }
  }
}

function generateOrders(
  random: Random,
  leads: LeadRecord[],
  contexts: CounterContext[],
): OrderRecord[] {
  const demoPhones = new Set<string>(Object.values(DEMO_PHONES));
  const dentalCounters = new Set(
    contexts.filter((c) => c.project.name === 'dental-smile').map((c) => c.counter.counterId),
  );
  const orders: OrderRecord[] = [];
  for (const lead of leads) {
    if (lead.status !== 'won') continue;
    if (!demoPhones.has(lead.phone) && !random.chance(0.8)) continue;
    orders.push(orderForLead(random, lead, orders.length + 1, dentalCounters.has(lead.counterId)));
  }
  return orders;
}
