/**
 * Frames in Firefox ESR (MV2), where matching differs from Chrome: `match_about_blank` instead
 * of `match_origin_as_fallback`, and `runtime`/`tabs` messaging by frame id through the
 * persistent background page. Numbers in srcdoc and script-written frames are found, and the
 * card of a number in an 80 px iframe is drawn whole in the top frame.
 */
import type { Frame, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useEmulator } from './harness/emulator.ts';
import {
  findTabId,
  firefoxExecutablePath,
  isFirefoxInstalled,
  launchFirefoxWithExtension,
  readSessionStorage,
  useTracker,
  type FirefoxWithExtension,
} from './harness/firefox.ts';
import { startFixtureServer, type FixtureServer } from './harness/pages.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { waitFor } from './harness/wait.ts';

const skip = !isFirefoxInstalled() && !process.env.CI;
if (skip) console.warn(`Skipping Firefox frames e2e: ${firefoxExecutablePath()} not found.`);

const VIEWPORT = { width: 1280, height: 800 };
const CARD = 'tracker-lens-ui >>> .tl-card';
const LAYER = 'tracker-lens-ui >>> .tl-card-layer';

describe.skipIf(skip)('frames in Firefox ESR (demo build)', () => {
  const emulator = useEmulator();
  let firefox: FirefoxWithExtension;
  let pages: FixtureServer;
  let control: Page;

  beforeAll(async () => {
    assertBuilt(BUILD_DIRS.firefoxDemo);
    pages = await startFixtureServer();
    firefox = await launchFirefoxWithExtension({ extensionDir: BUILD_DIRS.firefoxDemo });
    control = await firefox.openExtensionPage('options.html');
    await useTracker(control, emulator().baseUrl);
  });

  afterAll(async () => {
    await firefox?.close();
    await pages?.close();
  });

  const openFixture = async (path: string) => {
    const page = await firefox.browser.newPage();
    await page.setViewport(VIEWPORT);
    await page.goto(pages.url(path));
    return page;
  };

  const waitForDetected = async (page: Page, phones: string[]) => {
    let seen: string[] = [];
    await waitFor(
      async () => {
        const tabId = await findTabId(control, page.url());
        seen =
          tabId === undefined
            ? []
            : ((await readSessionStorage<string[]>(control, `detected:${tabId}`)) ?? []);
        return phones.every((phone) => seen.includes(phone));
      },
      `${phones.join(', ')} detected on ${page.url()} (seen: ${seen.join(', ')})`,
      { timeoutMs: 15_000, intervalMs: 200 },
    );
    return seen;
  };

  const boxIn = async (frame: Frame, selector: string) => {
    const element = await frame.waitForSelector(selector, { visible: true });
    const box = await element?.boundingBox();
    if (!box) throw new Error(`${selector} is not visible`);
    return box;
  };

  it('finds numbers in srcdoc, script-written and DOM-filled about:blank frames', async () => {
    const page = await openFixture('crm/frames-mail.html');
    const { demoPhones } = emulator().store;
    const seen = await waitForDetected(page, [
      demoPhones.leadOnly,
      demoPhones.callsOnly,
      demoPhones.international,
    ]);
    expect(seen).not.toContain('7707083893');
    await page.close();
  });

  it('draws the card of a number in an 80 px iframe whole in the top frame', async () => {
    const page = await openFixture('crm/frames-small.html');
    const { demoPhones } = emulator().store;
    await waitForDetected(page, [demoPhones.manyCallsAndLeads]);
    const widget = page.frames().find((f) => f.url().endsWith('/crm/frames-small-widget.html'));
    if (!widget) throw new Error('The widget frame did not load');
    await widget.$eval('#widget-phone', (element) => element.scrollIntoView({ block: 'nearest' }));
    const phone = await boxIn(widget, '#widget-phone');
    await page.mouse.move(phone.x + 5, phone.y + phone.height / 2);
    await page.mouse.move(phone.x + 20, phone.y + phone.height / 2, { steps: 4 });
    await page.waitForSelector(CARD, { visible: true, timeout: 10_000 });
    await waitFor(
      async () =>
        /\d+\s*(calls?|звон)/i.test(
          await page.$eval(CARD, (card) => (card as HTMLElement).innerText).catch(() => ''),
        ),
      'the top-frame card to load the number',
      { timeoutMs: 15_000 },
    );
    expect(await widget.$(CARD)).toBeNull();
    const card = await boxIn(page.mainFrame(), LAYER);
    const frame = await boxIn(page.mainFrame(), '#call-widget');
    expect(card.y).toBeGreaterThanOrEqual(0);
    expect(card.y + card.height).toBeLessThanOrEqual(VIEWPORT.height);
    expect(card.height).toBeGreaterThan(frame.height);
    const below = Math.abs(card.y - (phone.y + phone.height + 6));
    const above = Math.abs(card.y + card.height - (phone.y - 6));
    expect(Math.min(below, above)).toBeLessThan(2);
    expect(Math.abs(card.x - phone.x)).toBeLessThan(3);
    await saveScreenshot(page, 'firefox-card-frames-small-iframe', { fullPage: false });
    await page.close();
  });

  it('reaches srcdoc and about:blank frames with scripting.executeScript (the one-off scan)', async () => {
    const page = await openFixture('crm/frames-mail.html');
    await waitForDetected(page, [emulator().store.demoPhones.international]);
    const tabId = await findTabId(control, page.url());
    const urls = await control.evaluate(async (id) => {
      const { scripting } = (
        globalThis as unknown as {
          browser: {
            scripting: { executeScript(options: object): Promise<{ result?: unknown }[]> };
          };
        }
      ).browser;
      const results = await scripting.executeScript({
        target: { tabId: id, allFrames: true },
        func: () => location.href,
      });
      return results.map((entry) => String(entry.result));
    }, tabId);
    // Top, srcdoc, the DOM-filled about:blank, and the written one (document.open() gave it
    // the URL of the page that wrote it).
    expect(urls.sort()).toEqual(['about:blank', 'about:srcdoc', page.url(), page.url()].sort());
    await page.close();
  });

  it('Firefox accepts the runtime registration the product uses for switched-on sites', async () => {
    // lib/sites/registration.ts registers the script this way in the product build.
    const accepted = await control.evaluate(async () => {
      const api = (
        globalThis as unknown as {
          browser: {
            contentScripts: {
              register(options: object): Promise<{ unregister(): Promise<void> }>;
            };
          };
        }
      ).browser.contentScripts;
      const registration = await api.register({
        matches: ['http://localhost/*'],
        js: [{ file: '/content-scripts/crm.js' }],
        allFrames: true,
        matchAboutBlank: true,
        runAt: 'document_idle',
      });
      await registration.unregister();
      return true;
    });
    expect(accepted).toBe(true);
  });
});
