/**
 * This project's built extension vs ringcentral-c2d vs no detector vs the physical floor, in
 * Debian Chromium, on generated CRM pages, with the renderer's main thread traced over CDP.
 * Needs `npm run build:demo` first. See benchmarks/README.md for what each column means.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import {
  launchChromiumWithExtension,
  type ChromiumWithExtension,
} from '../test/e2e/harness/chromium';
import { detectedOn } from '../test/e2e/harness/crm-pages';
import { startFixtureServer, type FixtureServer } from '../test/e2e/harness/pages';
import { BUILD_DIRS, REPO_ROOT, assertBuilt } from '../test/e2e/harness/paths';
import { navigationTimes } from './c2d-page-browser';
import { writeBenchPages, type BenchPage } from './c2d-pages';
import { startTrace, summarizeMainThread } from './chromium-trace';
import { formatMs, printNote, printTable, type Benchmark } from './measure';
import {
  BENCH_BRIDGE,
  buildC2dScript,
  C2D_SCRIPT_URL,
  FLOOR_SCRIPT,
  FLOOR_SCRIPT_URL,
} from './page-detectors';

type Mode = 'none' | 'floor' | 'c2d' | 'ours';
const MODES: Mode[] = ['none', 'floor', 'c2d', 'ours'];
const REPETITIONS = Number(process.env.BENCH_REPS ?? 5);
/** A static page is traced this long at least, and until its detector found everything. */
const STATIC_WINDOW_MS = 6_000;
const APPEND_WINDOW_MS = 12_500;
const FOUND_TIMEOUT_MS = 20_000;
/** A stress page takes the browser itself many seconds to build. */
const STRESS_TIMEOUT_MS = 60_000;
const POLL_MS = 50;
const QUIET_MS = 2_500;
const OUR_SCRIPT = /^chrome-extension:\/\//;

interface Run {
  page: string;
  mode: Mode;
  rep: number;
  busyMs: number;
  cpuMs: number;
  longestTaskMs: number;
  detectorLongestTaskMs: number;
  detectorLongestTaskCpuMs: number;
  detectorTasksOver50: number;
  detectorTasksOver50Cpu: number;
  detectorTaskMs: number;
  /** CPU time of the detector's own calls, all tasks: its cost without the page's noise. */
  detectorCpuMs: number;
  longestDetectorTask: { name: string; ms: number }[];
  /**
   * From navigation start until the page's load event ended: with no detector, the least time
   * in which one started after the page is loaded (as ours is, after the load event) can record.
   */
  loadedMs?: number;
  /** From navigation start until every expected number was recorded (undefined: never). */
  allFoundMs?: number;
  /** From navigation start until the last number the detector ever reported. */
  finalSetMs?: number;
  precision?: number;
  recall?: number;
  lagP50Ms?: number;
  lagP95Ms?: number;
  hoverToCardMs?: number;
  /** Expected numbers never reported, for reading the misses. */
  missed?: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const percentile = (values: readonly number[], p: number): number | undefined => {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const median = (values: readonly (number | undefined)[]) =>
  percentile(
    values.filter((value): value is number => value !== undefined),
    50,
  );

/** E.164 digits of what a detector reported, whatever format it reports in. */
function asE164(reported: string): string {
  const digits = reported.replace(/\D/g, '');
  if (digits.length === 10) return `7${digits}`;
  if (digits.length === 11 && digits.startsWith('8')) return `7${digits.slice(1)}`;
  return digits;
}

/** Numbers c2d matched in every frame, with when each was first matched. */
async function readInjected(page: Page): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const frame of page.frames()) {
    const entries = await frame
      .evaluate(() => [
        ...((window as unknown as { __benchFound?: Map<string, number> }).__benchFound ?? []),
      ])
      .catch(() => [] as [string, number][]);
    for (const [raw, at] of entries) {
      const digits = asE164(raw);
      found.set(digits, Math.min(at, found.get(digits) ?? Infinity));
    }
  }
  return found;
}

/**
 * Where the injected detectors run: `isolated` (default), a world of their own as a content
 * script's, where each DOM node a script touches gets a wrapper of that world; `main`, the
 * page's world, cheaper for DOM-heavy work (the figures of the rounds before 2026-11-27 21:00).
 */
const DETECTOR_WORLD = process.env.BENCH_DETECTOR_WORLD === 'main' ? 'main' : 'isolated';

async function injectDetector(page: Page, session: CDPSession, script: string): Promise<void> {
  if (DETECTOR_WORLD === 'main') await page.addInitScript(script);
  else {
    // Without the Page domain on, a script for a named world is never run.
    await session.send('Page.enable');
    await session.send('Page.addScriptToEvaluateOnNewDocument', {
      source: script,
      worldName: 'tracker-lens-bench-detector',
    });
  }
}

