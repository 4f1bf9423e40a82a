/**
 * The background's lookup path for many numbers: `LookupEngine.summaries` over the local index
 * (IndexedDB, here fake-indexeddb) holding 50k calls and 5k leads, against linear scans of the
 * same rows in a plain array, measured in the same run. All three build summaries with the same
 * view functions, so only the way rows are found differs.
 */
// Installs IndexedDB globals; run.ts loads this file only when the benchmark is selected.
import 'fake-indexeddb/auto';
import type { IndexSync } from '../lib/lookup/index/index-sync';
import type { CallRow, CounterInfo, LeadRow } from '../lib/lookup/tracker-source';
import type { PhoneSummary } from '../lib/types/phone-data';
import {
  formatMs,
  formatRate,
  formatRatio,
  formatUs,
  measure,
  printNote,
  printTable,
  seededRandom,
  type Benchmark,
} from './measure';

const CALLS = 50_000;
const LEADS = 5_000;
const DISTINCT_PHONES = 5_000;
const QUERIED = 200;
/** Queried numbers the index does not hold: most numbers on a CRM page are unknown. */
const UNKNOWN_QUERIED = 50;
const PUT_BATCH = 1000;
const WINDOW_DAYS = 90;
const DAY_MS = 86_400_000;

const COUNTERS: CounterInfo[] = [
  { counterId: '101', url: 'shop.example', projectName: 'shop', projectDisplayName: 'Shop' },
  { counterId: '202', url: 'b2b.example', projectName: 'b2b', projectDisplayName: 'B2B' },
];
const SOURCES = ['google', 'yandex', 'direct', 'vk', undefined];

function createRows(now: number) {
  const random = seededRandom(11);
  const phones = Array.from(
    { length: DISTINCT_PHONES },
    (_, i) => `79${String(100_000_000 + i * 7919).slice(-9)}`,
  );
  const phoneAt = () => phones[Math.floor(random() * phones.length)] ?? '79990000000';
  const counterAt = () => COUNTERS[random() < 0.7 ? 0 : 1]?.counterId ?? '101';
  const calls: CallRow[] = Array.from({ length: CALLS }, (_, i) => {
    const source = SOURCES[Math.floor(random() * SOURCES.length)];
    return {
      counterId: counterAt(),
      callId: `c${i}`,
      startTime: now - Math.floor(random() * WINDOW_DAYS * DAY_MS),
      callerPhone: phoneAt(),
      duration: Math.floor(random() * 600),
      status: random() < 0.8 ? 'success' : 'failed',
      ...(source ? { utmSource: source, utmMedium: 'cpc', utmCampaign: 'spring' } : {}),
      poolName: 'Main pool',
      tags: random() < 0.1 ? ['vip'] : [],
    };
  });
  const leads: LeadRow[] = Array.from({ length: LEADS }, (_, i) => ({
    counterId: counterAt(),
    leadId: i + 1,
    createdAt: now - Math.floor(random() * WINDOW_DAYS * DAY_MS),
    phone: phoneAt(),
    status: 'new',
    source: 'form',
    leadLogFormName: 'Callback',
    tags: [],
  }));
  const unknown = Array.from(
    { length: UNKNOWN_QUERIED },
    (_, i) => `7800${String(i).padStart(7, '0')}`,
  );
  const queried = [...phones.slice(0, QUERIED - UNKNOWN_QUERIED), ...unknown];
  return { calls, leads, queried };
}

/** The storage layer needs a browser; give it WXT's fake before the modules load. */
async function loadModules() {
  const { fakeBrowser } = await import('wxt/testing/fake-browser');
  (globalThis as { chrome?: unknown }).chrome = fakeBrowser;
  const [{ openLocalIndex }, { createLookupEngine }, aggregates, records] = await Promise.all([
    import('../lib/lookup/index/local-index'),
    import('../lib/lookup/answer/lookup-engine'),
    import('../lib/lookup/answer/views'),
    import('../lib/lookup/records'),
  ]);
  return { openLocalIndex, createLookupEngine, views: { ...aggregates, ...records } };
}

