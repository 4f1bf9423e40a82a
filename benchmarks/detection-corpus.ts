/**
 * Detection quality on the labelled corpus (`test/fixtures/detection/`), measured the way a
 * user meets it: the built demo extension in Debian Chromium visits every page, and the numbers
 * the background recorded for the tab (`detected:<tabId>` in storage.session, the union of all
 * frames) are compared with each page's labels. Prints precision and recall per page, per
 * surface and overall, with and without the big list, and writes the figures as JSON.
 *
 * `npm run bench -- corpus` (needs `npm run build:demo`); `test/e2e/detection-corpus.e2e.ts`
 * fails below the thresholds.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { startEmulator } from '../emulator/index.ts';
import { launchChromiumWithExtension } from '../test/e2e/harness/chromium.ts';
import {
  detectedDigits,
  longTasksAfterLoad,
  recordLongTasks,
} from '../test/e2e/harness/detection.ts';
import { startFixtureServer } from '../test/e2e/harness/pages.ts';
import { BUILD_DIRS, REPO_ROOT, assertBuilt } from '../test/e2e/harness/paths.ts';
import { printNote, printTable, type Benchmark } from './measure';

export const CORPUS_DIR = join(REPO_ROOT, 'test/fixtures/detection');
export const CORPUS_JSON = join(REPO_ROOT, '.tmp/detection-corpus.json');
/** Pages left out of the "without the big list" figures. */
export const BIG_LIST_PAGES = new Set(['list-500-rows']);
export const THRESHOLDS = { precision: 0.98, recall: 0.97, surface: 0.95, labels: 0.95 } as const;
/**
 * Surfaces this code is known not to reach yet, and why. The e2e test checks them apart and
 * expects them to fall short, so the entry must go when the gap closes.
 */
// Surfaces allowed below the bar for a stated reason (none today: frames without a URL of
// their own are scanned since the content script matches them).
export const KNOWN_GAPS: Readonly<Record<string, string>> = {};
/**
 * Pages read and printed but not held to the bar yet (their numbers, countries and labels), and
 * why. The e2e tests expect each to fall short, so the entry must go when the page reads right.
 */
// The six international record pages written on 12-02 read right since 12-03, the three written
// unseen on 12-03 morning (Dolibarr Netherlands, Krayin Nigeria, Odoo Turkey) since 12-03 afternoon,
// the two written unseen after them (GLPI South Africa, Monica Japan) since 12-03 evening, the
// three written unseen on 12-03 evening (Fat Free CRM Kenya, Frappe Helpdesk Indonesia, OroCRM
// Austria) since the next round. Of the four written unseen on 12-03 night, three read right.
export const PAGE_GAPS: Readonly<Record<string, string>> = {
  'chatwoot-conversation-saudi':
    'a Saudi national address ("الرياض 12271 - 3456": postal code and additional number) is read as a Riyadh-region number; Saudi numbers may leave out their 0 (some formats), so the trunk check does not refuse it',
  'suitecrm-account-uzbekistan':
    'a Samarkand number "(66) 233-45-17" in the account\'s description is read in Russia, not Uzbekistan: the description names Russia and Kazakhstan ("в РФ и Казахстан", "в Москве") beside the account\'s country field, and a country in prose weighs as much as the field',
};

export interface LabelledNumber {
  digits: string;
  surface: string;
  /** The label a person gives the number in the popup's list ("Иван Петров · Раб. тел."). */
  label?: string;
  /** Other readings of an ambiguous number, reported too: not false positives. */
  ambiguousWith?: string[];
}

export interface PageLabels {
  title: string;
  model: string;
  expect: LabelledNumber[];
  negatives: LabelledNumber[];
}

export interface PageResult {
  name: string;
  title: string;
  model: string;
  detected: string[];
  missed: LabelledNumber[];
  falsePositives: LabelledNumber[];
  truePositives: number;
  expected: number;
  /** Durations of long tasks (over 50 ms) in the top frame after load, in ms. */
  longTasksAfterLoad: number[];
  /** Digits -> the label the popup's list shows (every page, for reading the JSON). */
  shown?: Record<string, string | undefined>;
  /** Labelled numbers found, and those the popup labelled as expected; wrong ones listed. */
  labels?: {
    labelled: number;
    right: number;
    wrong: { digits: string; expected: string; got?: string }[];
  };
}

