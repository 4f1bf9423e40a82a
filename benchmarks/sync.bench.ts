/**
 * The index sync against the emulator over loopback, with the real API client and the local
 * index on fake-indexeddb. "Before" is main's behaviour reproduced with options of the same
 * code, measured in the same run: counters and resources one after another, no page fetched
 * while the previous one is stored, the first lookup waiting for the whole pass, a 3-day
 * overlap on every pass, and the full rows stored (`{key, phone, at, row}`).
 *
 * - First sync at 200,000 calls / 40,000 leads (180 days of data, 90-day window): time until
 *   today's callers are answerable, full pass time, stored bytes per record.
 * - Incremental sync at 2 M calls a year (the emulator's 180 days scaled: 986,000 calls), half
 *   an hour after a complete pass with nothing changed: requests and bytes per pass.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { startEmulator, type RunningEmulator } from '../emulator/index';
import type { IndexSync, IndexSyncDeps } from '../lib/lookup/index/index-sync';
import type { CallRow, LeadRow, TrackerSource } from '../lib/lookup/tracker-source';
import {
  formatBytes,
  formatMs,
  formatRatio,
  printNote,
  printTable,
  type Benchmark,
} from './measure';

const DAY_MS = 86_400_000;
const WINDOW_DAYS = 90;
/** Where "today's callers answerable" is measured (the pass is stopped there). */
const FIRST_CALLS = Number(process.env.SYNC_BENCH_CALLS ?? 200_000);
/**
 * Where both whole passes are measured: fake-indexeddb stores a few hundred rows a second,
 * so a whole pass at 200,000 calls would take many minutes per variant.
 */
const FULL_CALLS = Number(process.env.SYNC_BENCH_FULL_CALLS ?? 20_000);
/** 2 M calls a year over the emulator's 180 days of data. */
const YEAR_CALLS = Number(process.env.SYNC_BENCH_YEAR_CALLS ?? Math.round((2_000_000 * 180) / 365));
const YEAR_LEADS = Math.round(YEAR_CALLS / 5);
/** Numbers of the newest calls: "today's callers" on the first page a user opens. */
const TODAY_CALLERS = 20;

async function loadModules() {
  const { fakeBrowser } = await import('wxt/testing/fake-browser');
  (globalThis as { chrome?: unknown }).chrome = fakeBrowser;
  const [sync, local, source, items] = await Promise.all([
    import('../lib/lookup/index/index-sync'),
    import('../lib/lookup/index/local-index'),
    import('../lib/background/api-source'),
    import('../lib/storage/items'),
  ]);
  return { ...sync, ...local, ...source, ...items, fakeBrowser };
}
type Modules = Awaited<ReturnType<typeof loadModules>>;

/** Counts requests and response bytes of every `fetch` (the API client's only way out). */
function countTraffic() {
  const counted = { requests: 0, bytes: 0 };
  const original = globalThis.fetch;
  globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await original(...args);
    counted.requests += 1;
    counted.bytes += (await response.clone().arrayBuffer()).byteLength;
    return response;
  };
  return { counted, restore: () => (globalThis.fetch = original) };
}

async function setUp(
  m: Modules,
  emulator: RunningEmulator,
  options: Partial<IndexSyncDeps>,
  halted: () => boolean = () => false,
) {
  m.fakeBrowser.reset();
  globalThis.indexedDB = new IDBFactory();
  const index = m.openLocalIndex(`bench-sync-${process.pid}`);
  const api = m.createApiSource({ baseUrl: emulator.baseUrl, apiKey: emulator.keys.full });
  const stop = () => {
    if (halted()) throw Object.assign(new Error('stopped by the benchmark'), { kind: 'network' });
  };
  const source: TrackerSource = {
    ...api,
    listCalls: async (query) => (stop(), api.listCalls(query)),
    listLeads: async (query) => (stop(), api.listLeads(query)),
  };
  const counterIds = emulator.store.counters.map((c) => c.counterId);
  const sync: IndexSync = m.createIndexSync({
    index,
    getSource: async () => source,
    scope: async () => ({ key: emulator.baseUrl, counterIds, windowDays: WINDOW_DAYS }),
    ...options,
  });
  return { index, sync, counterIds };
}

const BEFORE = { interleave: false, prefetch: false, overlapMs: 3 * DAY_MS } as const;

async function firstSync(
  m: Modules,
  emulator: RunningEmulator,
  options: Partial<IndexSyncDeps>,
  stopWhenAnswerable = false,
) {
  let halted = false;
  const { index, sync } = await setUp(m, emulator, options, () => stopWhenAnswerable && halted);
  const today = newestCallers(emulator);
  const started = performance.now();
  const whole = sync.run();
  // "After": a lookup answers once the first pages are stored; "before": after the whole pass.
  if (options.interleave === false) await whole;
  else await sync.runUntilAnswerable();
  const rows = await index.byPhones(today);
  const answeredMs = performance.now() - started;
  const found = today.filter((phone) => (rows.get(phone)?.calls.length ?? 0) > 0).length;
  halted = true;
  await whole.catch(() => undefined);
  const fullMs = performance.now() - started;
  const counts = await index.counts();
  index.close();
  return { answeredMs, fullMs, found, counts };
}

function newestCallers(emulator: RunningEmulator): string[] {
  const windowStart = Date.now() - DAY_MS;
  const phones = new Set<string>();
  for (const counter of emulator.store.counters) {
    for (const call of emulator.store.counterData(counter.counterId)?.calls ?? []) {
      if (call.startMs < windowStart || phones.size >= TODAY_CALLERS) break;
      phones.add(String(call.fields.callerPhone ?? ''));
    }
  }
  return [...phones];
}

