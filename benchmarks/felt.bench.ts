/**
 * What a rep feels (`npm run bench -- felt`): the CRM page's load, paints, keystrokes, scrolling
 * and memory with no extension, with ours and with ringcentral-c2d, in one run, order rotated,
 * a fresh browser profile per load; medians with ratios to no extension. Chromium, then
 * Firefox ESR where it can measure the same. Needs `npm run build:demo`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { startFixtureServer } from '../test/e2e/harness/pages';
import { BUILD_DIRS, REPO_ROOT, assertBuilt } from '../test/e2e/harness/paths';
import { isFirefoxInstalled } from '../test/e2e/harness/firefox';
import { openChromium } from './felt-chromium';
import { openFirefox } from './felt-firefox';
import { runLoad, type FeltDriver, type LoadFigures } from './felt-load';
import { writeFeltPages, type FeltPage } from './felt-pages';
import { FELT_PROBE, EVENT_TIMING_FLOOR_MS } from './felt-probe';
import {
  formatRatio,
  loadAverage,
  medianOf,
  printNote,
  printTable,
  type Benchmark,
} from './measure';
import { buildC2dScript } from './page-detectors';
import { writeC2dExtension } from './felt-c2d-extension';
import { writeEmptyExtension } from './felt-empty-extension';

type Mode = 'none' | 'ours' | 'c2d' | 'c2d-ext' | 'before' | 'empty-ext';
type BrowserName = 'chromium' | 'firefox';

const LOADS = Number(process.env.BENCH_LOADS ?? 3);
const PAGES = (process.env.BENCH_PAGES ?? 'list,deal').split(',');
/** Another build of ours measured in the same run (the code before a change), as `before`. */
const BEFORE = process.env.BENCH_BEFORE ? resolve(process.env.BENCH_BEFORE) : undefined;
const FIREFOX = process.env.BENCH_FIREFOX !== '0';
const CHROMIUM = process.env.BENCH_CHROMIUM !== '0';
/** Chromium: c2d also as an extension's content script (`c2d-ext`), as App Connect runs it. */
const C2D_EXTENSION = process.env.BENCH_C2D_EXTENSION === '1';
const C2D_EXTENSION_DIR = join(REPO_ROOT, '.tmp/bench/felt-c2d-extension');
/** Chromium: an extension that does nothing (`empty-ext`), the floor any extension sits on. */
const EMPTY_EXTENSION = process.env.BENCH_EMPTY_EXTENSION === '1';
const EMPTY_EXTENSION_DIR = join(REPO_ROOT, '.tmp/bench/felt-empty-extension');
/** `BENCH_NO_C2D=1`: no extension, ours and `before` only (a round between two builds). */
const NO_C2D = process.env.BENCH_NO_C2D === '1';
/** Wait between a browser's launch and the page's load. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 2_000);

interface Sample extends LoadFigures {
  browser: BrowserName;
  page: string;
  mode: Mode;
  load: number;
}

function buildDir(browser: BrowserName, mode: Mode): string {
  if (mode === 'before')
    return join(BEFORE!, browser === 'chromium' ? 'chrome-mv3-demo' : 'firefox-mv2-demo');
  return (
    process.env[browser === 'chromium' ? 'BENCH_EXTENSION' : 'BENCH_FIREFOX_EXTENSION'] ??
    (browser === 'chromium' ? BUILD_DIRS.chromeDemo : BUILD_DIRS.firefoxDemo)
  );
}

function open(browser: BrowserName, mode: Mode, c2d: string): Promise<FeltDriver> {
  if (mode === 'c2d-ext')
    return openChromium({ kind: 'c2d-extension', extensionDir: C2D_EXTENSION_DIR }, FELT_PROBE);
  if (mode === 'empty-ext')
    return openChromium({ kind: 'c2d-extension', extensionDir: EMPTY_EXTENSION_DIR }, FELT_PROBE);
  const kind =
    mode === 'none'
      ? { kind: 'none' as const }
      : mode === 'c2d'
        ? { kind: 'c2d' as const, script: c2d }
        : { kind: 'ours' as const, extensionDir: buildDir(browser, mode) };
  return browser === 'chromium' ? openChromium(kind, FELT_PROBE) : openFirefox(kind, FELT_PROBE);
}

const ms = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? 'n/a' : `${value.toFixed(0)} ms`;
const mib = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value)
    ? 'n/a'
    : `${(value / 1024 / 1024).toFixed(1)} MiB`;

interface Figure {
  label: string;
  value: (sample: Sample) => number | undefined;
  format: (value: number | undefined) => string;
  /** Shown as a ratio to no extension. */
  ratio: boolean;
}