async function measureRun(
  chromium: ChromiumWithExtension,
  server: FixtureServer,
  benchPage: BenchPage,
  mode: Mode,
  rep: number,
  c2dScript: string,
): Promise<Run> {
  const page = await chromium.context.newPage();
  const session = await chromium.context.newCDPSession(page);
  if (mode === 'c2d') {
    await page.addInitScript(BENCH_BRIDGE);
    await injectDetector(page, session, c2dScript);
  }
  if (mode === 'floor') await injectDetector(page, session, FLOOR_SCRIPT);
  const url = server.url(benchPage.file);
  const stopTrace = await startTrace(session);
  const startedAt = Date.now();
  await page.goto(url, { waitUntil: 'commit' });

  const firstSeen = new Map<string, number>();
  const expected = new Set(benchPage.expected);
  let allFoundAt: number | undefined;
  const windowMs = benchPage.appends ? APPEND_WINDOW_MS : STATIC_WINDOW_MS;
  for (;;) {
    const elapsed = Date.now() - startedAt;
    if (mode === 'ours') {
      const now = Date.now();
      for (const digits of await detectedOn(chromium, url).catch(() => [])) {
        if (!firstSeen.has(digits)) firstSeen.set(digits, now);
      }
    } else if (mode === 'c2d') {
      for (const [digits, at] of await readInjected(page)) {
        if (!firstSeen.has(digits)) firstSeen.set(digits, at);
      }
    }
    if (allFoundAt === undefined && [...expected].every((digits) => firstSeen.has(digits))) {
      allFoundAt = Math.max(...[...expected].map((digits) => firstSeen.get(digits) ?? 0));
    }
    const lastNewAt = Math.max(startedAt, ...firstSeen.values());
    // Done when everything expected is in, or nothing new came for a while (some expected
    // numbers may never be reported: recall says so).
    const settled =
      mode === 'none' ||
      mode === 'floor' ||
      allFoundAt !== undefined ||
      (firstSeen.size > 0 && Date.now() - lastNewAt >= QUIET_MS);
    const timeout = benchPage.stress ? STRESS_TIMEOUT_MS : FOUND_TIMEOUT_MS;
    if (elapsed >= windowMs && (settled || elapsed >= timeout)) break;
    await sleep(POLL_MS);
  }
  const { loadedAt } = await navigationTimes(page).catch(() => ({ loadedAt: undefined }));
  const events = await stopTrace();
  const detectorUrl =
    mode === 'ours'
      ? OUR_SCRIPT
      : mode === 'c2d'
        ? new RegExp(C2D_SCRIPT_URL)
        : mode === 'floor'
          ? new RegExp(FLOOR_SCRIPT_URL)
          : undefined;
  const main = summarizeMainThread(events, server.baseUrl, detectorUrl);
  const run: Run = {
    page: benchPage.name,
    mode,
    rep,
    busyMs: main.busyMs,
    cpuMs: main.cpuMs,
    longestTaskMs: main.longestTaskMs,
    detectorLongestTaskMs: Math.max(0, ...main.detectorTasks),
    detectorLongestTaskCpuMs: Math.max(0, ...main.detectorTasksCpu),
    detectorTasksOver50: main.detectorTasks.filter((ms) => ms > 50).length,
    detectorTasksOver50Cpu: main.detectorTasksCpu.filter((ms) => ms > 50).length,
    detectorTaskMs: main.detectorTasks.reduce((sum, ms) => sum + ms, 0),
    detectorCpuMs: main.detectorTasksCpu.reduce((sum, ms) => sum + ms, 0),
    longestDetectorTask: main.longestDetectorTask,
    ...(loadedAt === undefined ? {} : { loadedMs: loadedAt - startedAt }),
  };
  if (mode === 'ours' || mode === 'c2d') {
    const seen = [...firstSeen.keys()];
    const correct = seen.filter((digits) => expected.has(digits)).length;
    run.precision = seen.length === 0 ? 0 : correct / seen.length;
    run.recall = correct / expected.size;
    run.missed = [...expected].filter((digits) => !firstSeen.has(digits));
    if (allFoundAt !== undefined) run.allFoundMs = allFoundAt - startedAt;
    if (seen.length > 0) run.finalSetMs = Math.max(...firstSeen.values()) - startedAt;
    if (benchPage.appends) {
      const added = await page.evaluate(
        () => (window as unknown as { __rowsAdded: { digits: string; at: number }[] }).__rowsAdded,
      );
      const lags = added.map(({ digits, at }) => (firstSeen.get(digits) ?? Infinity) - at);
      run.lagP50Ms = percentile(lags, 50);
      run.lagP95Ms = percentile(lags, 95);
    }
    if (benchPage.name === 'list') run.hoverToCardMs = await hoverToCard(page, mode);
  }
  await session.detach().catch(() => undefined);
  await page.close();
  return run;
}