/** JSON size of one stored record, main's shape and the compact one, over the same rows. */
function bytesPerRecord(m: Modules, calls: CallRow[], leads: LeadRow[]) {
  const old = [
    ...calls.map((row) => ({
      key: `${row.counterId}:${row.callId}`,
      phone: row.callerPhone,
      at: row.startTime,
      row,
    })),
    ...leads.map((row) => ({
      key: `${row.counterId}:${row.leadId}`,
      phone: row.phone,
      at: row.createdAt,
      row,
    })),
  ];
  const compact = [
    ...calls.map((row) => m.storedCall(row, 'RU', 0)),
    ...leads.map((row) => m.storedLead(row, 'RU', 0)),
  ];
  const size = (list: object[]) => JSON.stringify(list).length / Math.max(1, list.length);
  return { before: size(old), after: size(compact) };
}

async function incremental(m: Modules, emulator: RunningEmulator, options: Partial<IndexSyncDeps>) {
  const { sync, counterIds, index } = await setUp(m, emulator, options);
  const now = Date.now();
  const lastPass = now - 30 * 60_000;
  // A complete pass half an hour ago (the rows it stored do not change what is asked now).
  await m.indexSyncItem.setValue({
    scope: emulator.baseUrl,
    syncedUntil: Object.fromEntries(
      counterIds.flatMap((id) => [`${id}:calls`, `${id}:leads`].map((key) => [key, lastPass])),
    ),
    lastSyncAt: lastPass,
    coverage: { from: lastPass - WINDOW_DAYS * DAY_MS, to: lastPass },
    lastFullAt: lastPass,
    lastRecentAt: lastPass,
  });
  const traffic = countTraffic();
  try {
    await sync.run();
  } finally {
    traffic.restore();
  }
  index.close();
  return traffic.counted;
}

async function run(): Promise<void> {
  const m = await loadModules();

  const small = await startEmulator({ port: 0, calls: FULL_CALLS, leads: FULL_CALLS / 5 });
  try {
    const before = await firstSync(m, small, BEFORE);
    const after = await firstSync(m, small, {});
    const sampleCalls: CallRow[] = [];
    const sampleLeads: LeadRow[] = [];
    const source = m.createApiSource({ baseUrl: small.baseUrl, apiKey: small.keys.full });
    for (const counter of small.store.counters) {
      sampleCalls.push(...(await source.listCalls({ counterId: counter.counterId, page: 1 })).rows);
      sampleLeads.push(...(await source.listLeads({ counterId: counter.counterId, page: 1 })).rows);
    }
    const bytes = bytesPerRecord(m, sampleCalls, sampleLeads);
    printTable(
      `First sync, ${FULL_CALLS.toLocaleString('en')} calls / ${(FULL_CALLS / 5).toLocaleString('en')} leads (${small.store.counters.length} counters, ${WINDOW_DAYS}-day window)`,
      ['', 'before (main)', 'after', 'after / before'],
      [
        [
          `today's ${TODAY_CALLERS} callers answerable`,
          formatMs(before.answeredMs),
          formatMs(after.answeredMs),
          formatRatio(after.answeredMs, before.answeredMs),
        ],
        ['  of them found', `${before.found}`, `${after.found}`, ''],
        [
          'full pass',
          formatMs(before.fullMs),
          formatMs(after.fullMs),
          formatRatio(after.fullMs, before.fullMs),
        ],
        [
          'rows indexed',
          `${before.counts.calls + before.counts.leads}`,
          `${after.counts.calls + after.counts.leads}`,
          '',
        ],
        [
          'stored JSON bytes per record',
          formatBytes(bytes.before),
          formatBytes(bytes.after),
          formatRatio(bytes.after, bytes.before),
        ],
      ],
    );
  } finally {
    await small.close();
  }

  const large = await startEmulator({ port: 0, calls: FIRST_CALLS, leads: FIRST_CALLS / 5 });
  try {
    const after = await firstSync(m, large, {}, true);
    printTable(
      `First sync, ${FIRST_CALLS.toLocaleString('en')} calls / ${(FIRST_CALLS / 5).toLocaleString('en')} leads: stopped once answerable`,
      ['', 'after', 'rows stored by then'],
      [
        [
          `today's ${TODAY_CALLERS} callers answerable (${after.found} found)`,
          formatMs(after.answeredMs),
          `${after.counts.calls + after.counts.leads}`,
        ],
      ],
    );
    printNote('IndexedDB is fake-indexeddb in Node: compare the ratios, not the absolute times.');
  } finally {
    await large.close();
  }

  const year = await startEmulator({ port: 0, calls: YEAR_CALLS, leads: YEAR_LEADS });
  try {
    const before = await incremental(m, year, BEFORE);
    const after = await incremental(m, year, {});
    const perCounter = (n: number) => (n / year.store.counters.length).toFixed(1);
    printTable(
      `Incremental sync, 2 M calls a year (${YEAR_CALLS.toLocaleString('en')} calls in 180 days, ${year.store.counters.length} counters), 30 min after a complete pass`,
      ['', 'before (3-day overlap)', 'after (2-hour overlap)', 'after / before'],
      [
        [
          'requests',
          `${before.requests}`,
          `${after.requests}`,
          formatRatio(after.requests, before.requests),
        ],
        ['  per counter', perCounter(before.requests), perCounter(after.requests), ''],
        [
          'bytes received',
          formatBytes(before.bytes),
          formatBytes(after.bytes),
          formatRatio(after.bytes, before.bytes),
        ],
      ],
    );
    printNote('each pass asks at least one page of calls and one of leads per counter.');
  } finally {
    await year.close();
  }
}

export const syncBenchmark: Benchmark = {
  name: 'sync',
  description:
    "index sync against the emulator: time to answer today's callers, full pass, bytes per record, incremental requests and bytes",
  run,
};
