import type { CallView, LeadView } from '../../lib/types/phone-data';

export type HistoryEntry =
  { kind: 'call'; at: number; call: CallView } | { kind: 'lead'; at: number; lead: LeadView };

export interface CounterGroup {
  counterId: string;
  counterName: string;
  /** Calls and leads of this counter, newest first. */
  entries: HistoryEntry[];
  callCount: number;
  leadCount: number;
  lastAt: number;
}

/** Calls and leads per site (counter), the site with the latest activity first. */
export function groupByCounter(calls: CallView[], leads: LeadView[]): CounterGroup[] {
  const groups = new Map<string, CounterGroup>();
  const groupOf = (counterId: string, counterName: string) => {
    let group = groups.get(counterId);
    if (!group) {
      group = { counterId, counterName, entries: [], callCount: 0, leadCount: 0, lastAt: 0 };
      groups.set(counterId, group);
    }
    return group;
  };
  for (const call of calls) {
    const group = groupOf(call.counterId, call.counterName);
    group.entries.push({ kind: 'call', at: call.startTime, call });
    group.callCount += 1;
  }
  for (const lead of leads) {
    const group = groupOf(lead.counterId, lead.counterName);
    group.entries.push({ kind: 'lead', at: lead.createdAt, lead });
    group.leadCount += 1;
  }
  for (const group of groups.values()) {
    group.entries.sort((a, b) => b.at - a.at);
    group.lastAt = group.entries[0]?.at ?? 0;
  }
  return [...groups.values()].sort((a, b) => b.lastAt - a.lastAt);
}
