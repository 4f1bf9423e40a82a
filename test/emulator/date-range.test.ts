import { describe, expect, it } from 'vitest';
import { filterSorted } from '../../emulator/date-range';
import {
  CALL_ALIASES,
  CALL_FIELDS,
  CALL_SORT_FIELDS,
  LEAD_ALIASES,
  LEAD_FIELDS,
  LEAD_SORT_FIELDS,
} from '../../emulator/fields';
import { compileFilter, type FilterSchema } from '../../emulator/filter';
import { createStore } from '../../emulator/index';
import type { CallRecord, LeadRecord } from '../../emulator/records';
import { callFilterValue, leadFilterValue } from '../../emulator/render';
import { formatTimestamp } from '../../emulator/time';

const store = createStore({ seed: 7, calls: 3000, leads: 800, now: Date.UTC(2025, 5, 1) });
const data = store.counterData(store.demoCounterId);
if (!data) throw new Error('no demo counter');

const callSchema: FilterSchema<CallRecord> = {
  kinds: CALL_FIELDS,
  aliases: CALL_ALIASES,
  valueOf: callFilterValue,
};
const leadSchema: FilterSchema<LeadRecord> = {
  kinds: LEAD_FIELDS,
  aliases: LEAD_ALIASES,
  valueOf: leadFilterValue,
};

/** `YYYY-MM-DD HH:MM:SS` of a record time, as a filter writes it. */
const filterTime = (ms: number) => formatTimestamp(ms).slice(0, 19).replace('T', ' ');

function both<Row>(
  rows: readonly Row[],
  schema: FilterSchema<Row>,
  text: string,
  sort: readonly string[],
) {
  const filter = compileFilter(text, schema);
  if (!filter.ok) throw new Error(filter.message);
  return { fast: filterSorted(rows, filter.clauses, sort), scan: rows.filter(filter.matches) };
}

describe('date-range filtering on lists sorted newest first', () => {
  const calls = data.calls;
  const middle = calls[Math.floor(calls.length / 2)] as CallRecord;
  const older = calls[Math.floor(calls.length * 0.8)] as CallRecord;
  const at = filterTime(middle.startMs);
  const day = at.slice(0, 10);
  const callFilters = [
    `startTime>${at}`,
    `startTime>=${at}`,
    `startTime<${at}`,
    `startTime<=${at}`,
    `startTime>${day}`,
    `startTime>=${day}`,
    `startTime<${day}`,
    `startTime<=${day}`,
    `dateTime>${at}`,
    `startTime>${filterTime(older.startMs)};startTime<=${at}`,
    `startTime>${at};isTarget=true`,
    `startTime>${at};stopTime<${at}`,
    `startTime=${day}`,
    `startTime>2000-01-01`,
    `startTime<2000-01-01`,
    `startTime>2100-01-01`,
  ];

  it.each(callFilters)('calls %s: the same rows, in order, as a full scan', (text) => {
    const { fast, scan } = both(calls, callSchema, text, CALL_SORT_FIELDS);
    expect(fast).toEqual(scan);
  });

  it('narrows a phone index list the same way', () => {
    const phoneCalls = data.callsByPhone.get(store.demoPhones.manyCallsAndLeads) ?? [];
    const cut = filterTime((phoneCalls[5] as CallRecord).startMs);
    const { fast, scan } = both(phoneCalls, callSchema, `startTime>=${cut}`, CALL_SORT_FIELDS);
    expect(fast.length).toBe(6);
    expect(fast).toEqual(scan);
  });

  it.each(['createdAt', 'dateTime', 'leadCreateDate'])(
    'leads %s> and <= agree with a scan',
    (field) => {
      const lead = data.leads[Math.floor(data.leads.length / 3)] as LeadRecord;
      for (const op of ['>', '<=']) {
        const { fast, scan } = both(
          data.leads,
          leadSchema,
          `${field}${op}${filterTime(lead.createdMs)}`,
          LEAD_SORT_FIELDS,
        );
        expect(fast.length).toBeGreaterThan(0);
        expect(fast).toEqual(scan);
      }
    },
  );
});