/** Hovers the phone of row 1,000 and waits for the card (ours) or c2d's hover event. */
export async function hoverToCard(page: Page, mode: Mode): Promise<number | undefined> {
  const cell = page.locator('tbody tr:nth-child(1000) td:nth-child(3)');
  await cell.scrollIntoViewIfNeeded();
  const box = await cell.boundingBox();
  if (!box) return undefined;
  const x = box.x + Math.min(box.width / 2, 25);
  const y = box.y + box.height / 2;
  await page.mouse.move(x - 10, y);
  await sleep(300);
  await page.evaluate(() => delete (window as { __benchHoverAt?: number }).__benchHoverAt);
  const startedAt = Date.now();
  await page.mouse.move(x, y, { steps: 2 });
  try {
    if (mode === 'ours') {
      await page.locator('tracker-lens-ui .tl-card').waitFor({ state: 'visible', timeout: 5_000 });
      return Date.now() - startedAt;
    }
    await page.waitForFunction(() => '__benchHoverAt' in window, undefined, { timeout: 5_000 });
    const at = await page.evaluate(
      () => (window as unknown as { __benchHoverAt: number }).__benchHoverAt,
    );
    return at - startedAt;
  } catch {
    return undefined;
  }
}

const fmt = (ms: number | undefined) => (ms === undefined ? '—' : formatMs(ms));
const pct = (value: number | undefined) =>
  value === undefined ? '—' : `${(value * 100).toFixed(1)} %`;
const ratio = (value: number | undefined, reference: number | undefined) =>
  value === undefined || reference === undefined || reference <= 0
    ? '—'
    : `${(value / reference).toFixed(2)}×`;

function report(runs: readonly Run[], pages: readonly BenchPage[]) {
  const pick = (page: string, mode: Mode) =>
    runs.filter((run) => run.page === page && run.mode === mode);
  const summary: Record<string, Record<string, Record<string, number | undefined>>> = {};
  for (const { name } of pages) {
    const floorCpu = median(pick(name, 'none').map((run) => run.cpuMs)) ?? 0;
    const rows: string[][] = [];
    summary[name] = {};
    for (const mode of MODES) {
      const list = pick(name, mode);
      const m = (key: keyof Run) => median(list.map((run) => run[key] as number | undefined));
      const maxOf = (key: keyof Run) => Math.max(0, ...list.map((run) => run[key] as number));
      const figures = {
        busyMs: m('busyMs'),
        cpuMs: m('cpuMs'),
        workMs: (m('cpuMs') ?? 0) - floorCpu,
        detectorCpuMs: m('detectorCpuMs'),
        longestTaskMs: m('longestTaskMs'),
        loadedMs: m('loadedMs'),
        detectorLongestTaskMs: maxOf('detectorLongestTaskMs'),
        detectorLongestTaskCpuMs: maxOf('detectorLongestTaskCpuMs'),
        detectorTasksOver50: maxOf('detectorTasksOver50'),
        detectorTasksOver50Cpu: maxOf('detectorTasksOver50Cpu'),
        allFoundMs: m('allFoundMs'),
        finalSetMs: m('finalSetMs'),
        precision: m('precision'),
        recall: m('recall'),
        lagP50Ms: m('lagP50Ms'),
        lagP95Ms: m('lagP95Ms'),
        hoverToCardMs: m('hoverToCardMs'),
      };
      summary[name][mode] = figures;
      const detector = (text: string) => (mode === 'none' ? '—' : text);
      rows.push([
        mode,
        fmt(figures.busyMs),
        fmt(figures.cpuMs),
        mode === 'none' ? '(floor)' : fmt(figures.workMs),
        detector(fmt(figures.detectorCpuMs)),
        fmt(figures.longestTaskMs),
        fmt(figures.loadedMs),
        detector(
          `${fmt(figures.detectorLongestTaskMs)} / ${fmt(figures.detectorLongestTaskCpuMs)}`,
        ),
        detector(`${figures.detectorTasksOver50} / ${figures.detectorTasksOver50Cpu}`),
        fmt(figures.allFoundMs),
        fmt(figures.finalSetMs),
        pct(figures.precision),
        pct(figures.recall),
        benchPage(pages, name).appends
          ? `${fmt(figures.lagP50Ms)} / ${fmt(figures.lagP95Ms)}`
          : '—',
        fmt(figures.hoverToCardMs),
      ]);
    }
    printTable(
      `${name}: medians of ${REPETITIONS} runs (work = main-thread CPU − no-detector CPU; detector task figures: worst run, wall / CPU)`,
      [
        'detector',
        'main busy (wall)',
        'main CPU',
        'work',
        'own CPU',
        'longest task',
        'page loaded',
        'longest detector task',
        'detector tasks >50 ms',
        'all recorded',
        'last number',
        'precision',
        'recall',
        'row lag p50 / p95',
        'hover→card',
      ],
      rows,
    );
    const worst = pick(name, 'ours').sort(
      (a, b) => b.detectorLongestTaskMs - a.detectorLongestTaskMs,
    )[0];
    if (worst) {
      const inside = worst.longestDetectorTask.map((entry) => `${entry.name} ${fmt(entry.ms)}`);
      printNote(
        `${name}: our longest task (${fmt(worst.detectorLongestTaskMs)}) spent: ${inside.join(', ')}`,
      );
    }
    const ours = summary[name].ours ?? {};
    const c2d = summary[name].c2d ?? {};
    const floor = summary[name].floor ?? {};
    printNote(
      `${name}: ours/c2d own CPU ${ratio(ours.detectorCpuMs, c2d.detectorCpuMs)}, work ${ratio(ours.workMs, c2d.workMs)}; ` +
        `ours/floor own CPU ${ratio(ours.detectorCpuMs, floor.detectorCpuMs)}; ` +
        `ours/c2d last number recorded ${ratio(ours.finalSetMs, c2d.finalSetMs)}`,
    );
    // Both detectors wait for the page: the page alone bounds what a ratio of times can reach.
    const none = summary[name].none ?? {};
    printNote(
      `${name}: with no detector the page is loaded in ${fmt(none.loadedMs)}, ` +
        `${ratio(none.loadedMs, c2d.finalSetMs)} of c2d's last number: no detector that starts ` +
        `once the page is loaded records its last number sooner`,
    );
  }
  return summary;
}

