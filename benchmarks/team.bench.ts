/**
 * A sales team on one key: N browsers (N copies of the real background services, each in a
 * worker thread with its own fake IndexedDB, see `team-browser.ts`) against one emulator with
 * `--rate-limit`. Each runs its first index sync while its user looks numbers up every few
 * seconds; then lookups with the index synced (fresh, and five minutes old). Measured twice in
 * the same run: `baseline` (main's behaviour: no scheduler, every lookup through the phone
 * filter) and `scheduled` (this code). A first sync counts as done when its pass ends (a pass
 * paused by the key's limit resumes by itself); the table says how many of the hovers made
 * meanwhile answered from the index with no request to the tracker.
 */
import { execSync } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import { startEmulator } from '../emulator/index';
import type { BrowserResult, BrowserTask, LookupSample } from './team-browser';
import { printNote, printTable, type Benchmark } from './measure';

const CALLS = 2_000;
const LEADS = 400;
const THINK_MS = 20_000;
/**
 * A first sync not ended by then counts as not done (`TEAM_SYNC_LIMIT_S`; 480 s: ten browsers
 * need about 110 requests of a 1 req/s key for their first syncs, and the rest of the bench's
 * lookups share it).
 */
const SYNC_LIMIT_MS = Number(process.env.TEAM_SYNC_LIMIT_S ?? 480) * 1000;
const PHONES = 100;
/** `recent` mode: the Recent calls view stays open at least this long in every browser. */
const RECENT_VIEW_MS = 6 * 60_000;
/** `TEAM_MODES=scheduled,recent` runs only those (default: baseline, scheduled). */
const MODES = (process.env.TEAM_MODES ?? 'baseline,scheduled').split(',') as BrowserTask['mode'][];
/**
 * `TEAM_START=now`: every browser calls `sync.run()` at once (the bench before the first sync's
 * spread; also what code without `startFirstSync` can run); default: the product's start.
 */
const START_PATH: BrowserTask['startPath'] = process.env.TEAM_START === 'now' ? 'now' : 'product';
/** `TEAM=5@1,10@5` runs only those teams (browsers @ requests per second). */
const TEAMS = (process.env.TEAM ?? '5@5,10@5,5@1,10@1').split(',').map((team) => {
  const [browsers, rate] = team.split('@').map(Number);
  return { browsers: browsers ?? 5, rate: rate ?? 1 };
});

function runBrowser(task: BrowserTask): Promise<BrowserResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./team-worker.mjs', import.meta.url), {
      workerData: task,
    });
    worker.once('message', (result: BrowserResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

function p95(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)]!;
}

function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const failed = (s: LookupSample) => s.outcome.startsWith('error:') || s.outcome === 'unreachable';
const mean = (values: number[]) =>
  values.length === 0 ? Number.NaN : values.reduce((a, b) => a + b, 0) / values.length;
const fmt = (n: number, digits = 1) => (Number.isNaN(n) ? '–' : n.toFixed(digits));

async function runTeam(browsers: number, rate: number, mode: BrowserTask['mode']) {
  const emulator = await startEmulator({
    port: 0,
    calls: CALLS,
    leads: LEADS,
    rateLimit: rate,
    latencyMs: 20,
    // TEAM_FILTER=works: a tracker whose phone filter works (lookups then read it, whole history);
    // by default one that refuses it, where the local index is the only source.
    strictFilter: process.env.TEAM_FILTER !== 'works',
  });
  try {
    const phones = new Set<string>();
    for (const counter of emulator.store.counters) {
      for (const call of emulator.store.counterData(counter.counterId)?.calls ?? []) {
        const phone = String(call.fields.callerPhone ?? '');
        if (phone && phones.size < PHONES) phones.add(phone);
      }
    }
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: browsers }, (_, i) =>
        runBrowser({
          baseUrl: emulator.baseUrl,
          apiKey: emulator.keys.full,
          mode,
          phones: [...phones],
          seed: 1000 + i,
          startPath: START_PATH,
          thinkMs: THINK_MS,
          syncLimitMs: SYNC_LIMIT_MS,
          recentViewMs: RECENT_VIEW_MS,
        }),
      ),
    );
    return { results, wallMs: performance.now() - started };
  } finally {
    await emulator.close();
  }
}

