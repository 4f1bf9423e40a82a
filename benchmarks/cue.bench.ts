/**
 * The cue under numbers while the 2,000-row list scrolls, in Chromium with the demo build:
 * the main thread's work per frame and its longest task (CDP trace) with the cue and without
 * it (the same page, the same scroll, the cue switched off: the reference), for the page
 * scrolling and for the list in a scrolling container, with a reflow every 40 frames; and in a
 * separate, untraced pass, how far each mark is from its number after every frame.
 */
import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  launchChromiumWithExtension,
  type ChromiumWithExtension,
} from '../test/e2e/harness/chromium';
import { detectedOn, updateSettings } from '../test/e2e/harness/crm-pages';
import { startFixtureServer } from '../test/e2e/harness/pages';
import { BUILD_DIRS, REPO_ROOT, assertBuilt } from '../test/e2e/harness/paths';
import { mainThreadOf, startTrace, summarizeMainThread, type TraceEvent } from './chromium-trace';
import { formatMs, printNote, printTable, type Benchmark } from './measure';

const FRAMES = 240;
const STEP_PX = 40;
const REFLOW_EVERY = 40;
const CONTENT_SCRIPT = /content-scripts\/crm\.js/;

type Mode = 'page' | 'container';

interface ScrollResult {
  /** Per frame: marks measured, their worst error, numbers in view without a mark. */
  errors: number[];
  missing: number;
  measured: number;
}

/** Runs in the page: scrolls one step per frame; with `measure`, reads marks after each frame. */
async function scrollInPage(arg: {
  frames: number;
  step: number;
  reflowEvery: number;
  container: boolean;
  measure: boolean;
}): Promise<ScrollResult> {
  const scroller = arg.container ? document.getElementById('scroller')! : null;
  const cells = [...document.querySelectorAll('#big-list td:nth-child(3)')];
  const result: ScrollResult = { errors: [], missing: 0, measured: 0 };
  const table = document.getElementById('big-list')!;
  const measureNow = () => {
    // The lines the browser paints: the text boxes of the cue highlight's ranges.
    const marks: DOMRect[] = [];
    for (const painted of CSS.highlights.get('tracker-lens-cue') ?? []) {
      const range = document.createRange();
      try {
        range.setStart(painted.startContainer, painted.startOffset);
        range.setEnd(painted.endContainer, painted.endOffset);
      } catch {
        continue;
      }
      marks.push(...range.getClientRects());
    }
    const view = scroller?.getBoundingClientRect() ?? { top: 0, bottom: window.innerHeight };
    for (const cell of cells) {
      const text = cell.firstChild;
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(cell);
      const box = range.getBoundingClientRect();
      // Numbers fully in view (a half-clipped one may be drawn either way).
      if (box.top < Math.max(0, view.top) || box.bottom > Math.min(window.innerHeight, view.bottom))
        continue;
      let best = Infinity;
      for (const mark of marks) {
        const off =
          Math.abs(mark.left - box.left) +
          Math.abs(mark.bottom - box.bottom) +
          Math.abs(mark.width - box.width);
        if (off < best) best = off;
      }
      result.measured += 1;
      if (best > 8) result.missing += 1;
      else result.errors.push(best);
    }
  };
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  // After the frame's rendering: what was painted is what is measured.
  const afterFrame = () => new Promise((resolve) => setTimeout(resolve, 0));
  for (let index = 1; index <= arg.frames; index += 1) {
    await frame();
    await afterFrame();
    if (arg.measure) measureNow();
    if (index % arg.reflowEvery === 0) table.style.width = table.style.width ? '' : '70%';
    if (scroller) scroller.scrollTop += arg.step;
    else window.scrollBy(0, arg.step);
  }
  return result;
}

/** Main-thread busy time per frame: from one task that ran animation-frame callbacks to the next. */
function frameWork(events: readonly TraceEvent[], origin: string): number[] {
  const { onMain, topLevel } = mainThreadOf(events, origin);
  const frameStarts = onMain
    .filter((event) => event.name === 'FireAnimationFrame')
    .map((event) => event.ts);
  const work: number[] = [];
  let current = -1;
  let next = 0;
  for (const task of topLevel) {
    const end = task.ts + (task.dur ?? 0);
    let startsFrame = false;
    while (next < frameStarts.length && (frameStarts[next] as number) <= end) {
      if ((frameStarts[next] as number) >= task.ts) startsFrame = true;
      next += 1;
    }
    if (startsFrame) {
      current += 1;
      work.push(0);
    }
    if (current >= 0) work[current] = (work[current] ?? 0) + (task.dur ?? 0) / 1000;
  }
  return work;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function pages(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'cue-bench-'));
  const list = await readFile(join(REPO_ROOT, 'test/fixtures/pages/crm/list-2000.html'), 'utf8');
  await copyFile(join(REPO_ROOT, 'test/fixtures/pages/crm/list-2000.html'), join(dir, 'page.html'));
  const contained = list
    .replace('<table id="big-list">', '<div id="scroller"><table id="big-list">')
    .replace('</table>', '</table></div>')
    .replace('</style>', '#scroller { height: 100vh; overflow: auto; }\n    </style>');
  await writeFile(join(dir, 'container.html'), contained);
  return dir;
}

