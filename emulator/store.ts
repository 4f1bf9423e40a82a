import { DEMO_PHONES, type DemoPhones } from './data/demo';
import type { Dataset } from './data/generate';
import type {
  ApiRecord,
  CallRecord,
  Counter,
  LeadRecord,
  OrderRecord,
  PoolRecord,
  Project,
} from './records';
import {
  ALL_CALL_DIMENSIONS,
  ALL_LEAD_DIMENSIONS,
  ALL_ORDER_DIMENSIONS,
  renderCall,
  renderLead,
  renderOrder,
  renderPool,
} from './render';
import { formatTimestamp } from './time';

/** Everything one counter holds. Lists are kept newest first, the order every list answers in. */
export interface CounterData {
  counter: Counter;
  calls: CallRecord[];
  callById: Map<string, CallRecord>;
  callsByPhone: Map<string, CallRecord[]>;
  leads: LeadRecord[];
  leadById: Map<number, LeadRecord>;
  leadsByPhone: Map<string, LeadRecord[]>;
  orders: OrderRecord[];
  orderById: Map<string, OrderRecord>;
  pools: PoolRecord[];
}

export interface TagStat {
  name: string;
  callCount: number;
  leadCount: number;
}

const newestCallFirst = (a: CallRecord, b: CallRecord) =>
  b.startMs - a.startMs || (a.callId < b.callId ? 1 : a.callId > b.callId ? -1 : 0);
const newestLeadFirst = (a: LeadRecord, b: LeadRecord) => b.createdMs - a.createdMs || b.id - a.id;
const newestOrderFirst = (a: OrderRecord, b: OrderRecord) =>
  b.dateMs - a.dateMs || (a.orderId < b.orderId ? 1 : a.orderId > b.orderId ? -1 : 0);

export class EmulatorStore {
  readonly projects: readonly Project[];
  /** In /api/me order; the limited key sees only the first. */
  readonly counters: readonly Counter[];
  readonly demoPhones: DemoPhones = DEMO_PHONES;
  /** The counter holding most demo phones (visible to the limited key). */
  readonly demoCounterId: string;
  /** Newest time the generated data may have; it spans the 180 days before. */
  readonly anchorMs: number;
  /** Bumped by every write, so derived views (BI tables, tag stats) can cache. */
  version = 0;
  private readonly byCounter = new Map<string, CounterData>();

  constructor(dataset: Dataset, anchorMs: number) {
    this.projects = dataset.projects;
    this.counters = dataset.projects.flatMap((p) => p.counters);
    this.demoCounterId = this.counters[0]?.counterId ?? '';
    this.anchorMs = anchorMs;
    for (const counter of this.counters) {
      this.byCounter.set(counter.counterId, {
        counter,
        calls: [],
        callById: new Map(),
        callsByPhone: new Map(),
        leads: [],
        leadById: new Map(),
        leadsByPhone: new Map(),
        orders: [],
        orderById: new Map(),
        pools: dataset.pools.get(counter.counterId) ?? [],
      });
    }
    // Oldest first in the data set; walking it backwards fills every list newest first.
    for (let i = dataset.calls.length - 1; i >= 0; i--) {
      const call = dataset.calls[i] as CallRecord;
      const data = this.mustGet(call.counterId);
      data.calls.push(call);
      data.callById.set(call.callId, call);
      pushToIndex(data.callsByPhone, String(call.fields.callerPhone ?? ''), call);
    }
    for (let i = dataset.leads.length - 1; i >= 0; i--) {
      const lead = dataset.leads[i] as LeadRecord;
      const data = this.mustGet(lead.counterId);
      data.leads.push(lead);
      data.leadById.set(lead.id, lead);
      if (lead.phone) pushToIndex(data.leadsByPhone, lead.phone, lead);
    }
    for (const order of [...dataset.orders].sort(newestOrderFirst)) {
      const data = this.mustGet(order.counterId);
      data.orders.push(order);
      data.orderById.set(order.orderId, order);
    }
  }

  counterData(counterId: string): CounterData | undefined {
    return this.byCounter.get(counterId);
  }

  // ---- readable accessors for tests and demos (records rendered as the API would) ----

  callCount(counterId?: string): number {
    return this.select(counterId).reduce((sum, d) => sum + d.calls.length, 0);
  }

  leadCount(counterId?: string): number {
    return this.select(counterId).reduce((sum, d) => sum + d.leads.length, 0);
  }

  findCall(counterId: string, callId: string): ApiRecord | undefined {
    const call = this.byCounter.get(counterId)?.callById.get(callId);
    return call && renderCall(call, ALL_CALL_DIMENSIONS);
  }

  /** Calls from a number (digits), newest first, in one counter or all. */
  callsByPhone(digits: string, counterId?: string): ApiRecord[] {
    return this.select(counterId)
      .flatMap((d) => d.callsByPhone.get(digits) ?? [])
      .sort(newestCallFirst)
      .map((call) => renderCall(call, ALL_CALL_DIMENSIONS));
  }