async function run(): Promise<void> {
  const rows: string[][] = [];
  for (const team of TEAMS) {
    for (const mode of MODES) {
      const { results, wallMs } = await runTeam(team.browsers, team.rate, mode);
      const lookups = results.flatMap((r) => [...r.duringSync, ...r.fresh, ...r.stale, ...r.again]);
      const syncs = results.filter((r) => r.syncCompleted);
      const during = results.flatMap((r) => r.duringSync);
      const local = during.filter((s) => !failed(s) && s.requests === 0);
      rows.push([
        `${team.browsers} @ ${team.rate} req/s`,
        mode,
        `${syncs.length}/${results.length}`,
        fmt(median(syncs.map((r) => r.syncMs)) / 1000),
        fmt(Math.max(...syncs.map((r) => r.syncMs)) / 1000),
        String(results.reduce((sum, r) => sum + r.pauses, 0)),
        `${local.length}/${during.length}`,
        `${lookups.filter(failed).length}/${lookups.length}`,
        fmt(p95(lookups.map((s) => s.ms)), 0),
        String(results.reduce((sum, r) => sum + r.refused, 0)),
        String(results.reduce((sum, r) => sum + r.requests, 0)),
        fmt(mean(results.flatMap((r) => r.fresh.map((s) => s.requests)))),
        fmt(mean(results.flatMap((r) => r.stale.map((s) => s.requests)))),
        fmt(mean(results.flatMap((r) => r.again.map((s) => s.requests)))),
        fmt(wallMs / 1000),
      ]);
      const outcomes = new Map<string, number>();
      for (const s of lookups) outcomes.set(s.outcome, (outcomes.get(s.outcome) ?? 0) + 1);
      printNote(
        `${mode} ${team.browsers}@${team.rate}: answers ${[...outcomes].map(([k, n]) => `${k} ${n}`).join(', ')}`,
      );
      const views = results.flatMap((r) => (r.recent ? [r.recent] : []));
      if (views.length > 0) {
        const counters = 4;
        const perCounterHour = views.map((v) => v.requests / counters / (v.openMs / 3_600_000));
        printNote(
          `${mode} ${team.browsers}@${team.rate}: Recent calls view open ${fmt(mean(views.map((v) => v.openMs / 1000)), 0)} s per browser (its clock); ` +
            `its requests ${views.map((v) => v.requests).join(', ')} (429: ${views.map((v) => v.refused).join(', ')}); ` +
            `per counter and hour ${perCounterHour.map((n) => fmt(n)).join(', ')} (limit 60, 429 retries included); ` +
            `reads ${views.reduce((s, v) => s + v.reads, 0)}, said unreachable or failed ${views.reduce((s, v) => s + v.failedReads, 0)}`,
        );
      }
      const errors = [...new Set(results.map((r) => r.syncError).filter(Boolean))];
      if (errors.length > 0)
        printNote(`${mode} ${team.browsers}@${team.rate}: sync errors: ${errors.join(' | ')}`);
    }
  }
  printTable(
    `Team on one key (emulator ${CALLS} calls, ${LEADS} leads, 4 counters, 20 ms latency; a lookup every ~${THINK_MS / 1000} s per user)`,
    [
      'team',
      'code',
      'first syncs done',
      'median sync s',
      'slowest sync s',
      'sync pauses',
      'hovers in sync: local',
      'lookups failed',
      'lookup p95 ms',
      'refused (429)',
      'requests',
      'req/lookup fresh',
      'req/lookup 5 min old',
      'req/lookup again',
      'wall s',
    ],
    rows,
  );
  printNote(
    'first syncs done = the first pass ended within ' +
      `${SYNC_LIMIT_MS / 1000} s (a pass paused by the key's limit counts when it resumed and ended); ` +
      'hovers in sync: local = lookups made while the first sync ran that answered with no request to the tracker (from the index so far), of all made then; ' +
      'failed = an error or "unreachable"; fresh = index synced just now; 5 min old = the clock moved on 5 minutes (the first lookup catches up, the next costs nothing); again = the same numbers looked at once more a minute later. 4 counters.',
  );
  printNote(`load average: ${execSync('uptime').toString().trim()}`);
}

export const teamBenchmark: Benchmark = {
  name: 'team',
  description: 'N browsers on one rate-limited key: syncs, lookups, refusals (before/after)',
  run,
};
