/**
 * Frame scenarios written once and registered by `frames.e2e.ts` (Chromium) and
 * `frames-firefox.e2e.ts` (Firefox ESR): numbers in frames without a URL, the card of a number
 * in an 80 px iframe drawn whole by the top frame, and the one-off scan reaching every frame.
 */
import { expect, it } from 'vitest';
import type { Box, BrowserDriver, DriverPage } from '../harness/driver.ts';
import type { RunningEmulator } from '../harness/emulator.ts';
import { waitFor } from '../harness/wait.ts';
import { CARD, waitForDetected } from './card.ts';
import { scaled } from '../harness/machine-speed.ts';

const LAYER = 'tracker-lens-ui >>> .tl-card-layer';
const WIDGET = { frameUrl: '/crm/frames-small-widget.html' };

/** The card grows as its parts arrive and is placed again: its box once two reads agree. */
async function settledBox(page: DriverPage, selector: string): Promise<Box> {
  let last = await page.box(selector);
  for (let i = 0; i < 40; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const next = await page.box(selector);
    if (next.y === last.y && next.height === last.height && next.x === last.x) return next;
    last = next;
  }
  return last;
}

export function frameScenarios(
  driver: BrowserDriver,
  emulator: () => RunningEmulator,
  url: (path: string) => string,
): void {
  const openFixture = (path: string) => driver.openPage(url(path));

  it('finds numbers in srcdoc, script-written and DOM-filled about:blank frames', async () => {
    const page = await openFixture('crm/frames-mail.html');
    const { demoPhones } = emulator().store;
    const seen = await waitForDetected(driver, page, [
      demoPhones.leadOnly, // srcdoc e-mail body
      demoPhones.callsOnly, // about:blank written with document.write
      demoPhones.international, // about:blank filled through the DOM after load
    ]);
    // The requisites and the order number next to them are not phones.
    expect(seen).not.toContain('7707083893');
    expect(seen.some((digits) => digits.includes('4815162342'))).toBe(false);
    await page.close();
  });

  it('draws the card of a number in an 80 px iframe whole in the top frame, next to the number', async () => {
    const page = await openFixture('crm/frames-small.html');
    await waitForDetected(driver, page, [emulator().store.demoPhones.manyCallsAndLeads]);
    // The number sits low in the widget: scroll the frame itself so it shows.
    await page.scrollIntoView('#widget-phone', WIDGET);
    const phone = await page.box('#widget-phone', WIDGET);
    await page.hover('#widget-phone', WIDGET);

    await page.waitFor(CARD, 'visible', 10_000);
    await waitFor(
      async () => /\d+\s*(calls?|звон)/i.test(await page.text(CARD)),
      'the top-frame card to load the number',
      { timeoutMs: 15_000 },
    );
    expect(await page.count(CARD, WIDGET)).toBe(0);
    const card = await settledBox(page, LAYER);
    const frame = await page.box('#call-widget');
    const { width, height } = driver.viewport;
    // Whole, inside the top viewport, and taller than the frame that would have clipped it.
    expect(card.y).toBeGreaterThanOrEqual(0);
    expect(card.x).toBeGreaterThanOrEqual(0);
    expect(card.y + card.height, JSON.stringify({ card, phone, frame })).toBeLessThanOrEqual(
      height,
    );
    expect(card.x + card.width).toBeLessThanOrEqual(width);
    expect(card.height).toBeGreaterThan(frame.height);
    // Next to the number, not over it: below or above, starting at its left edge. (Not a
    // fixed gap: once the orders line arrives the card grows and is kept inside the viewport.)
    const below = card.y >= phone.y + phone.height - 1;
    const above = card.y + card.height <= phone.y + 1;
    expect(below || above, JSON.stringify({ card, phone })).toBe(true);
    expect(Math.abs(card.x - phone.x)).toBeLessThan(3);
    await page.screenshot('card-frames-small-iframe');

    // Moving from the number onto the card keeps it; leaving both hides it.
    await page.moveMouse(card.x + 40, card.y + 30, 6);
    await new Promise((resolve) => setTimeout(resolve, scaled(800)));
    expect(await page.count(CARD)).toBe(1);
    await page.waitFor(CARD, 'visible', 1_000);
    await page.moveMouse(width - 5, height - 5, 4);
    await page.waitFor(CARD, 'hidden', 5_000);
    await page.close();
  });

  it('reaches srcdoc and about:blank frames with scripting.executeScript (the one-off scan)', async () => {
    const page = await openFixture('crm/frames-mail.html');
    await waitForDetected(driver, page, [emulator().store.demoPhones.international]);
    const tabId = await driver.tabIdOf(page.url());
    const urls = await driver.inExtension(async (id) => {
      interface Scripting {
        executeScript(options: object): Promise<{ result?: unknown }[]>;
      }
      const api = globalThis as unknown as {
        browser?: { scripting: Scripting };
        chrome?: { scripting: Scripting };
      };
      const results = await (api.browser ?? api.chrome)!.scripting.executeScript({
        target: { tabId: id, allFrames: true },
        func: () => location.href,
      });
      return results.map((entry) => String(entry.result));
    }, tabId);
    // Top, srcdoc, the DOM-filled about:blank, and the written one: document.open() gave it
    // the URL of the page that wrote it.
    expect(urls.sort()).toEqual(['about:blank', 'about:srcdoc', page.url(), page.url()].sort());
    await page.close();
  });
}