/** Counts that precision and recall are computed from. */
export interface Tally {
  truePositives: number;
  falsePositives: number;
  expected: number;
}

export interface CorpusReport {
  date: string;
  loadAverage: number[];
  pages: PageResult[];
  overall: Tally;
  withoutBigList: Tally;
  surfaces: Record<string, Tally>;
  /** Labelled numbers over the pages held to the bar, and how many the popup labelled as expected. */
  labels: { labelled: number; right: number };
  /** `PAGE_GAPS`' pages, apart: their numbers and labels. */
  notGated: { overall: Tally; labels: { labelled: number; right: number } };
}

interface ChromeGlobal {
  chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };
}

export async function readCorpus(): Promise<{ name: string; labels: PageLabels }[]> {
  const files = (await readdir(CORPUS_DIR)).filter((file) => file.endsWith('.expected.json'));
  const pages = [];
  for (const file of files.sort()) {
    const name = file.slice(0, -'.expected.json'.length);
    const labels = JSON.parse(await readFile(join(CORPUS_DIR, file), 'utf8')) as PageLabels;
    pages.push({ name, labels });
  }
  return pages;
}

const sameLabel = (a: string | undefined, b: string) =>
  (a ?? '').replace(/\s+/g, ' ').trim().toLowerCase() ===
  b.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * A label no person gives: a part ("name · field") that is a block of text (over six words)
 * or a sentence of a feed (a stop after a long word and more text, or ending four words or
 * more; "Раб. тел." is no sentence, nor a company's name ending in its legal form's initials,
 * "Anadolu Tekstil San. ve Tic. A.Ş.": the stop after a word, as lib/dom's labels read it).
 */
export const isSentenceLabel = (label: string | undefined): boolean =>
  label !== undefined &&
  label.split(' · ').some((part) => {
    const words = part.trim().split(/\s+/).length;
    return (
      words > 6 ||
      /\p{L}{5,}[.!?]\s+\S/u.test(part) ||
      (words > 3 && /[!?]$|\p{L}{3,}\.$/u.test(part))
    );
  });

/**
 * How many expected labels the popup's list shows as written (numbers found only). A number
 * the page gives no clear label (a feed's) counts too when it is shown with a sentence.
 */
export function scoreLabels(
  labels: PageLabels,
  detected: readonly string[],
  shown: Readonly<Record<string, string | undefined>>,
): NonNullable<PageResult['labels']> {
  const found = new Set(detected);
  const seen = new Set<string>();
  const labelled = labels.expect.filter((item) => {
    if (!found.has(item.digits) || seen.has(item.digits)) return false;
    if (item.label === undefined && !isSentenceLabel(shown[item.digits])) return false;
    seen.add(item.digits);
    return true;
  });
  const wrong = labelled
    .filter((item) =>
      item.label === undefined ? true : !sameLabel(shown[item.digits], item.label),
    )
    .map((item) => ({
      digits: item.digits,
      expected: item.label ?? '(no sentence)',
      ...(shown[item.digits] ? { got: shown[item.digits] } : {}),
    }));
  return { labelled: labelled.length, right: labelled.length - wrong.length, wrong };
}

/** Compares what the background recorded with the page's labels. */
export function scorePage(
  name: string,
  labels: PageLabels,
  detected: string[],
  longTasksAfterLoad: number[] = [],
): PageResult {
  const found = new Set(detected);
  const expectedDigits = new Set(
    labels.expect.flatMap((item) => [item.digits, ...(item.ambiguousWith ?? [])]),
  );
  const missed = labels.expect.filter((item) => !found.has(item.digits));
  const falsePositives = detected
    .filter((digits) => !expectedDigits.has(digits))
    .map((digits) => ({
      digits,
      surface:
        labels.negatives.find((negative) => negative.digits === digits)?.surface ?? 'unlabelled',
    }));
  return {
    name,
    title: labels.title,
    model: labels.model,
    detected,
    missed,
    falsePositives,
    truePositives: labels.expect.length - missed.length,
    expected: labels.expect.length,
    longTasksAfterLoad,
  };
}

const emptyTally = (): Tally => ({ truePositives: 0, falsePositives: 0, expected: 0 });

function addPage(tally: Tally, page: PageResult): void {
  tally.truePositives += page.truePositives;
  tally.falsePositives += page.falsePositives.length;
  tally.expected += page.expected;
}

export function summarize(
  pages: PageResult[],
  labels: Map<string, PageLabels>,
): Pick<CorpusReport, 'overall' | 'withoutBigList' | 'surfaces'> {
  const overall = emptyTally();
  const withoutBigList = emptyTally();
  const surfaces: Record<string, Tally> = {};
  const surface = (name: string) => (surfaces[name] ??= emptyTally());
  for (const page of pages) {
    addPage(overall, page);
    if (!BIG_LIST_PAGES.has(page.name)) addPage(withoutBigList, page);
    const missed = new Set(page.missed.map((item) => item.digits));
    for (const item of labels.get(page.name)?.expect ?? []) {
      surface(item.surface).expected += 1;
      if (!missed.has(item.digits)) surface(item.surface).truePositives += 1;
    }
    for (const item of page.falsePositives) surface(item.surface).falsePositives += 1;
  }
  return { overall, withoutBigList, surfaces };
}

/** Undefined when there is nothing to divide: no number expected, or none reported. */
export function precisionOf(tally: Tally): number | undefined {
  const reported = tally.truePositives + tally.falsePositives;
  return reported === 0 ? undefined : tally.truePositives / reported;
}

export function recallOf(tally: Tally): number | undefined {
  return tally.expected === 0 ? undefined : tally.truePositives / tally.expected;
}

const ratio = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(3));

