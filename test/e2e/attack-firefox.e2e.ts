/**
 * The two attacks of the hardening table that depend most on the browser, again in Firefox
 * ESR with the demo build: a tracker redirect that would carry the key to another origin
 * (row 1), and page listeners reading what the user types into the card (row 3).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { TYPING_EVENTS } from '../../lib/content/card-guard.ts';
import { useEmulator } from './harness/emulator.ts';
import {
  askBackground,
  firefoxExecutablePath,
  hoverElement,
  isFirefoxInstalled,
  launchFirefoxWithExtension,
  sendRuntimeMessage,
  setViewport,
  useTracker,
  type FirefoxWithExtension,
} from './harness/firefox.ts';
import {
  startCollector,
  startHostileApi,
  type HostileApi,
  type LoopbackServer,
} from './harness/hostile-api.ts';
import { startFixtureServer, type FixtureServer } from './harness/pages.ts';
import { installKeySpy, readKeySpy } from './harness/key-spy.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';

const skip = !isFirefoxInstalled() && !process.env.CI;
if (skip) console.warn(`Skipping Firefox attack e2e: ${firefoxExecutablePath()} not found.`);

describe.skipIf(skip)('attacks in Firefox ESR', () => {
  const emulator = useEmulator({ calls: 600, leads: 150 });
  let firefox: FirefoxWithExtension;
  let control: Page;
  let pages: FixtureServer;
  let hostile: HostileApi;
  let collector: LoopbackServer;

  beforeAll(async () => {
    assertBuilt(BUILD_DIRS.firefoxDemo);
    hostile = await startHostileApi(emulator().baseUrl);
    collector = await startCollector();
    pages = await startFixtureServer();
    firefox = await launchFirefoxWithExtension({ extensionDir: BUILD_DIRS.firefoxDemo });
    control = await firefox.openExtensionPage('options.html');
    await useTracker(control, hostile.baseUrl);
  });

  afterAll(async () => {
    await firefox?.close();
    await pages?.close();
    await hostile?.close();
    await collector?.close();
  });

  it('row 1: never follows a redirect with the key, for the key check and for CSV downloads', async () => {
    hostile.attack = (request, response) => {
      if (!request.url?.includes('/api/me') && !request.url?.includes('/csv')) return false;
      response.writeHead(302, { location: `${collector.baseUrl}${request.url}` });
      response.end();
      return true;
    };
    const counters = await sendRuntimeMessage(control, { type: 'counters.list', refresh: true });
    expect(counters).toMatchObject({ ok: false, error: { kind: 'redirect' } });
    const phone = emulator().store.demoPhones.manyCallsAndLeads;
    const csv = await sendRuntimeMessage(control, { type: 'export.csv', phone });
    expect(csv).toMatchObject({ ok: false, error: { kind: 'redirect' } });
    hostile.attack = undefined;
    expect(collector.seen).toEqual([]);
    await askBackground(control, { type: 'counters.list', refresh: true });
  });

  it('row 3: page listeners do not see what the user types into the card', async () => {
    const page = await firefox.browser.newPage();
    await setViewport(page, { width: 1280, height: 800 });
    await page.goto(pages.url('crm/amocrm-deal.html'));
    await page.evaluate(installKeySpy, [...TYPING_EVENTS]);
    await hoverElement(page, '#deal-phone');
    const input = 'tracker-lens-ui >>> #tl-card-quicktag-input';
    await page.waitForSelector(input, { visible: true, timeout: 20_000 });
    await page.click(input);
    await page.keyboard.type('secret');
    const value = await page.$eval(input, (element) => (element as HTMLInputElement).value);
    expect(value).toBe('secret');
    const { bubbled } = await page.evaluate(readKeySpy);
    expect(bubbled).toEqual([]);
    await page.close();
  });
});
