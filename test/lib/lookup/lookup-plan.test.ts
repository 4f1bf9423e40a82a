import { describe, expect, it } from 'vitest';
import { filterAnswer } from '../../../lib/lookup/answer/answer-from-filter';
import type { ServerOutcome } from '../../../lib/lookup/answer/filtered-lookup';
import { plan, type Choice, type PlanInputs } from '../../../lib/lookup/answer/lookup-plan';

const base: PlanInputs = {
  refresh: false,
  filterUnusable: false,
  indexComplete: false,
  syncFailed: false,
  olderKept: false,
  freshMs: 60_000,
  syncRunning: false,
  keyAtLimit: false,
};

/** Every way of answering, with the inputs that lead to it (lib/lookup/README.md's table). */
const table: [string, Partial<PlanInputs>, Choice][] = [
  [
    'filter unusable, index complete',
    { filterUnusable: true, indexComplete: true },
    { way: 'index' },
  ],
  [
    'filter unusable, complete, last sync failed',
    { filterUnusable: true, indexComplete: true, syncFailed: true },
    { way: 'index' },
  ],
  ['filter unusable, index filling, nothing kept', { filterUnusable: true }, { way: 'filter' }],
  [
    'filter unusable, index filling, answer kept',
    { filterUnusable: true, cachedAgeMs: 1_000 },
    { way: 'cached', refreshBehind: false },
  ],
  [
    'filter works, complete, older part kept',
    { indexComplete: true, olderKept: true },
    { way: 'combined' },
  ],
  [
    'filter works, complete, older kept, sync failed',
    { indexComplete: true, olderKept: true, syncFailed: true },
    { way: 'filter' },
  ],
  ['filter works, index filling, older kept', { olderKept: true }, { way: 'filter' }],
  ['filter works, complete, nothing kept', { indexComplete: true }, { way: 'filter' }],
  [
    'a fresh answer kept',
    { indexComplete: true, cachedAgeMs: 59_000 },
    { way: 'cached', refreshBehind: false },
  ],
  [
    'an old answer kept',
    { indexComplete: true, cachedAgeMs: 61_000 },
    { way: 'cached', refreshBehind: true },
  ],
  [
    'first sync, key at its limit',
    { syncRunning: true, keyAtLimit: true },
    { way: 'filling-index' },
  ],
  ['first sync, key not at its limit', { syncRunning: true }, { way: 'filter' }],
  ['key at its limit, no sync running', { keyAtLimit: true }, { way: 'filter' }],
  [
    'kept answer wins over the key limit',
    { syncRunning: true, keyAtLimit: true, cachedAgeMs: 1 },
    { way: 'cached', refreshBehind: false },
  ],
  [
    'refresh, all local ways possible',
    {
      refresh: true,
      filterUnusable: true,
      indexComplete: true,
      olderKept: true,
      cachedAgeMs: 1,
      syncRunning: true,
      keyAtLimit: true,
    },
    { way: 'filter' },
  ],
  [
    'refresh, filter works',
    { refresh: true, indexComplete: true, olderKept: true },
    { way: 'filter' },
  ],
];

describe('lookup plan: which way one number is answered', () => {
  it.each(table)('%s', (_name, inputs, expected) => {
    expect(plan({ ...base, ...inputs })).toEqual(expected);
  });

  it('the table names every way of answering', () => {
    const ways = new Set(table.map(([, , way]) => way.way));
    expect([...ways].sort()).toEqual(['cached', 'combined', 'filling-index', 'filter', 'index']);
  });
});

const rows = (failed: string[] = []): ServerOutcome<unknown> => ({
  kind: 'rows',
  rows: [],
  failed,
});
const down: ServerOutcome<unknown> = { kind: 'unreachable', reason: 'unreachable' };
const unusable: ServerOutcome<unknown> = { kind: 'unusable' };
const NOW = 1_000_000;

describe('filter answer: what the phone filter way says once the service answered', () => {
  const cases: [string, Parameters<typeof filterAnswer>[0], ReturnType<typeof filterAnswer>][] = [
    [
      'both answered',
      { outcomes: [rows(), rows()], failedNames: [], syncRunning: false, windowDays: 90, now: NOW },
      { kind: 'live', at: NOW },
    ],
    [
      'a counter down',
      {
        outcomes: [rows(['1']), rows()],
        indexAsOf: 5,
        failedNames: ['shop'],
        syncRunning: false,
        windowDays: 90,
        now: NOW,
      },
      { kind: 'partial', at: NOW, failedCounters: ['shop'], windowDays: 90, indexAsOf: 5 },
    ],
    [
      'unreachable, index synced',
      {
        outcomes: [down, rows()],
        indexAsOf: 5,
        failedNames: [],
        syncRunning: false,
        windowDays: 90,
        now: NOW,
      },
      { kind: 'unreachable', reason: 'unreachable', windowDays: 90, asOf: 5 },
    ],
    [
      'unreachable, never synced',
      { outcomes: [rows(), down], failedNames: [], syncRunning: false, windowDays: 90, now: NOW },
      { kind: 'unreachable', reason: 'unreachable', windowDays: 90 },
    ],
    [
      'filter unusable, index synced',
      {
        outcomes: [unusable, rows()],
        indexAsOf: 5,
        failedNames: [],
        syncRunning: false,
        windowDays: 90,
        now: NOW,
      },
      { kind: 'index', asOf: 5, windowDays: 90 },
    ],
    [
      'filter unusable, sync under way',
      {
        outcomes: [unusable, unusable],
        indexAsOf: 5,
        covers: { from: 1, to: 2 },
        failedNames: [],
        syncRunning: true,
        windowDays: 90,
        now: NOW,
      },
      { kind: 'syncing', windowDays: 90, asOf: 5, covers: { from: 1, to: 2 } },
    ],
    [
      'filter unusable, never synced',
      {
        outcomes: [unusable, unusable],
        failedNames: [],
        syncRunning: false,
        windowDays: 90,
        now: NOW,
      },
      { kind: 'syncing', windowDays: 90 },
    ],
  ];
  it.each(cases)('%s', (_name, inputs, expected) => {
    expect(filterAnswer(inputs)).toEqual(expected);
  });
});