/** How long a record must hold still before it is read as settled (ms). */
export interface Settle {
  quietMs: number;
  minMs: number;
  maxMs: number;
}

export const QUIET_MACHINE_SETTLE: Settle = { quietMs: 2_000, minMs: 3_000, maxMs: 20_000 };

/** Waits until the tab's record has not changed for `quietMs` (late rows, frames, debounce). */
export async function stableRecord(
  read: () => Promise<string[]>,
  { quietMs, minMs, maxMs }: Settle = QUIET_MACHINE_SETTLE,
): Promise<string[]> {
  const started = Date.now();
  let last = await read();
  let changedAt = Date.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await read();
    if (now.join() !== last.join()) {
      last = now;
      changedAt = Date.now();
    }
    const elapsed = Date.now() - started;
    if (elapsed >= maxMs) return last;
    if (elapsed >= minMs && Date.now() - changedAt >= quietMs) return last;
  }
}

/** What visiting the corpus needs from a browser; `P` is its page handle. */
export interface CorpusBrowser<P> {
  open(url: string): Promise<P>;
  /** What the background recorded for the tab showing `url`. */
  detected(url: string): Promise<string[]>;
  /** Long tasks of the page's top frame after load (ms); none when the browser cannot say. */
  longTasks?(page: P): Promise<number[]>;
  /** Digits -> the label the popup's list shows for the tab showing `url`. */
  labels?(url: string): Promise<Record<string, string | undefined>>;
  close(page: P): Promise<void>;
}

export interface VisitOptions {
  /** Pages open at once: each waits for its own record to settle, so they overlap. */
  concurrency?: number;
  /** Stretched on a busy machine, where a page's late content comes later. */
  settle?: Settle;
  log?: (line: string) => void;
}

/**
 * Visits every page of `corpus` served at `url(name)` and scores what the background recorded.
 * Several pages at once save the settling waits; one at a time keeps long tasks comparable.
 */
