/**
 * Helpers for content-script tests in Chromium: what the background recorded for a page
 * (`detected:<tabId>`), settings sent as the options page would, hovering a number, and the
 * newest demo call of a number.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { UPDATING_ANSWER } from './answer-lines.ts';
import { launchChromiumWithExtension, type ChromiumWithExtension } from './chromium.ts';
import { startFixtureServer, type FixtureServer } from './pages.ts';
import { BUILD_DIRS, assertBuilt } from './paths.ts';
import { waitFor } from './wait.ts';
import { scaled } from './machine-speed.ts';

/** The hover card in the top frame of a page. */
export const CARD = 'tracker-lens-ui .tl-card';

/**
 * The card's tag field ("Tag the latest call"): an extension page in an iframe inside the
 * card's shadow root (`entrypoints/card-field`); `which: 'history'`, the expanded history's
 * add-tag field. `input` is the text field, `button` its +,
 * `frame` the iframe element in the card. `within`: a frame of the page or a card locator's
 * page (the top frame by default).
 */
export function cardTagField(within: Page | Locator, which: 'quick' | 'history' = 'quick') {
  const holder = which === 'quick' ? '.tl-card-quicktag-frame' : '.tl-card-history-tagfield';
  const frame = within.locator(`tracker-lens-ui ${holder} iframe`);
  const inside = frame.contentFrame();
  return {
    frame,
    input: inside.locator('.tl-card-field-input'),
    button: inside.locator('.tl-card-quicktag-row button[type="submit"]'),
    label: inside.locator('.tl-card-quicktag-label'),
  };
}

// The slice of the extension API the code below runs in the service worker and options page.
interface ChromeGlobal {
  chrome: {
    tabs: { query(q: { url: string }): Promise<{ id?: number }[]> };
    storage: { session: { get(key: string): Promise<Record<string, unknown>> } };
    runtime: { sendMessage(message: unknown): Promise<unknown> };
  };
}

