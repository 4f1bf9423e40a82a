/**
 * The demo's set-up and its three screenshots, shared by `npm run demo` and the test that
 * checks them (test/e2e/demo.e2e.ts): the extension is made to talk to the running emulator,
 * and each view is shot only once it shows what the README promises.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { RunningEmulator } from '../emulator/index.ts';
import type { ChromiumWithExtension } from '../test/e2e/harness/chromium.ts';
import { UPDATING_ANSWER } from '../test/e2e/harness/answer-lines.ts';
import type { FixtureServer } from '../test/e2e/harness/pages.ts';
import { REPO_ROOT } from '../test/e2e/harness/paths.ts';
import { saveScreenshot } from '../test/e2e/harness/screenshots.ts';
import { waitFor } from '../test/e2e/harness/wait.ts';

export const DEMO_SCREENSHOT_DIR = join(REPO_ROOT, '.tmp/demo');
export const DEMO_FIXTURE_PAGE = 'hello.html';
const CARD_CELL = '#client-phone-1';
const CARD = 'tracker-lens-ui .tl-card';

interface ChromeGlobal {
  chrome: {
    runtime: { sendMessage(message: unknown): Promise<unknown> };
    tabs: { query(q: { url?: string }): Promise<{ id?: number }[]> };
  };
}

type Answer<T> = { ok: true; data: T } | { ok: false; error: { kind: string } };

export interface DemoScreens {
  options: { path: string; page: Page };
  popup: { path: string; page: Page };
  fixture: { path: string; page: Page };
}

/** Asks the background as the extension's own page does. */
export function backgroundAsk(page: Page) {
  return async <T>(message: unknown): Promise<T> => {
    const answer = (await page.evaluate(
      (m) => (globalThis as unknown as ChromeGlobal).chrome.runtime.sendMessage(m),
      message,
    )) as Answer<T>;
    if (!answer.ok) throw new Error(`${JSON.stringify(message)} failed: ${answer.error.kind}`);
    return answer.data;
  };
}

/**
 * Waits for the demo preset, points the extension at this emulator when it runs elsewhere than
 * the preset's address, then waits until the key is valid and the local index is filled.
 */
export async function setUpDemo(
  chromium: ChromiumWithExtension,
  emulator: RunningEmulator,
): Promise<Page> {
  const options = await chromium.openExtensionPage('options.html');
  const ask = backgroundAsk(options);
  await waitFor(
    async () => (await ask<{ configured: boolean }>({ type: 'setup.status' })).configured,
    'the demo key preset',
  );
  const settings = await ask<{ baseUrl: string }>({ type: 'settings.get' });
  if (settings.baseUrl !== emulator.baseUrl) {
    await ask({ type: 'settings.update', patch: { ...settings, baseUrl: emulator.baseUrl } });
  }
  await waitFor(
    async () =>
      (await ask<{ key: { state: string } }>({ type: 'setup.status' })).key.state === 'valid',
    `the demo key to be valid at ${emulator.baseUrl}`,
  );
  await ask({ type: 'index.sync' }).catch(() => undefined);
  await waitForIndexFilled(ask);
  return options;
}

/** Until the local index has synced once and nothing runs. */
export async function waitForIndexFilled(ask: ReturnType<typeof backgroundAsk>): Promise<void> {
  await waitFor(
    async () => {
      const status = await ask<{ state: string; lastSyncAt?: number }>({ type: 'index.status' });
      return status.state === 'idle' && status.lastSyncAt !== undefined;
    },
    'the local index to be filled',
    { timeoutMs: 60_000 },
  );
}

// Text sits at the left of its box: aim a little into the text, not at a block's centre.
async function hoverText(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not visible`);
  const x = box.x + Math.min(box.width / 2, 25);
  const y = box.y + box.height / 2;
  await page.mouse.move(x - 10, y);
  await page.mouse.move(x, y, { steps: 4 });
}

/** The fixture page with the card open on a known number, showing the emulator's data. */
export async function openFixtureWithCard(page: Page, pages: FixtureServer): Promise<void> {
  await page.goto(pages.url(DEMO_FIXTURE_PAGE), { waitUntil: 'load' });
  const card = page.locator(CARD);
  await waitFor(
    async () => {
      await hoverText(page, CARD_CELL);
      await card.waitFor({ state: 'visible', timeout: 2_000 }).catch(() => undefined);
      // The service's answer, not local data shown while a slow service is asked.
      const updating = await card.locator(UPDATING_ANSWER).count();
      return updating === 0 && /\d+\s*(calls?|звон)/i.test(await card.innerText().catch(() => ''));
    },
    "the card with the service's answer",
    { timeoutMs: 30_000, intervalMs: 500 },
  );
}

export async function takeDemoScreenshots(
  chromium: ChromiumWithExtension,
  emulator: RunningEmulator,
  pages: FixtureServer,
  dir = DEMO_SCREENSHOT_DIR,
): Promise<DemoScreens> {
  const control = await setUpDemo(chromium, emulator);
  const ask = backgroundAsk(control);

  const options = await chromium.openExtensionPage('options.html');
  await options.locator('.tl-notice--ok').first().waitFor({ timeout: 15_000 });
  const optionsPath = await saveScreenshot(options, 'options', { dir });

  const fixture = await chromium.context.newPage();
  await openFixtureWithCard(fixture, pages);
  const fixturePath = await saveScreenshot(fixture, 'fixture-page', { dir, fullPage: false });

  const fixtureUrl = pages.url(DEMO_FIXTURE_PAGE);
  const tabId = await control.evaluate(async (url) => {
    const [tab] = await (globalThis as unknown as ChromeGlobal).chrome.tabs.query({ url });
    return tab?.id;
  }, fixtureUrl);
  if (tabId === undefined) throw new Error('The fixture page has no tab');
  await waitFor(
    async () =>
      (await ask<{ phones: { known: boolean }[] }>({ type: 'tab.phones', tabId })).phones.some(
        (p) => p.known,
      ),
    'the fixture page numbers to be known',
  );
  const popup = await chromium.openExtensionPage(`popup.html?tab=${tabId}`, {
    viewport: { width: 400, height: 600 },
  });
  await popup.locator('.tl-phone.is-known').first().waitFor({ timeout: 15_000 });
  const popupPath = await saveScreenshot(popup, 'popup', { dir });

  await fixture.bringToFront();
  return {
    options: { path: optionsPath, page: options },
    popup: { path: popupPath, page: popup },
    fixture: { path: fixturePath, page: fixture },
  };
}