  findLead(counterId: string, id: number): ApiRecord | undefined {
    const lead = this.byCounter.get(counterId)?.leadById.get(id);
    return lead && renderLead(lead, ALL_LEAD_DIMENSIONS, (l) => this.interactionChain(l));
  }

  leadsByPhone(digits: string, counterId?: string): ApiRecord[] {
    return this.select(counterId)
      .flatMap((d) => d.leadsByPhone.get(digits) ?? [])
      .sort(newestLeadFirst)
      .map((lead) => renderLead(lead, ALL_LEAD_DIMENSIONS, (l) => this.interactionChain(l)));
  }

  orders(counterId: string): ApiRecord[] {
    return (this.byCounter.get(counterId)?.orders ?? []).map((order) =>
      renderOrder(order, ALL_ORDER_DIMENSIONS),
    );
  }

  findOrder(counterId: string, orderId: string): ApiRecord | undefined {
    const order = this.byCounter.get(counterId)?.orderById.get(orderId);
    return order && renderOrder(order, ALL_ORDER_DIMENSIONS);
  }

  pools(counterId: string): ApiRecord[] {
    return (this.byCounter.get(counterId)?.pools ?? []).map(renderPool);
  }

  /** Tag names used in a counter with how many calls and leads carry each, by name. */
  tagStats(counterId: string): TagStat[] {
    const data = this.byCounter.get(counterId);
    if (!data) return [];
    const stats = new Map<string, TagStat>();
    const stat = (name: string) => {
      let entry = stats.get(name);
      if (!entry) stats.set(name, (entry = { name, callCount: 0, leadCount: 0 }));
      return entry;
    };
    for (const call of data.calls) for (const tag of call.tags) stat(tag).callCount++;
    for (const lead of data.leads) for (const tag of lead.tags) stat(tag).leadCount++;
    return [...stats.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  /** The lead's earlier calls from the same number, its visit and its form, oldest first. */
  interactionChain(lead: LeadRecord): string[] {
    const calls = (this.byCounter.get(lead.counterId)?.callsByPhone.get(lead.phone) ?? [])
      .filter((call) => call.startMs < lead.createdMs)
      .slice(0, 5)
      .reverse();
    return [
      ...calls.map(
        (call) =>
          `${formatTimestamp(call.startMs)} call ${String(call.fields.compositeSource ?? '')}`,
      ),
      `${formatTimestamp(lead.createdMs)} visit ${String(lead.fields.source ?? '(direct) / (none)')}`,
      `${formatTimestamp(lead.createdMs)} form ${String(lead.fields.leadLogFormName ?? '')}`,
    ];
  }

  // ---- writes (routes validate first) ----

  insertCall(call: CallRecord): void {
    const data = this.mustGet(call.counterId);
    insertSorted(data.calls, call, newestCallFirst);
    data.callById.set(call.callId, call);
    const phoneCalls = data.callsByPhone.get(String(call.fields.callerPhone ?? '')) ?? [];
    insertSorted(phoneCalls, call, newestCallFirst);
    data.callsByPhone.set(String(call.fields.callerPhone ?? ''), phoneCalls);
    this.version++;
  }

  /** Applies a change that may move the call in time or to another number. */
  changeCall(call: CallRecord, change: (call: CallRecord) => void): void {
    const data = this.mustGet(call.counterId);
    removeItem(data.calls, call);
    removeItem(data.callsByPhone.get(String(call.fields.callerPhone ?? '')) ?? [], call);
    data.callById.delete(call.callId);
    change(call);
    this.insertCall(call);
  }

  insertOrder(order: OrderRecord): void {
    const data = this.mustGet(order.counterId);
    insertSorted(data.orders, order, newestOrderFirst);
    data.orderById.set(order.orderId, order);
    this.version++;
  }

  changeOrder(order: OrderRecord, change: (order: OrderRecord) => void): void {
    const data = this.mustGet(order.counterId);
    removeItem(data.orders, order);
    data.orderById.delete(order.orderId);
    change(order);
    this.insertOrder(order);
  }

  /** Marks a tag write (tag arrays are changed in place by the routes). */
  touch(): void {
    this.version++;
  }

  private select(counterId: string | undefined): CounterData[] {
    if (counterId === undefined) return [...this.byCounter.values()];
    const data = this.byCounter.get(counterId);
    return data ? [data] : [];
  }

  private mustGet(counterId: string): CounterData {
    const data = this.byCounter.get(counterId);
    if (!data) throw new Error(`unknown counter ${counterId}`);
    return data;
  }
}

function pushToIndex<T>(index: Map<string, T[]>, key: string, item: T): void {
  const list = index.get(key);
  if (list) list.push(item);
  else index.set(key, [item]);
}

function insertSorted<T>(list: T[], item: T, order: (a: T, b: T) => number): void {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (order(list[mid] as T, item) <= 0) low = mid + 1;
    else high = mid;
  }
  list.splice(low, 0, item);
}

function removeItem<T>(list: T[], item: T): void {
  const index = list.indexOf(item);
  if (index >= 0) list.splice(index, 1);
}
