/**
 * The content script never works on the tracker's own address, whatever the address (Chromium,
 * demo build, emulator): once the options point the service at a page's origin, that page gets
 * no detection and no card, while the same page on another origin still does. The demo build
 * runs its script on every loopback page, so the stop is the content script's own check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD,
  detectedOn,
  hoverUntilCard,
  updateSettings,
  useCrmBrowser,
  waitForDetected,
} from './harness/crm-pages.ts';
import { useEmulator } from './harness/emulator.ts';
import { startFixtureServer, type FixtureServer } from './harness/pages.ts';

/** `8 (495) 123-45-67` of hello.html, as the background records it. */
const OFFICE = '74951234567';

describe('The tracker’s own address (Chromium)', () => {
  const emulator = useEmulator();
  const browser = useCrmBrowser(() => emulator().baseUrl);
  let crm: FixtureServer;
  beforeAll(async () => {
    crm = await startFixtureServer();
  });
  afterAll(async () => {
    await crm.close();
  });

  it('a page at the service address gets no detection and no card; other origins still do', async () => {
    const tracker = await browser.openFixture('hello.html');
    await waitForDetected(browser.chromium, tracker.url(), [OFFICE]);
    await tracker.close();

    await updateSettings(browser.chromium, { baseUrl: browser.pages.baseUrl });
    try {
      const own = await browser.chromium.context.newPage();
      await own.goto(browser.pages.url('hello.html'));
      await own.hover('#office-phone');
      // Opened after the tracker's page loaded: once its numbers are in, the other page's
      // script has had its turn.
      const other = await browser.chromium.context.newPage();
      await other.goto(crm.url('hello.html'));
      await waitForDetected(browser.chromium, other.url(), [OFFICE]);
      await hoverUntilCard(other, '#office-phone');

      expect(await detectedOn(browser.chromium, own.url())).toEqual([]);
      await own.mouse.move(5, 5);
      await own.hover('#office-phone');
      expect(await own.locator('tracker-lens-ui').count()).toBe(0);
      expect(await own.locator(CARD).count()).toBe(0);
      await own.close();
      await other.close();
    } finally {
      await updateSettings(browser.chromium, { baseUrl: emulator().baseUrl });
    }
  });
});
