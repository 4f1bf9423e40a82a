/**
 * createPhoneScanner over a 2,000-row CRM page in happy-dom, against references measured in the
 * same run: a bare TreeWalker reading every text node (the floor of any DOM scan), the same walk
 * calling findPhones on each node (a naive unsliced scan), and for mutations, that naive scan
 * rerun in full from a MutationObserver.
 */
import { Window } from 'happy-dom';
import { createPhoneScanner, type ScanScheduler } from '../lib/dom';
import { findPhones } from '../lib/phone';
import { createCrmRows, pageHtml, rowHtml, type CrmRow } from './crm-fixture';
import {
  formatBytes,
  formatMs,
  formatRatio,
  heapUsed,
  measure,
  printNote,
  printTable,
  summarize,
  type Benchmark,
} from './measure';

const ROWS = 2000;
const APPENDED_ROWS = 100;
const SCAN_RUNS = 3;
const MUTATION_RUNS = 5;
const WAIT_LIMIT_MS = 30_000;

const match = (text: string) => findPhones(text, { defaultRegion: 'RU' });

/**
 * A scheduler that yields with setImmediate and records how long each slice ran. A slice that
 * asks for no next slice left the scanner idle: that is how the harness sees the end of a scan
 * without calling `status()` after every slice (it builds the match view, which costs).
 */
class TimedScheduler implements ScanScheduler {
  readonly slices: number[] = [];
  private readonly idleListeners = new Set<() => void>();
  private pending = 0;

  now = () => performance.now();

  nextSlice(work: () => void) {
    let cancelled = false;
    this.pending += 1;
    setImmediate(() => {
      this.pending -= 1;
      if (cancelled) return;
      const start = performance.now();
      work();
      this.slices.push(performance.now() - start);
      if (this.pending === 0) for (const listener of [...this.idleListeners]) listener();
    });
    return () => {
      cancelled = true;
    };
  }

  after(ms: number, work: () => void) {
    const handle = setTimeout(work, ms);
    return () => clearTimeout(handle);
  }

  /** Resolves at the first idle point (no slice pending) where `done()` holds. */
  untilIdle(done: () => boolean = () => true): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.idleListeners.delete(check);
        reject(new Error('scanner did not settle'));
      }, WAIT_LIMIT_MS);
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        this.idleListeners.delete(check);
        resolve();
      };
      this.idleListeners.add(check);
    });
  }
}

function createPage(rows: readonly CrmRow[]) {
  const window = new Window({ url: 'https://crm.example/clients' });
  window.document.write(pageHtml(rows));
  return window;
}

