import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromiumWithExtension, type ChromiumWithExtension } from './harness/chromium.ts';
import { useEmulator } from './harness/emulator.ts';
import { startFixtureServer, type FixtureServer } from './harness/pages.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';
import { saveScreenshot } from './harness/screenshots.ts';

const VIEWPORT = { width: 1280, height: 800 };
const CARD = 'tracker-lens-ui .tl-card';
const LAYER = 'tracker-lens-ui .tl-card-layer';

// The slice of the extension API the service worker code below uses.
interface ChromeGlobal {
  chrome: {
    tabs: { query(q: { url: string }): Promise<{ id?: number }[]> };
    storage: { session: { get(key: string): Promise<Record<string, unknown>> } };
    runtime: { sendMessage(message: unknown): Promise<unknown> };
  };
}

describe('frames in Chromium (demo build): frames without a URL, and the card drawn in the top frame', () => {
  const emulator = useEmulator();
  let chromium: ChromiumWithExtension;
  let pages: FixtureServer;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    assertBuilt(BUILD_DIRS.chromeDemo);
    chromium = await launchChromiumWithExtension({
      extensionDir: BUILD_DIRS.chromeDemo,
      viewport: VIEWPORT,
    });
    chromium.context.on('weberror', (error) => pageErrors.push(String(error.error())));
    pages = await startFixtureServer();
    const extensionPage = await chromium.openExtensionPage('options.html');
    const answer = await extensionPage.evaluate(
      (baseUrl) =>
        (globalThis as unknown as ChromeGlobal).chrome.runtime.sendMessage({
          type: 'settings.update',
          patch: { baseUrl },
        }),
      emulator().baseUrl,
    );
    expect(answer).toMatchObject({ ok: true });
    await extensionPage.close();
  });

  afterAll(async () => {
    await pages?.close();
    await chromium?.close();
  });

  const detectedOn = (url: string) =>
    chromium.serviceWorker.evaluate(async (pageUrl) => {
      const { chrome } = globalThis as unknown as ChromeGlobal;
      const [tab] = await chrome.tabs.query({ url: pageUrl });
      if (tab?.id === undefined) return [];
      const key = `detected:${tab.id}`;
      return ((await chrome.storage.session.get(key))[key] as string[] | undefined) ?? [];
    }, url);

  const waitForDetected = async (url: string, phones: string[], timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    let seen: string[] = [];
    while (Date.now() < deadline) {
      seen = await detectedOn(url);
      if (phones.every((phone) => seen.includes(phone))) return seen;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`Expected ${phones.join(', ')} on ${url}; detected: ${seen.join(', ')}`);
  };

  const openFixture = async (path: string) => {
    const page = await chromium.context.newPage();
    await page.goto(pages.url(path));
    return page;
  };

  it('finds numbers in srcdoc, script-written and DOM-filled about:blank frames', async () => {
    const page = await openFixture('crm/frames-mail.html');
    const { demoPhones } = emulator().store;
    const seen = await waitForDetected(page.url(), [
      demoPhones.leadOnly, // srcdoc e-mail body
      demoPhones.callsOnly, // about:blank written with document.write
      demoPhones.international, // about:blank filled through the DOM after load
    ]);
    // The requisites and the order number next to them are not phones.
    expect(seen).not.toContain('7707083893');
    expect(seen.some((digits) => digits.includes('4815162342'))).toBe(false);
    await page.close();
  });

  it('finds numbers in a frame with a URL nested in a slider frame, and in its srcdoc child', async () => {
    const page = await openFixture('crm/frames-nested.html');
    const { demoPhones } = emulator().store;
    await waitForDetected(page.url(), [demoPhones.international, demoPhones.tollFree]);
    await page.close();
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});

export type { Locator, Page };
