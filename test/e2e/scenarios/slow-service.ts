/**
 * A slow service (6 s a request) with a synced local index, written once and registered by
 * `slow-service.e2e.ts` (Chromium) and `slow-service-firefox.e2e.ts` (Firefox ESR): the card
 * and the popup detail show the number's calls from local data while the service has not
 * answered, said to be updating and then slow, and the service's answer replaces them once it
 * comes. The service is the emulator behind a loopback proxy (`harness/hostile-api.ts`) that
 * delays every request after the sync and holds the number's own requests until the test has
 * read the local answer, so what is read never races the service.
 */
import { expect, it } from 'vitest';
import { parseTrackerTimestamp } from '../../../lib/api/dates.ts';
import type { BrowserDriver, DriverPage } from '../harness/driver.ts';
import type { RunningEmulator } from '../harness/emulator.ts';
import { startHostileApi } from '../harness/hostile-api.ts';
import { waitFor } from '../harness/wait.ts';
import { CARD, waitForDetected } from './card.ts';

/** Every request's delay once the index is synced (issue 19, point 3). */
export const SLOW_REQUEST_MS = 6_000;
export const CARD_LINE = 'tracker-lens-ui >>> .tl-card .tl-h-answer-line';
export const POPUP_LINE = '.tl-h-answer-line';
const CARD_TEXT = 'tracker-lens-ui >>> .tl-card';
/** The answer line in each state, as each language says it. */
export const LINES = {
  en: {
    updating: /^Local data · updating…$/,
    slow: /^Slow service · local data · updating…$/,
    // The service's answer: the whole history, up to date (never "unreachable").
    refined: /^Up to date · /,
  },
  ru: {
    updating: /^Локальные данные · обновляются…$/,
    slow: /^Сервис медленный · локальные данные · обновляются…$/,
    refined: /^Актуально · /,
  },
} as const;
export type Language = keyof typeof LINES;

export interface SlowService {
  baseUrl: string;
  /** From now on every request waits `SLOW_REQUEST_MS` before it reaches the emulator. */
  slowDown(): void;
  /** Also holds the requests naming `phone` (its phone filter) until `release()`. */
  holdNumber(phone: string): NumberHold;
  close(): Promise<void>;
}

export interface NumberHold {
  /** Requests for the number that reached the service and wait for its answer now. */
  waiting(): number;
  release(): void;
}

export async function startSlowService(upstream: string): Promise<SlowService> {
  const proxy = await startHostileApi(upstream);
  const holds = new Map<string, { gate: Promise<void>; waiting: number }>();
  // A held number's slowness is its hold: once released, its requests (those still queued in
  // the background too) answer at once. Delayed again after the release, the lookup's second
  // wave of requests could pass the product's patient deadline (18 s from the ask) whenever
  // the machine took long to reach the released state, and the answer would end as "slow".
  const released = new Set<string>();
  let delayMs = 0;
  proxy.hold = (request) => {
    if (delayMs === 0) return undefined;
    const url = decodeURIComponent(request.url ?? '');
    const held = [...holds].find(([phone]) => url.includes(phone))?.[1];
    if (!held && [...released].some((phone) => url.includes(phone))) return undefined;
    const delay = new Promise<void>((resolve) => setTimeout(resolve, delayMs));
    if (!held) return delay;
    held.waiting += 1;
    return Promise.all([delay, held.gate]).then(() => void (held.waiting -= 1));
  };
  return {
    baseUrl: proxy.baseUrl,
    slowDown: () => void (delayMs = SLOW_REQUEST_MS),
    holdNumber(phone) {
      let release!: () => void;
      const held = { gate: new Promise<void>((resolve) => (release = resolve)), waiting: 0 };
      holds.set(phone, held);
      return {
        waiting: () => held.waiting,
        release: () => {
          holds.delete(phone);
          released.add(phone);
          release();
        },
      };
    },
    close: () => proxy.close(),
  };
}

/** The card's count of calls ("5 calls · 1 lead", "5 звонков"); 0 while it shows none. */
export async function cardCalls(page: DriverPage): Promise<number> {
  const match = /(\d+)\s*(?:calls?|звон)/i.exec(await page.text(CARD_TEXT));
  return match ? Number(match[1]) : 0;
}

/** The page at `url` (`hello.html`) with the card open over `selector`, hovered as a person would. */
export async function openCardOn(
  driver: BrowserDriver,
  url: string,
  phone: string,
  selector: string,
): Promise<OpenView> {
  const page = await driver.openPage(url);
  await waitForDetected(driver, page, [phone]);
  await waitFor(async () => {
    await page.moveMouse(5, 5);
    await page.hover(selector);
    return page
      .waitFor(CARD, 'visible', 2_000)
      .then(() => true)
      .catch(() => false);
  }, `the card over ${selector}`);
  return { page, line: CARD_LINE, calls: () => cardCalls(page) };
}