async function run(): Promise<void> {
  const { openLocalIndex, createLookupEngine, views } = await loadModules();
  const now = Date.now();
  const { calls, leads, queried } = createRows(now);
  const counterMap = new Map(COUNTERS.map((c) => [c.counterId, c]));

  const summarize = (phone: string, found: { calls: CallRow[]; leads: LeadRow[] }) =>
    views.summaryOf(
      views.buildDetail({
        phone,
        calls: found.calls.map((r) => views.toCallView(r, counterMap)),
        leads: found.leads.map((r) => views.toLeadView(r, counterMap)),
        answer: { kind: 'index', asOf: now, windowDays: 90 },
        via: 'local-index',
        fetchedAt: now,
      }),
    );

  const index = openLocalIndex(`bench-index-${process.pid}`);
  await index.clear();
  const fillStarted = performance.now();
  for (let i = 0; i < calls.length; i += PUT_BATCH) {
    await index.putCalls(calls.slice(i, i + PUT_BATCH));
  }
  for (let i = 0; i < leads.length; i += PUT_BATCH) {
    await index.putLeads(leads.slice(i, i + PUT_BATCH));
  }
  const fillMs = performance.now() - fillStarted;

  // The index is fresh: summaries never sync here, they only read.
  const sync = {
    lastSyncAt: () => Promise.resolve(now),
    coverage: () => Promise.resolve({ lastSyncAt: now, syncing: false, complete: true }),
    isRunning: () => false,
    run: () => Promise.resolve(),
  } as unknown as IndexSync;
  const engine = createLookupEngine({
    index,
    sync,
    getSource: () => Promise.reject(new Error('summaries never ask the API')),
    context: () =>
      Promise.resolve({
        baseUrl: 'https://tracker.test',
        counters: COUNTERS,
        windowDays: WINDOW_DAYS,
      }),
    pendingWrites: () => Promise.resolve([]),
    now: () => now,
  });

  /** Reference: for each number, a pass over every row. */
  const perNumberScan = (): PhoneSummary[] =>
    queried.map((phone) =>
      summarize(phone, {
        calls: calls.filter((r) => r.callerPhone === phone),
        leads: leads.filter((r) => r.phone === phone),
      }),
    );
  /** Reference: one pass over every row, bucketing the wanted numbers. */
  const onePassScan = (): PhoneSummary[] => {
    const buckets = new Map(
      queried.map((p) => [p, { calls: [] as CallRow[], leads: [] as LeadRow[] }]),
    );
    for (const row of calls) buckets.get(row.callerPhone)?.calls.push(row);
    for (const row of leads) buckets.get(row.phone)?.leads.push(row);
    return queried.map((phone) => summarize(phone, buckets.get(phone) ?? { calls: [], leads: [] }));
  };

  let engineAnswer: PhoneSummary[] = [];
  let scanAnswer: PhoneSummary[] = [];
  const cases = [
    {
      name: 'linear scan per number (array)',
      run: () => void (scanAnswer = perNumberScan()),
      iterations: 7,
    },
    { name: 'linear scan, one pass (array)', run: () => void onePassScan(), iterations: 15 },
    { name: 'index.byPhones only (no views)', run: () => index.byPhones(queried), iterations: 15 },
    {
      name: 'engine.summaries (index + views)',
      run: async () => void (engineAnswer = await engine.summaries(queried)),
      iterations: 15,
    },
  ];
  const timings = [];
  for (const item of cases) {
    timings.push({
      name: item.name,
      timing: await measure(item.run, { iterations: item.iterations, maxMs: 4000 }),
    });
  }
  const reference = timings[0]?.timing.median ?? Number.NaN;
  const onePass = timings[1]?.timing.median ?? Number.NaN;
  printTable(
    `Summaries for ${QUERIED} numbers (${UNKNOWN_QUERIED} unknown) from ${CALLS} calls + ${LEADS} leads, ${DISTINCT_PHONES} distinct numbers`,
    [
      'strategy',
      'median',
      'p95',
      'per number',
      'numbers/s',
      'vs per-number scan',
      'vs one-pass scan',
    ],
    timings.map(({ name, timing }) => [
      name,
      formatMs(timing.median),
      formatMs(timing.p95),
      formatUs((timing.median * 1000) / QUERIED),
      formatRate((QUERIED * 1000) / timing.median, 'numbers'),
      formatRatio(timing.median, reference),
      formatRatio(timing.median, onePass),
    ]),
  );
  const agree =
    JSON.stringify(
      engineAnswer.map((s) => [s.phone, s.callCount, s.leadCount, s.lastActivityAt]),
    ) ===
    JSON.stringify(scanAnswer.map((s) => [s.phone, s.callCount, s.leadCount, s.lastActivityAt]));
  const rows = CALLS + LEADS;
  printTable(
    'Index fill (what a first sync writes), one run',
    ['rows', 'batches of', 'time', 'rows/s'],
    [
      [
        String(rows),
        String(PUT_BATCH),
        formatMs(fillMs),
        formatRate((rows * 1000) / fillMs, 'rows'),
      ],
    ],
  );
  printNote(`engine and per-number scan give the same counts and dates: ${agree ? 'yes' : 'NO'}`);
  printNote(
    "fake-indexeddb is an in-memory JS implementation; Chrome's IndexedDB (LevelDB, another process) has different per-request costs. Index sync is stubbed as fresh.",
  );
  await index.clear();
  index.close();
}

export const lookupBenchmark: Benchmark = {
  name: 'lookup',
  description: 'LookupEngine.summaries over the local index vs linear scans of the same rows',
  run,
};