async function openSettled(chromium: ChromiumWithExtension, url: string): Promise<Page> {
  const page = await chromium.context.newPage();
  await page.goto(url);
  // The scan is over when the tab's numbers stay the same for a second.
  let last = '';
  let stableSince = Date.now();
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const now = (await detectedOn(chromium, page.url())).join();
    if (now !== last || now === '') {
      last = now;
      stableSince = Date.now();
    } else if (Date.now() - stableSince > 1_000) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return page;
}

interface Row {
  mode: Mode;
  cue: boolean;
  frames: number[];
  longestTask: number;
  ownLongest: number;
  position?: ScrollResult;
}

async function measureMode(
  chromium: ChromiumWithExtension,
  url: string,
  origin: string,
  mode: Mode,
  cue: boolean,
): Promise<Row> {
  await updateSettings(chromium, { cue });
  const arg = {
    frames: FRAMES,
    step: STEP_PX,
    reflowEvery: REFLOW_EVERY,
    container: mode === 'container',
    measure: false,
  };
  const traced = await openSettled(chromium, url);
  const session = await chromium.context.newCDPSession(traced);
  const stop = await startTrace(session);
  await traced.evaluate(scrollInPage, arg);
  const events = await stop();
  await traced.close();
  const main = summarizeMainThread(events, origin, CONTENT_SCRIPT);
  const row: Row = {
    mode,
    cue,
    frames: frameWork(events, origin),
    longestTask: main.longestTaskMs,
    ownLongest: Math.max(0, ...main.detectorTasks),
  };
  if (cue) {
    const measured = await openSettled(chromium, url);
    row.position = await measured.evaluate(scrollInPage, { ...arg, measure: true });
    await measured.close();
  }
  return row;
}

async function run(): Promise<void> {
  const extensionDir = process.env.BENCH_EXTENSION ?? BUILD_DIRS.chromeDemo;
  assertBuilt(extensionDir);
  printNote(
    `load average before: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  const dir = await pages();
  const server = await startFixtureServer({ root: dir, host: '127.0.0.1' });
  const chromium = await launchChromiumWithExtension({
    extensionDir,
    viewport: { width: 1280, height: 800 },
  });
  // tsx keeps function names with a `__name` helper the page does not have.
  await chromium.context.addInitScript({ content: 'window.__name = (fn) => fn;' });
  const origin = new URL(server.url('page.html')).origin;
  const rows: Row[] = [];
  try {
    for (const mode of ['page', 'container'] as const) {
      for (const cue of [false, true]) {
        rows.push(await measureMode(chromium, server.url(`${mode}.html`), origin, mode, cue));
      }
    }
  } finally {
    await updateSettings(chromium, { cue: true }).catch(() => undefined);
    await chromium.close();
    await server.close();
  }
  const table = rows.map((row) => {
    const reference = rows.find((other) => other.mode === row.mode && !other.cue)!;
    const p95 = percentile(row.frames, 95);
    const refP95 = percentile(reference.frames, 95);
    const errors = row.position?.errors ?? [];
    return [
      `${row.mode} scroll, cue ${row.cue ? 'on' : 'off'}`,
      String(row.frames.length),
      formatMs(percentile(row.frames, 50)),
      formatMs(p95),
      formatMs(Math.max(0, ...row.frames)),
      String(row.frames.filter((ms) => ms > 16).length),
      formatMs(row.longestTask),
      formatMs(row.ownLongest),
      row.cue ? `${(p95 / refP95).toFixed(2)}×` : '1 (reference)',
      row.position
        ? `${percentile(errors, 95).toFixed(1)} / ${Math.max(0, ...errors).toFixed(1)} px, ${row.position.missing} of ${row.position.measured} missing`
        : '—',
    ];
  });
  printTable(
    `Cue while scrolling the 2,000-row list: ${FRAMES} frames of ${STEP_PX} px, the table's width changed every ${REFLOW_EVERY} frames`,
    [
      'run',
      'frames',
      'work p50',
      'work p95',
      'work max',
      'frames > 16 ms',
      'longest task',
      'content script longest',
      'p95 vs no cue',
      'mark error p95 / max, missing',
    ],
    table,
  );
  printNote(
    `load average after: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
}

export const cueBenchmark: Benchmark = {
  name: 'cue',
  description:
    'the cue under numbers while the 2,000-row list scrolls (page and container), traced, against the cue off (needs npm run build:demo)',
  run,
};