const benchPage = (pages: readonly BenchPage[], name: string) =>
  pages.find((page) => page.name === name) as BenchPage;

async function run(): Promise<void> {
  // BENCH_EXTENSION=<dir> measures another build (an older one, for a before/after).
  const extensionDir = process.env.BENCH_EXTENSION ?? BUILD_DIRS.chromeDemo;
  assertBuilt(extensionDir);
  const dir = join(REPO_ROOT, '.tmp/bench/c2d-pages');
  const pages = await writeBenchPages(dir);
  const selected = (process.env.BENCH_PAGES ?? '').split(',').filter(Boolean);
  const wanted =
    selected.length > 0
      ? pages.filter((p) => selected.includes(p.name))
      : pages.filter((p) => !p.stress);
  const c2dScript = await buildC2dScript();
  console.info(
    `  extension ${extensionDir}; c2d bundle ${(c2dScript.length / 1024).toFixed(0)} kB in the ${DETECTOR_WORLD} world; load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  // The demo build runs on 127.0.0.1 only; the other detectors get a loopback address it
  // does not match, in the same browser.
  const ourServer = await startFixtureServer({ root: dir, host: '127.0.0.1' });
  const otherServer = await startFixtureServer({ root: dir, host: '127.0.0.2' });
  const chromium = await launchChromiumWithExtension({
    extensionDir,
    viewport: { width: 1280, height: 800 },
  });
  const runs: Run[] = [];
  try {
    // Warm-up: the first page load of a fresh browser pays for caches every later one reuses.
    for (const server of [ourServer, otherServer]) {
      const warm = await chromium.context.newPage();
      await warm.goto(server.url('list.html'));
      await sleep(1_000);
      await warm.close();
    }
    for (let rep = 1; rep <= REPETITIONS; rep++) {
      for (const benchPage of wanted) {
        // Alternate the order so drift in the machine's load does not favour one detector.
        const order = rep % 2 === 0 ? [...MODES].reverse() : MODES;
        for (const mode of order) {
          const server = mode === 'ours' ? ourServer : otherServer;
          runs.push(await measureRun(chromium, server, benchPage, mode, rep, c2dScript));
          process.stdout.write('.');
        }
      }
    }
  } finally {
    await chromium.close();
    await ourServer.close();
    await otherServer.close();
  }
  console.info('');
  const summary = report(runs, wanted);
  const out = join(REPO_ROOT, '.tmp/bench/detection-vs-c2d.json');
  await mkdir(join(REPO_ROOT, '.tmp/bench'), { recursive: true });
  await writeFile(
    out,
    JSON.stringify({ date: new Date().toISOString(), loadavg: loadavg(), summary, runs }, null, 2),
  );
  printNote(
    `load average after: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  printNote(`All runs: ${out}`);
}

export const detectionVsC2dBenchmark: Benchmark = {
  name: 'c2d',
  description:
    'built extension vs ringcentral-c2d vs no detector vs bare TreeWalker, in Chromium, traced (needs npm run build:demo)',
  run,
};