const FIGURES: Figure[] = [
  { label: 'load event', value: (s) => s.loadMs, format: ms, ratio: true },
  { label: 'FCP', value: (s) => s.fcpMs, format: ms, ratio: true },
  { label: 'LCP', value: (s) => s.lcpMs, format: ms, ratio: true },
  { label: 'total blocking time', value: (s) => s.tbtMs, format: ms, ratio: false },
  {
    label: 'worst keystroke, detection running (INP)',
    value: (s) => s.during.worstMs,
    format: ms,
    ratio: true,
  },
  {
    label: 'p75 keystroke, detection running',
    value: (s) => s.during.p75Ms,
    format: ms,
    ratio: true,
  },
  {
    label: 'worst input delay, detection running',
    value: (s) => s.during.worstDelayMs,
    format: ms,
    ratio: true,
  },
  {
    label: 'worst keystroke after detection',
    value: (s) => s.after.worstMs,
    format: ms,
    ratio: true,
  },
  { label: 'p75 keystroke after detection', value: (s) => s.after.p75Ms, format: ms, ratio: true },
  {
    label: 'frames over 50 ms, scrolling',
    value: (s) => s.slowFrames,
    format: (v) => (v === undefined ? 'n/a' : String(v)),
    ratio: false,
  },
  { label: 'renderer private memory', value: (s) => s.privateBytes, format: mib, ratio: true },
  {
    label: '… of which memfd shared memory',
    value: (s) => s.memfdBytes,
    format: mib,
    ratio: false,
  },
  { label: 'JS heap after GC (all worlds)', value: (s) => s.heapBytes, format: mib, ratio: true },
  { label: 'every expected number reported', value: (s) => s.allFoundMs, format: ms, ratio: false },
  { label: 'last number reported', value: (s) => s.lastNumberMs, format: ms, ratio: false },
];

function median(samples: readonly Sample[], figure: Figure): number | undefined {
  const values = samples
    .map(figure.value)
    .filter((v): v is number => v !== undefined && Number.isFinite(v));
  return values.length ? medianOf(values) : undefined;
}

function printPage(
  browser: BrowserName,
  page: string,
  modes: readonly Mode[],
  samples: readonly Sample[],
) {
  const of = (mode: Mode) =>
    samples.filter((s) => s.browser === browser && s.page === page && s.mode === mode);
  const none = of('none');
  const detectors = modes.filter((mode) => mode !== 'none');
  const rows = FIGURES.map((figure) => {
    const reference = median(none, figure);
    const cells = [figure.label, figure.format(reference)];
    for (const mode of detectors) {
      const value = median(of(mode), figure);
      cells.push(figure.format(value));
      cells.push(
        figure.ratio && reference !== undefined && value !== undefined
          ? formatRatio(value, reference)
          : '',
      );
    }
    return cells;
  });
  const heapFigure = FIGURES.find((figure) => figure.label.startsWith('JS heap'))!;
  const heapNone = median(none, heapFigure);
  rows.push([
    "extension's share of the JS heap",
    '',
    ...detectors.flatMap((mode) => {
      const heap = median(of(mode), heapFigure);
      return [heap !== undefined && heapNone !== undefined ? mib(heap - heapNone) : 'n/a', ''];
    }),
  ]);
  rows.push([
    'numbers reported / expected (median)',
    '',
    ...detectors.flatMap((mode) => [String(medianOf(of(mode).map((s) => s.found))), '']),
  ]);
  printTable(
    `${browser}, ${page}: medians of ${LOADS} loads (load average ${loadAverage()})`,
    ['figure', 'none', ...detectors.flatMap((mode) => [mode, `${mode}/none`])],
    rows,
  );
}