function textNodes(document: Document): Text[] {
  const walker = document.createTreeWalker(document.body, 0x4 /* SHOW_TEXT */);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** The floor: visit every text node and read its data. */
function walkOnly(document: Document): number {
  let characters = 0;
  for (const node of textNodes(document)) characters += node.data.length;
  return characters;
}

/** A naive detector: every text node through findPhones, no blocks, no slicing, no attributes. */
function naiveScan(document: Document): number {
  let found = 0;
  for (const node of textNodes(document)) found += match(node.data).length;
  return found;
}

async function startScanner(document: Document, scheduler: TimedScheduler) {
  const started = performance.now();
  const scanner = createPhoneScanner({ root: document, match, scheduler });
  await scheduler.untilIdle();
  return { scanner, elapsed: performance.now() - started };
}

function appendRows(document: Document, rows: readonly CrmRow[]): Element[] {
  const body = document.querySelector('tbody');
  if (!body) throw new Error('no tbody in the benchmark page');
  const template = document.createElement('template');
  template.innerHTML = rows.map(rowHtml).join('');
  const added = [...template.content.children];
  body.append(template.content);
  return added;
}

async function initialScan(rows: readonly CrmRow[]) {
  const window = createPage(rows);
  const document = window.document as unknown as Document;
  const textNodeCount = textNodes(document).length;
  const floor = await measure(() => walkOnly(document), { iterations: 15 });
  let naiveFound = 0;
  const naive = await measure(() => (naiveFound = naiveScan(document)), { iterations: 7 });

  const wallTimes: number[] = [];
  const sliceTimes: number[] = [];
  let sliceCount = 0;
  let matchCount = 0;
  let uniqueDigits = 0;
  for (let run = 0; run <= SCAN_RUNS; run += 1) {
    const scheduler = new TimedScheduler();
    const { scanner, elapsed } = await startScanner(document, scheduler);
    if (run > 0) {
      // Run 0 is the warm-up.
      wallTimes.push(elapsed);
      sliceTimes.push(...scheduler.slices);
      sliceCount = scheduler.slices.length;
    }
    matchCount = scanner.status().matchCount;
    uniqueDigits = scanner.status().uniqueDigits;
    scanner.stop();
  }
  const scan = summarize(wallTimes);
  const slices = summarize(sliceTimes);
  const longestSlice = Math.max(...sliceTimes);
  const workMs = sliceTimes.reduce((sum, ms) => sum + ms, 0) / SCAN_RUNS;

  printTable(
    `DOM scanner, initial scan of a ${ROWS}-row CRM page (${textNodeCount} text nodes), happy-dom`,
    ['what', 'median', 'p95', 'vs TreeWalker', 'vs naive scan', 'matches'],
    [
      [
        'TreeWalker reading all text (floor)',
        formatMs(floor.median),
        formatMs(floor.p95),
        '×1.00',
        formatRatio(floor.median, naive.median),
        '-',
      ],
      [
        'TreeWalker + findPhones per node (naive)',
        formatMs(naive.median),
        formatMs(naive.p95),
        formatRatio(naive.median, floor.median),
        '×1.00',
        String(naiveFound),
      ],
      [
        'createPhoneScanner until idle (wall)',
        formatMs(scan.median),
        formatMs(scan.p95),
        formatRatio(scan.median, floor.median),
        formatRatio(scan.median, naive.median),
        `${matchCount} (${uniqueDigits} unique)`,
      ],
      [
        '  of which inside slices (work)',
        formatMs(workMs),
        '-',
        formatRatio(workMs, floor.median),
        formatRatio(workMs, naive.median),
        '-',
      ],
    ],
  );
  printTable(
    'Scanner slices (budget 8 ms; yields with setImmediate between slices)',
    ['slices per scan', 'median slice', 'p95 slice', 'longest slice'],
    [[String(sliceCount), formatMs(slices.median), formatMs(slices.p95), formatMs(longestSlice)]],
  );
  printNote(
    'matches: the scanner also reports tel: hrefs and joins text across inline elements, so its count is not the naive count.',
  );
  await window.happyDOM.close();
}

async function mutations(rows: readonly CrmRow[]) {
  const extraRows = createCrmRows(APPENDED_ROWS * (MUTATION_RUNS + 1), 99);
  const batchOf = (run: number) => extraRows.slice(run * APPENDED_ROWS, (run + 1) * APPENDED_ROWS);

  // The scanner: append, then wait for the slice that leaves it idle with more matches.
  const window = createPage(rows);
  const document = window.document as unknown as Document;
  const scheduler = new TimedScheduler();
  const { scanner } = await startScanner(document, scheduler);
  const scannerTimes: number[] = [];
  const sliceCounts: number[] = [];
  let added = 0;
  for (let run = 0; run <= MUTATION_RUNS; run += 1) {
    const before = scanner.status().matchCount;
    const slicesBefore = scheduler.slices.length;
    const started = performance.now();
    const elements = appendRows(document, batchOf(run));
    await scheduler.untilIdle(() => scanner.status().matchCount > before);
    const elapsed = performance.now() - started;
    added = scanner.status().matchCount - before;
    if (run > 0) {
      scannerTimes.push(elapsed);
      sliceCounts.push(scheduler.slices.length - slicesBefore);
    }
    // Back to 2,000 rows so every run starts from the same page.
    for (const element of elements) element.remove();
    await scheduler.untilIdle(() => scanner.status().matchCount === before);
  }
  scanner.stop();
  await window.happyDOM.close();

  // Floor: the same appends and removals with nobody watching.
  const bareWindow = createPage(rows);
  const bareDocument = bareWindow.document as unknown as Document;
  const appendTimes: number[] = [];
  for (let run = 0; run <= MUTATION_RUNS; run += 1) {
    const started = performance.now();
    const elements = appendRows(bareDocument, batchOf(run));
    if (run > 0) appendTimes.push(performance.now() - started);
    for (const element of elements) element.remove();
  }
  await bareWindow.happyDOM.close();

  // Reference: a MutationObserver that rescans the whole page on every change.
  const naiveWindow = createPage(rows);
  const naiveDocument = naiveWindow.document as unknown as Document;
  let settle: ((found: number) => void) | undefined;
  const observer = new naiveWindow.MutationObserver(() => settle?.(naiveScan(naiveDocument)));
  observer.observe(naiveWindow.document, { childList: true, subtree: true, characterData: true });
  const naiveTimes: number[] = [];
  let naiveFound = 0;
  for (let run = 0; run <= MUTATION_RUNS; run += 1) {
    const started = performance.now();
    const done = new Promise<number>((resolve) => (settle = resolve));
    const elements = appendRows(naiveDocument, batchOf(run));
    naiveFound = await done;
    if (run > 0) naiveTimes.push(performance.now() - started);
    const removed = new Promise<number>((resolve) => (settle = resolve));
    for (const element of elements) element.remove();
    await removed;
  }
  observer.disconnect();
  await naiveWindow.happyDOM.close();

  const append = summarize(appendTimes);
  const incremental = summarize(scannerTimes);
  const naive = summarize(naiveTimes);
  printTable(
    `Mutation: append ${APPENDED_ROWS} rows to the ${ROWS}-row page, time from append until matches are updated (${MUTATION_RUNS} runs)`,
    ['strategy', 'median', 'p95', 'vs naive rescan', 'slices', 'matches'],
    [
      [
        'append only, no detection (floor)',
        formatMs(append.median),
        formatMs(append.p95),
        formatRatio(append.median, naive.median),
        '-',
        '-',
      ],
      [
        'naive full rescan from a MutationObserver',
        formatMs(naive.median),
        formatMs(naive.p95),
        '×1.00',
        '1 (unsliced)',
        `${naiveFound} on page`,
      ],
      [
        'scanner (rescans only added rows)',
        formatMs(incremental.median),
        formatMs(incremental.p95),
        formatRatio(incremental.median, naive.median),
        String(summarize(sliceCounts).median),
        `+${added} new`,
      ],
    ],
  );
}

async function memory(rows: readonly CrmRow[]) {
  const empty = heapUsed();
  const window = createPage(rows);
  const document = window.document as unknown as Document;
  const withPage = heapUsed();
  const pageBytes = withPage.bytes - empty.bytes;
  const scheduler = new TimedScheduler();
  const { scanner } = await startScanner(document, scheduler);
  const afterScan = heapUsed();
  const matches = scanner.status().matchCount;
  // Reading every Range creates them all: the worst case after many hovers.
  for (const found of scanner.matches()) void found.range;
  const withRanges = heapUsed();
  scanner.stop();
  // What stays after stop() is happy-dom's own lazily built caches, not the scanner's.
  const afterStop = heapUsed();
  const retained = withRanges.bytes - afterStop.bytes;
  const rangeBytes = withRanges.bytes - afterScan.bytes;
  const row = (what: string, bytes: number, perMatch: boolean) => [
    what,
    formatBytes(bytes),
    perMatch ? formatBytes(bytes / matches) : '-',
    formatRatio(bytes, pageBytes),
  ];
  printTable(
    `Memory, ${matches} matches (heapUsed deltas${afterScan.exact ? ', each after a full GC' : ', NO forced GC: noisy'})`,
    ['what', 'heap delta', 'per match', 'vs page itself'],
    [
      row('happy-dom page with 2,000 rows (reference)', pageBytes, false),
      row('after initial scan (lazy ranges)', afterScan.bytes - withPage.bytes, true),
      row('+ every match range read once', rangeBytes, true),
      row('freed by scanner.stop() = held by the scanner', retained, true),
      row('left after stop (happy-dom caches)', afterStop.bytes - withPage.bytes, false),
    ],
  );
  await window.happyDOM.close();
}

async function run(): Promise<void> {
  const rows = createCrmRows(ROWS);
  await initialScan(rows);
  await mutations(rows);
  await memory(rows);
  printNote(
    'happy-dom is a JS DOM: node access, TreeWalker and Range are far slower than in a browser, and there is no layout. Ratios between strategies carry over better than absolute times.',
  );
}

export const domScannerBenchmark: Benchmark = {
  name: 'dom',
  description: 'createPhoneScanner in happy-dom vs bare TreeWalker and naive full rescans',
  run,
};