/** The number's calls in the emulator: all of them, and those in the index's 90-day window. */
export function callsOf(emulator: RunningEmulator, phone: string) {
  const since = Date.now() - 90 * 86_400_000;
  const calls = emulator.store.callsByPhone(phone);
  const recent = calls.filter((c) => (parseTrackerTimestamp(String(c['startTime'])) ?? 0) > since);
  return { all: calls.length, local: recent.length };
}

/** A view (the card over a page, or the popup) of one number, as a shared scenario reads it. */
export interface OpenView {
  page: DriverPage;
  /** The answer line's selector in this view. */
  line: string;
  /** The calls shown: the card's count, the popup's history rows. */
  calls(): Promise<number>;
}

/** Until the view's answer line matches and it shows calls; the last line read on timeout. */
async function waitForLine(view: OpenView, pattern: RegExp, what: string, timeoutMs = 30_000) {
  let line = '';
  await waitFor(
    async () =>
      pattern.test((line = (await view.page.text(view.line)).trim())) && (await view.calls()) > 0,
    `${what} (${pattern}; last read: "${line}")`,
    { timeoutMs, intervalMs: 100 },
  ).catch((error: unknown) => {
    throw new Error(`${(error as Error).message}; last line read: "${line}"`);
  });
  return line;
}

/**
 * The number's view while its requests are held: local calls said as updating, then slow;
 * released: the service's whole history replaces them. `shoot` is called in the slow state.
 */
export async function followSlowAnswer(
  service: SlowService,
  phone: string,
  open: () => Promise<OpenView>,
  options: {
    calls: { all: number; local: number };
    language?: Language;
    shoot?: (view: OpenView) => Promise<void>;
  },
): Promise<void> {
  const lines = LINES[options.language ?? 'en'];
  const hold = service.holdNumber(phone);
  try {
    const view = await open();
    // Calls from local data (the index's window) while the service was asked and has not
    // answered. On a busy machine the first answer read may already say "slow": still local.
    await waitForLine(
      view,
      new RegExp(`${lines.updating.source}|${lines.slow.source}`),
      `${phone}: local calls said as updating`,
    );
    // The service was asked (its requests may still queue in the background on a busy
    // machine) and cannot have answered: the hold keeps them.
    await waitFor(() => hold.waiting() > 0, `${phone}: its requests to reach the service`);
    expect(await view.calls()).toBe(options.calls.local);
    // Asked again while it says "updating": a request taking over 3 s makes it "slow".
    await waitForLine(view, lines.slow, `${phone}: the local answer said as slow`);
    await options.shoot?.(view);
    hold.release();
    // The service's answer (the whole history, older calls too) replaces the local one.
    await waitForLine(view, lines.refined, `${phone}: the service's answer`, 60_000);
    expect(await view.calls()).toBe(options.calls.all);
    await view.page.close();
  } finally {
    hold.release();
  }
}

/** Registers the card and popup detail checks (English); `shoot` names the slow state's shot. */
export function slowServiceScenarios(options: {
  emulator: () => RunningEmulator;
  service: () => SlowService;
  /** The fixture page `hello.html` with the card open over the element `selector`. */
  openCard: (phone: string, selector: string) => Promise<OpenView>;
  /** The popup with the number searched. */
  openPopupDetail: (phone: string) => Promise<OpenView>;
  shoot?: (view: OpenView, name: string) => Promise<void>;
}): void {
  const run = async (phone: string, open: () => Promise<OpenView>, name: string) => {
    const calls = callsOf(options.emulator(), phone);
    // Some of the number's calls are older than the index's window: the two answers differ.
    expect(calls.local).toBeLessThan(calls.all);
    await followSlowAnswer(options.service(), phone, open, {
      calls,
      ...(options.shoot ? { shoot: (view: OpenView) => options.shoot!(view, name) } : {}),
    });
  };

  it('the popup detail: local calls at once, said as updating then slow, then the service’s answer', async () => {
    const phone = options.emulator().store.demoPhones.manyCallsAndLeads;
    await run(phone, () => options.openPopupDetail(phone), 'slow-popup-en');
  });

  it('the card: local calls at once, said as updating then slow, then the service’s answer', async () => {
    const phone = options.emulator().store.demoPhones.callsOnly;
    await run(phone, () => options.openCard(phone, '#office-phone'), 'slow-card-en');
  });
}
