/**
 * One load of a page as a rep lives it, the same in Chromium and Firefox: open the page, type
 * into its editor as soon as it has painted and loaded (while detectors are reading it), wait
 * until the detector found everything, type again, scroll, then read what the page recorded
 * (`felt-probe.ts`) and the renderer's memory.
 */
import { keyFigures, totalBlockingTime, type FeltRecord, type KeyFigures } from './felt-probe';
import type { FeltPage } from './felt-pages';

/** What one load needs of a browser, whichever drives it. */
export interface FeltDriver {
  /** Navigates; resolves once the navigation committed. */
  goto(url: string): Promise<void>;
  /** Evaluates an expression in the page's world (a promise is awaited). */
  evaluate<T>(expression: string): Promise<T>;
  focus(selector: string): Promise<void>;
  type(text: string, delayMs: number): Promise<void>;
  wheel(deltaY: number): Promise<void>;
  /** Numbers the detector has reported so far, with when (wall ms) each was first seen. */
  found(): Promise<Map<string, number>>;
  memory(): Promise<{ privateBytes?: number; memfdBytes?: number; heapBytes?: number }>;
  close(): Promise<void>;
}

export interface LoadFigures {
  loadMs?: number;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  during: KeyFigures;
  after: KeyFigures;
  /** Frames over 50 ms while scrolling, and frames seen. */
  slowFrames: number;
  frames: number;
  /** From navigation until every expected number was reported (undefined: never). */
  allFoundMs?: number;
  /** From navigation until the last number the detector reported came. */
  lastNumberMs?: number;
  found: number;
  privateBytes?: number;
  /** Of `privateBytes`, what lies in `memfd` shared memory mappings (Chromium). */
  memfdBytes?: number;
  heapBytes?: number;
}

const DURING_TEXT = 'Перезвонить клиенту завтра в 10:00, уточнить доставку дивана';
const AFTER_TEXT = ' и скидку по акции';
const KEY_DELAY_MS = 30;
const QUIET_MS = 2_500;
const FOUND_TIMEOUT_MS = 20_000;
/** Without a detector, the second round of typing starts this long after the first. */
const NONE_WAIT_MS = 1_500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await sleep(25);
  }
  return false;
}

/** Polls the detector's finds until stopped; `seen` keeps when each number first came. */
function watchFound(driver: FeltDriver) {
  const seen = new Map<string, number>();
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const [digits, at] of await driver.found().catch(() => new Map<string, number>())) {
        if (!seen.has(digits)) seen.set(digits, at);
      }
      await sleep(50);
    }
  })();
  return {
    seen,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

/** Until every expected number came, or nothing new for a while; false for no detector. */
async function waitForDetection(
  seen: Map<string, number>,
  expected: readonly string[],
  detector: boolean,
): Promise<void> {
  if (!detector) return void (await sleep(NONE_WAIT_MS));
  const started = Date.now();
  await waitUntil(async () => {
    if (expected.every((digits) => seen.has(digits))) return true;
    const last = Math.max(started, ...seen.values());
    return seen.size > 0 && Date.now() - last >= QUIET_MS;
  }, FOUND_TIMEOUT_MS);
}

const now = (driver: FeltDriver) => driver.evaluate<number>('performance.now()');

export async function runLoad(
  driver: FeltDriver,
  page: FeltPage,
  url: string,
  detector: boolean,
): Promise<LoadFigures> {
  const watch = watchFound(driver);
  await driver.goto(url);
  await waitUntil(() => driver.evaluate<boolean>('window.__felt?.loadEnd !== undefined'), 30_000);
  // LCP stops at the first keystroke: type once it is reported (or a second after load).
  await waitUntil(() => driver.evaluate<boolean>('window.__felt?.lcp !== undefined'), 1_000);
  await driver.focus(page.editor);
  const duringFrom = await now(driver);
  await driver.type(DURING_TEXT, KEY_DELAY_MS);
  const duringTo = await now(driver);
  await waitForDetection(watch.seen, page.expected, detector);
  const detectedAt = await now(driver);
  await driver.type(AFTER_TEXT, KEY_DELAY_MS);
  const afterTo = await now(driver);
  const scrolled = driver.evaluate('window.__feltFrames(1500)');
  for (let step = 0; step < 10; step++) {
    await driver.wheel(400);
    await sleep(100);
  }
  await scrolled;
  await watch.stop();
  const record = await driver.evaluate<FeltRecord>('window.__felt');
  const origin = await driver.evaluate<number>('performance.timeOrigin');
  const found = page.expected.filter((digits) => watch.seen.has(digits));
  const memory = await driver.memory();
  return {
    loadMs: record.loadEnd,
    fcpMs: record.fcp,
    lcpMs: record.lcp,
    tbtMs: record.hasLongTasks ? totalBlockingTime(record, detectedAt) : undefined,
    during: keyFigures(record, duringFrom, duringTo),
    after: keyFigures(record, detectedAt, afterTo),
    slowFrames: record.frames.filter((ms) => ms > 50).length,
    frames: record.frames.length,
    ...(found.length === page.expected.length && found.length > 0
      ? { allFoundMs: Math.max(...found.map((digits) => watch.seen.get(digits)!)) - origin }
      : {}),
    ...(watch.seen.size > 0 ? { lastNumberMs: Math.max(...watch.seen.values()) - origin } : {}),
    found: found.length,
    ...memory,
  };
}