export async function visitCorpus<P>(
  corpus: readonly { name: string; labels: PageLabels }[],
  url: (name: string) => string,
  browser: CorpusBrowser<P>,
  { concurrency = 1, settle, log }: VisitOptions = {},
): Promise<CorpusReport> {
  const pages: PageResult[] = new Array(corpus.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < corpus.length; index = next++) {
      const { name, labels } = corpus[index]!;
      const address = url(name);
      const page = await browser.open(address);
      let result: PageResult;
      try {
        const detected = [...(await stableRecord(() => browser.detected(address), settle))].sort();
        const longTasks = (await browser.longTasks?.(page)) ?? [];
        result = scorePage(name, labels, detected, longTasks);
        if (browser.labels) {
          result.shown = await shownOnce(() => browser.labels!(address), detected.length > 0);
          result.labels = scoreLabels(labels, detected, result.shown);
        }
      } finally {
        await browser.close(page);
      }
      pages[index] = result;
      log?.(
        `${name}: ${result.truePositives}/${result.expected} found, ${result.falsePositives.length} false`,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  const labels = new Map(corpus.map(({ name, labels }) => [name, labels]));
  const gated = pages.filter((page) => !isPageGap(page.name));
  const apart = pages.filter((page) => isPageGap(page.name));
  return {
    date: new Date().toISOString(),
    loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
    pages,
    ...summarize(gated, labels),
    labels: labelTally(gated),
    notGated: { overall: summarize(apart, labels).overall, labels: labelTally(apart) },
  };
}

/** Asks before the popup's list is given up on: a frame's first describe loads its reader. */
const LABEL_ASKS = 4;

/**
 * The labels the popup's list shows, asked again while none came: the background waits
 * 500 ms for a frame's answer, and on a busy machine the frame's first answer, which first
 * loads the reader into it (`page.describer`), comes later; the popup opened again shows it.
 */
async function shownOnce(
  ask: () => Promise<Record<string, string | undefined>>,
  expectSome: boolean,
): Promise<Record<string, string | undefined>> {
  let shown = await ask();
  for (let asked = 1; expectSome && asked < LABEL_ASKS; asked++) {
    if (Object.values(shown).some((label) => label !== undefined)) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    shown = await ask();
  }
  return shown;
}

function labelTally(pages: readonly PageResult[]): { labelled: number; right: number } {
  return {
    labelled: pages.reduce((sum, page) => sum + (page.labels?.labelled ?? 0), 0),
    right: pages.reduce((sum, page) => sum + (page.labels?.right ?? 0), 0),
  };
}

/** Digits -> the label the popup's list shows for the tab at `urlPrefix` (`tab.phones`). */
async function shownLabels(
  chromium: Awaited<ReturnType<typeof launchChromiumWithExtension>>,
  urlPrefix: string,
): Promise<Record<string, string | undefined>> {
  const page = await chromium.openExtensionPage('options.html');
  try {
    return await page.evaluate(async (prefix) => {
      const { chrome } = globalThis as unknown as LabelChrome;
      const tab = (await chrome.tabs.query({})).find((one) => one.url?.startsWith(prefix));
      if (tab?.id === undefined) return {};
      const answer = (await chrome.runtime.sendMessage({ type: 'tab.phones', tabId: tab.id })) as {
        ok: boolean;
        data?: { onPage?: Record<string, { label?: string }> };
      };
      const onPage = answer.ok ? (answer.data?.onPage ?? {}) : {};
      return Object.fromEntries(
        Object.entries(onPage).map(([digits, said]) => [digits, said.label]),
      );
    }, urlPrefix);
  } finally {
    await page.close();
  }
}

interface LabelChrome {
  chrome: {
    tabs: { query(q: object): Promise<{ id?: number; url?: string }[]> };
    runtime: { sendMessage(message: unknown): Promise<unknown> };
  };
}

export interface RunOptions extends VisitOptions {
  extensionDir?: string;
  /** Only pages whose name contains one of these. */
  only?: string[];
}

export async function runDetectionCorpus(options: RunOptions = {}): Promise<CorpusReport> {
  const extensionDir = options.extensionDir ?? BUILD_DIRS.chromeDemo;
  assertBuilt(extensionDir);
  const corpus = (await readCorpus()).filter(
    ({ name }) => !options.only || options.only.some((part) => name.includes(part)),
  );
  const emulator = await startEmulator({ host: '127.0.0.1', port: 0 });
  const server = await startFixtureServer({ root: CORPUS_DIR });
  const chromium = await launchChromiumWithExtension({ extensionDir });
  try {
    const extensionPage = await chromium.openExtensionPage('options.html');
    await extensionPage.evaluate(
      (baseUrl) =>
        (globalThis as unknown as ChromeGlobal).chrome.runtime.sendMessage({
          type: 'settings.update',
          patch: { baseUrl },
        }),
      emulator.baseUrl,
    );
    await extensionPage.close();
    // Long tasks of the top frame, to show the scan stays in short slices on every page.
    await recordLongTasks(chromium.context);

    const report = await visitCorpus(
      corpus,
      (name) => server.url(`${name}.html`),
      {
        async open(url) {
          const page = await chromium.context.newPage();
          await page.goto(url, { waitUntil: 'load' });
          return page;
        },
        detected: (url) => detectedDigits(chromium, url),
        longTasks: (page) => longTasksAfterLoad(page),
        labels: (url) => shownLabels(chromium, url),
        close: (page) => page.close(),
      },
      options,
    );
    await mkdir(dirname(CORPUS_JSON), { recursive: true });
    await writeFile(CORPUS_JSON, `${JSON.stringify(report, null, 2)}\n`);
    return report;
  } finally {
    await chromium.close();
    await server.close();
    await emulator.close();
  }
}

export function printCorpusReport(report: CorpusReport): void {
  printTable(
    'Per page',
    ['page', 'found', 'P', 'R', 'long tasks after load', 'missed', 'false positives'],
    report.pages.map((page) => {
      const tally: Tally = {
        truePositives: page.truePositives,
        falsePositives: page.falsePositives.length,
        expected: page.expected,
      };
      return [
        page.name,
        `${page.truePositives}/${page.expected}`,
        ratio(precisionOf(tally)),
        ratio(recallOf(tally)),
        page.longTasksAfterLoad.length === 0 ? 'none' : `${page.longTasksAfterLoad.join(', ')} ms`,
        page.missed
          .slice(0, 4)
          .map((item) => `${item.digits} (${item.surface})`)
          .join(', ') + (page.missed.length > 4 ? ` +${page.missed.length - 4}` : ''),
        page.falsePositives
          .slice(0, 4)
          .map((item) => `${item.digits} (${item.surface})`)
          .join(', ') +
          (page.falsePositives.length > 4 ? ` +${page.falsePositives.length - 4}` : ''),
      ];
    }),
  );
  printTable(
    'Per surface',
    ['surface', 'expected', 'found', 'false positives', 'P', 'R'],
    Object.entries(report.surfaces)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([surface, tally]) => [
        surface,
        String(tally.expected),
        String(tally.truePositives),
        String(tally.falsePositives),
        ratio(precisionOf(tally)),
        ratio(recallOf(tally)),
      ]),
  );
  printTable(
    'Overall',
    ['corpus', 'pages', 'expected', 'P', 'R'],
    [
      ['all pages', String(report.pages.length), report.overall],
      [
        'without the big list',
        String(report.pages.filter((page) => !BIG_LIST_PAGES.has(page.name)).length),
        report.withoutBigList,
      ],
    ].map(([label, count, tally]) => [
      label as string,
      count as string,
      String((tally as Tally).expected),
      ratio(precisionOf(tally as Tally)),
      ratio(recallOf(tally as Tally)),
    ]),
  );
  const wrongLabels = report.pages.flatMap((page) =>
    (page.labels?.wrong ?? []).map((item) => [
      page.name,
      item.digits,
      item.expected,
      item.got ?? '(none)',
    ]),
  );
  if (wrongLabels.length > 0) {
    printTable(
      'Labels not as a person gives them',
      ['page', 'digits', 'expected', 'shown'],
      wrongLabels,
    );
  }
  printNote(
    `labels right: ${report.labels.right}/${report.labels.labelled} (${ratio(
      report.labels.labelled === 0 ? undefined : report.labels.right / report.labels.labelled,
    )})`,
  );
  const { overall: apart, labels: apartLabels } = report.notGated;
  if (apart.expected > 0) {
    printNote(
      `pages not held to the bar yet (${Object.keys(PAGE_GAPS).join(', ')}): P ${ratio(precisionOf(apart))} / R ${ratio(recallOf(apart))}, labels ${apartLabels.right}/${apartLabels.labelled}`,
    );
  }
  printNote(`load average ${report.loadAverage.join(' ')}; JSON in ${CORPUS_JSON}`);
}

export const isPageGap = (name: string): boolean => Object.hasOwn(PAGE_GAPS, name);

/** Whether one page alone falls short of the bar (numbers or labels): a `PAGE_GAPS` entry's check. */
export function pageFallsShort(page: PageResult): boolean {
  const tally = {
    truePositives: page.truePositives,
    falsePositives: page.falsePositives.length,
    expected: page.expected,
  };
  const below = (value: number | undefined, min: number) => value !== undefined && value < min;
  const labels = labelTally([page]);
  return (
    below(precisionOf(tally), THRESHOLDS.precision) ||
    below(recallOf(tally), THRESHOLDS.recall) ||
    below(labels.labelled === 0 ? undefined : labels.right / labels.labelled, THRESHOLDS.labels)
  );
}

/**
 * Where the figures fall short of the thresholds; empty when they are met. `surfaces` picks
 * which surfaces are checked (all by default).
 */
export function shortfalls(
  report: CorpusReport,
  surfaces: (surface: string) => boolean = () => true,
): string[] {
  const problems: string[] = [];
  const check = (label: string, value: number | undefined, min: number) => {
    if (value !== undefined && value < min) problems.push(`${label} ${value.toFixed(3)} < ${min}`);
  };
  for (const [label, tally] of [
    ['overall', report.overall],
    ['without the big list', report.withoutBigList],
  ] as const) {
    check(`${label} precision`, precisionOf(tally), THRESHOLDS.precision);
    check(`${label} recall`, recallOf(tally), THRESHOLDS.recall);
  }
  const { labelled, right } = report.labels;
  check('labels right', labelled === 0 ? undefined : right / labelled, THRESHOLDS.labels);
  for (const [surface, tally] of Object.entries(report.surfaces)) {
    if (!surfaces(surface)) continue;
    check(`surface ${surface} precision`, precisionOf(tally), THRESHOLDS.surface);
    check(`surface ${surface} recall`, recallOf(tally), THRESHOLDS.surface);
  }
  return problems;
}

export const detectionCorpusBenchmark: Benchmark = {
  name: 'corpus',
  description:
    'detection precision and recall on the labelled CRM corpus, demo build in Chromium (quality, not time)',
  async run() {
    // `--page=<part>` (repeatable) runs some pages; `--extension=<dir>` scores another build
    // (an older checkout's `.output/chrome-mv3-demo`, for before/after figures).
    const args = process.argv.slice(2);
    const only = args.filter((arg) => arg.startsWith('--page='));
    const extension = args.find((arg) => arg.startsWith('--extension='));
    const extensionDir = extension?.slice('--extension='.length) ?? BUILD_DIRS.chromeDemo;
    if (!existsSync(join(extensionDir, 'manifest.json'))) {
      printNote(`skipped: no build in ${extensionDir}; run \`npm run build:demo\` first`);
      return;
    }
    const report = await runDetectionCorpus({
      extensionDir,
      only: only.length > 0 ? only.map((arg) => arg.slice('--page='.length)) : undefined,
      log: (line) => console.info(`  ${line}`),
    });
    printCorpusReport(report);
    const problems = shortfalls(report);
    printNote(
      problems.length === 0 ? 'all thresholds met' : `below target: ${problems.join('; ')}`,
    );
  },
};
