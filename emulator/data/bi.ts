import type { ApiRecord } from '../records';
import type { CounterData, EmulatorStore } from '../store';
import { formatDay } from '../time';

export type BiColumnType = 'string' | 'integer' | 'float' | 'date' | 'boolean';

export interface BiColumn {
  name: string;
  title: string;
  type: BiColumnType;
}

export interface BiTable {
  id: number;
  name: string;
  columns: BiColumn[];
  /** Every row, each with a `counterId` so access can be checked per counter. */
  build(store: EmulatorStore): ApiRecord[];
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The group under `key`, made by `create` the first time the key is met. */
function groupFor<G>(groups: Map<string, G>, key: string, create: () => G): G {
  let group = groups.get(key);
  if (!group) groups.set(key, (group = create()));
  return group;
}

/** Calls or leads of every counter, in counter order. */
function recordsOf<K extends 'calls' | 'leads'>(store: EmulatorStore, kind: K): CounterData[K] {
  const lists = store.counters.map((counter) => store.counterData(counter.counterId)?.[kind] ?? []);
  return lists.flat() as CounterData[K];
}

const callsPerDay: BiTable = {
  id: 1,
  name: 'Звонки по дням и источникам',
  columns: [
    { name: 'date', title: 'Дата', type: 'date' },
    { name: 'counterId', title: 'Счётчик', type: 'string' },
    { name: 'source', title: 'Источник', type: 'string' },
    { name: 'calls', title: 'Звонки', type: 'integer' },
    { name: 'targetCalls', title: 'Целевые звонки', type: 'integer' },
    { name: 'avgDuration', title: 'Средняя длительность, с', type: 'float' },
  ],
  build(store) {
    type Group = {
      row: { date: string; counterId: string; source: string };
      calls: number;
      target: number;
      seconds: number;
    };
    const groups = new Map<string, Group>();
    for (const call of recordsOf(store, 'calls')) {
      const { counterId } = call;
      const date = formatDay(call.startMs);
      const source = String(call.fields.compositeSource ?? '(direct) / (none)');
      const group = groupFor(groups, `${date}|${counterId}|${source}`, () => ({
        row: { date, counterId, source },
        calls: 0,
        target: 0,
        seconds: 0,
      }));
      group.calls++;
      if (call.fields.isTarget === true) group.target++;
      group.seconds += Number(call.fields.duration ?? 0);
    }
    return [...groups.values()]
      .map((g) => ({
        ...g.row,
        calls: g.calls,
        targetCalls: g.target,
        avgDuration: round(g.seconds / g.calls, 1),
      }))
      .sort(
        (a, b) =>
          compareText(b.date, a.date) ||
          compareText(a.counterId, b.counterId) ||
          compareText(a.source, b.source),
      );
  },
};

const leadsPerCampaign: BiTable = {
  id: 2,
  name: 'Лиды по кампаниям',
  columns: [
    { name: 'counterId', title: 'Счётчик', type: 'string' },
    { name: 'utmSource', title: 'utm_source', type: 'string' },
    { name: 'utmCampaign', title: 'utm_campaign', type: 'string' },
    { name: 'leads', title: 'Лиды', type: 'integer' },
    { name: 'wonLeads', title: 'Успешные лиды', type: 'integer' },
    { name: 'conversionRate', title: 'Конверсия', type: 'float' },
    { name: 'isPaid', title: 'Платный трафик', type: 'boolean' },
  ],
  build(store) {
    type Group = {
      row: { counterId: string; utmSource: string; utmCampaign: string; isPaid: boolean };
      leads: number;
      won: number;
    };
    const groups = new Map<string, Group>();
    for (const lead of recordsOf(store, 'leads')) {
      const { counterId } = lead;
      const utmSource = String(lead.fields.utmSource ?? '(none)');
      const utmCampaign = String(lead.fields.utmCampaign ?? '(none)');
      // The group's first lead decides whether the campaign counts as paid.
      const group = groupFor(groups, `${counterId}|${utmSource}|${utmCampaign}`, () => ({
        row: { counterId, utmSource, utmCampaign, isPaid: lead.fields.utmMedium === 'cpc' },
        leads: 0,
        won: 0,
      }));
      group.leads++;
      if (lead.status === 'won') group.won++;
    }
    return [...groups.values()]
      .map((g) => ({
        ...g.row,
        leads: g.leads,
        wonLeads: g.won,
        conversionRate: round(g.won / g.leads, 3),
      }))
      .sort((a, b) => compareText(a.counterId, b.counterId) || b.leads - a.leads);
  },
};

function compareText(a: unknown, b: unknown): number {
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export const BI_TABLES: ReadonlyMap<number, BiTable> = new Map([
  [callsPerDay.id, callsPerDay],
  [leadsPerCampaign.id, leadsPerCampaign],
]);