async function measureBrowser(
  browser: BrowserName,
  pages: readonly FeltPage[],
  modes: readonly Mode[],
  url: (file: string) => string,
  c2d: string,
  samples: Sample[],
): Promise<void> {
  for (let load = 0; load < LOADS; load++) {
    for (const page of pages) {
      // Rotate which mode goes first, so a warming machine favours none of them.
      const order = modes.map((_, i) => modes[(i + load) % modes.length]!);
      for (const mode of order) {
        let driver: FeltDriver | undefined;
        try {
          driver = await open(browser, mode, c2d);
          // A fresh profile's first seconds (our background's install work, the browser's
          // own start-up) are not what a rep's page load competes with: let them pass.
          await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
          const detects = mode !== 'none' && mode !== 'empty-ext';
          const figures = await runLoad(driver, page, url(page.file), detects);
          samples.push({ browser, page: page.name, mode, load, ...figures });
          console.info(
            `  ${browser} ${page.name} ${mode} #${load + 1}: load ${ms(figures.loadMs)}, LCP ${ms(figures.lcpMs)}, worst key ${ms(figures.during.worstMs)} (delay ${ms(figures.during.worstDelayMs)}), all found ${ms(figures.allFoundMs)}, private ${mib(figures.privateBytes)} (memfd ${mib(figures.memfdBytes)}); load avg ${loadAverage()}`,
          );
        } catch (error) {
          console.warn(`  ${browser} ${page.name} ${mode} #${load + 1} failed: ${String(error)}`);
        } finally {
          await driver?.close().catch(() => undefined);
        }
      }
    }
  }
  for (const page of pages) printPage(browser, page.name, modes, samples);
}

export const feltBenchmark: Benchmark = {
  name: 'felt',
  description:
    'what a rep feels: load, paints, keystrokes, scrolling and memory with no extension, ours and ringcentral-c2d (Chromium, Firefox ESR)',
  async run() {
    const modes: Mode[] = [
      'none',
      'ours',
      ...(NO_C2D ? [] : (['c2d'] as const)),
      ...(BEFORE ? (['before'] as const) : []),
    ];
    assertBuilt(buildDir('chromium', 'ours'));
    const dir = join(REPO_ROOT, '.tmp/bench/felt-pages');
    const pages = (await writeFeltPages(dir)).filter((page) => PAGES.includes(page.name));
    const server = await startFixtureServer({ root: dir, host: '127.0.0.1' });
    const c2d = await buildC2dScript();
    if (C2D_EXTENSION) await writeC2dExtension(C2D_EXTENSION_DIR, c2d);
    if (EMPTY_EXTENSION) await writeEmptyExtension(EMPTY_EXTENSION_DIR);
    const samples: Sample[] = [];
    console.info(`  load average at start ${loadAverage()}; ${LOADS} loads per page and mode`);
    try {
      if (CHROMIUM) {
        const chromiumModes: Mode[] = [
          ...modes,
          ...(C2D_EXTENSION ? (['c2d-ext'] as const) : []),
          ...(EMPTY_EXTENSION ? (['empty-ext'] as const) : []),
        ];
        await measureBrowser('chromium', pages, chromiumModes, server.url, c2d, samples);
      }
      if (FIREFOX && isFirefoxInstalled()) {
        assertBuilt(buildDir('firefox', 'ours'));
        await measureBrowser('firefox', pages, modes, server.url, c2d, samples);
      }
    } finally {
      await server.close();
    }
    printNote(
      `keystrokes under ${EVENT_TIMING_FLOOR_MS} ms have no Event Timing entry and count as ${EVENT_TIMING_FLOOR_MS} ms; input delay is exact. Firefox: no long tasks (no TBT) and no per-process memory here.`,
    );
    console.info(`  load average at end ${loadAverage()}`);
    const out = join(REPO_ROOT, '.tmp/bench/felt.json');
    await mkdir(join(REPO_ROOT, '.tmp/bench'), { recursive: true });
    await writeFile(out, JSON.stringify(samples, null, 2));
    console.info(`  samples in ${out}`);
  },
};