export interface CrmBrowser {
  chromium: ChromiumWithExtension;
  pages: FixtureServer;
  /** Errors thrown in the pages (the content script's among them). */
  pageErrors: string[];
  /** A new tab on a fixture page (`test/fixtures/pages/<path>`). */
  openFixture(path: string): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Chromium with the demo build pointed at the emulator at `baseUrl`, and the fixture pages
 * served where the demo build's content script runs: what every CRM page test starts from.
 */
export async function startCrmBrowser(
  baseUrl: string,
  viewport = { width: 1280, height: 800 },
  extensionDir: string = BUILD_DIRS.chromeDemo,
): Promise<CrmBrowser> {
  assertBuilt(extensionDir);
  const chromium = await launchChromiumWithExtension({ extensionDir, viewport });
  const pageErrors: string[] = [];
  chromium.context.on('weberror', (error) => pageErrors.push(String(error.error())));
  const pages = await startFixtureServer();
  await updateSettings(chromium, { baseUrl });
  return {
    chromium,
    pages,
    pageErrors,
    async openFixture(path) {
      const page = await chromium.context.newPage();
      await page.goto(pages.url(path));
      return page;
    },
    async close() {
      await pages.close();
      await chromium.close();
    },
  };
}

/**
 * `startCrmBrowser` for the calling test file: started in `beforeAll` (once `baseUrl` can be
 * asked, e.g. the file's emulator runs), closed in `afterAll`. Its parts exist only in between.
 */
export function useCrmBrowser(
  baseUrl: () => string,
  viewport?: { width: number; height: number },
): Omit<CrmBrowser, 'close'> {
  let started: CrmBrowser | undefined;
  beforeAll(async () => {
    started = await startCrmBrowser(baseUrl(), viewport);
  });
  afterAll(async () => {
    await started?.close();
    started = undefined;
  });
  const live = (): CrmBrowser => {
    if (!started) throw new Error('The CRM browser exists only between beforeAll and afterAll');
    return started;
  };
  return {
    get chromium() {
      return live().chromium;
    },
    get pages() {
      return live().pages;
    },
    get pageErrors() {
      return live().pageErrors;
    },
    openFixture: (path) => live().openFixture(path),
  };
}

/** `settings.update` from the options page (a privileged message); throws unless accepted. */
export async function updateSettings(
  chromium: ChromiumWithExtension,
  patch: Record<string, unknown>,
): Promise<void> {
  const page = await chromium.openExtensionPage('options.html');
  try {
    const answer = await page.evaluate(
      (settings) =>
        (globalThis as unknown as ChromeGlobal).chrome.runtime.sendMessage({
          type: 'settings.update',
          patch: settings,
        }),
      patch,
    );
    expect(answer).toMatchObject({ ok: true });
  } finally {
    await page.close();
  }
}

/** The digits the background keeps for the tab showing `url`. */
export function detectedOn(chromium: ChromiumWithExtension, url: string): Promise<string[]> {
  return chromium.serviceWorker.evaluate(async (pageUrl) => {
    const { chrome } = globalThis as unknown as ChromeGlobal;
    const [tab] = await chrome.tabs.query({ url: pageUrl });
    if (tab?.id === undefined) return [];
    const key = `detected:${tab.id}`;
    return ((await chrome.storage.session.get(key))[key] as string[] | undefined) ?? [];
  }, url);
}

/** Waits until every one of `phones` is recorded for the page; answers all it recorded. */
export async function waitForDetected(
  chromium: ChromiumWithExtension,
  url: string,
  phones: string[],
  timeoutMs = 15_000,
): Promise<string[]> {
  const deadline = Date.now() + scaled(timeoutMs);
  let seen: string[] = [];
  while (Date.now() < deadline) {
    seen = await detectedOn(chromium, url);
    if (phones.every((phone) => seen.includes(phone))) return seen;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Expected ${phones.join(', ')} on ${url}; detected: ${seen.join(', ')}`);
}

/** Moves the pointer onto a box; text sits at its left, so aim a little into it. */
export async function hoverBox(
  page: Page,
  box: { x: number; y: number; width: number; height: number } | null,
): Promise<void> {
  if (!box) throw new Error('The element to hover is not visible');
  const x = box.x + Math.min(box.width / 2, 25);
  const y = box.y + box.height / 2;
  await page.mouse.move(x - 10, y);
  await page.mouse.move(x, y, { steps: 4 });
}

/**
 * Hovers `target` until the card shows and its text matches `text`: the content script may
 * still be scanning when the pointer first arrives, and the card's words change as its lookup
 * goes on. A card not showing gets a fresh hover (the pointer leaves, then comes back); a card
 * showing is left open while its text is read again.
 */
export async function hoverUntilCard(
  page: Page,
  target: string | Locator,
  text: RegExp = /\S/,
  { card = page.locator(CARD), timeoutMs = 60_000 }: { card?: Locator; timeoutMs?: number } = {},
): Promise<Locator> {
  const element = typeof target === 'string' ? page.locator(target) : target;
  await waitFor(
    async () => {
      if (!(await card.isVisible())) {
        const box = await element.boundingBox();
        if (!box) return false;
        await page.mouse.move(5, 5);
        await hoverBox(page, box);
        await card.waitFor({ state: 'visible', timeout: scaled(2_000) }).catch(() => undefined);
      }
      return text.test(await card.innerText().catch(() => ''));
    },
    `the card over ${String(target)} to read ${text}`,
    { timeoutMs, intervalMs: 300 },
  );
  return card;
}

/**
 * Until the card's answer is final: its answer line is there and is not a local answer being
 * updated. On a busy machine the service can take longer than the card waits before answering
 * from local data (lib/lookup/answer/answer-promptly.ts), and the final answer may then change the
 * card's content and size: read or click the card only after this.
 */
export async function waitForSettledCard(card: Locator, timeoutMs = 60_000): Promise<void> {
  await expect
    .poll(
      async () =>
        (await card.locator('.tl-h-answer').count()) > 0 &&
        (await card.locator(UPDATING_ANSWER).count()) === 0,
      { timeout: scaled(timeoutMs), interval: 200 },
    )
    .toBe(true);
}

/** Waits for the card to show and for its text (loaded data, not the loading line) to match. */
export async function expectCard(card: Locator, text: RegExp): Promise<void> {
  await card.waitFor({ state: 'visible', timeout: scaled(30_000) });
  await expect.poll(() => card.innerText(), { timeout: scaled(30_000) }).toMatch(text);
}

interface StoreLike {
  counters: readonly { counterId: string }[];
  counterData(
    counterId: string,
  ):
    | { callsByPhone: Map<string, { callId: string; counterId: string; startMs: number }[]> }
    | undefined;
}

/** The newest call from a number across the emulator's counters. */
export function latestCall(store: StoreLike, digits: string) {
  const calls = store.counters.flatMap(
    (counter) => store.counterData(counter.counterId)?.callsByPhone.get(digits) ?? [],
  );
  const newest = calls.sort((a, b) => b.startMs - a.startMs)[0];
  if (!newest) throw new Error(`The emulator has no calls from ${digits}`);
  return { counterId: newest.counterId, callId: newest.callId };
}
