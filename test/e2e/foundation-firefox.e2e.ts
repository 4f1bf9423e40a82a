/**
 * Firefox ESR with the demo build pointed at a test emulator: the shared scenarios
 * (`scenarios/foundation.ts`), and the options page checking a wrong and a right key and listing
 * the sites (the Chromium file's bare launch leaves the build pointed at no emulator).
 */
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { firefoxDriver } from './harness/driver-firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { foundationScenarios } from './scenarios/foundation.ts';

const skip = skipWithoutFirefox('Firefox e2e tests');

const VIEWPORT = { width: 1280, height: 800 };

describe.skipIf(skip)('Firefox ESR with the demo build', () => {
  const { emulator, firefox, control } = useFirefox({
    emulator: { calls: 300, leads: 80 },
    fixtures: false,
  });

  const saveKey = async (page: Page, key: string) => {
    await page.waitForSelector('#tl-key-input');
    await page.type('#tl-key-input', key);
    await page.click('form:has(#tl-key-input) button[type=submit]');
  };
  const noticeText = (page: Page, selector: string) =>
    page.$eval(selector, (notice) => (notice as HTMLElement).innerText);

  foundationScenarios(firefoxDriver(firefox, control, VIEWPORT), emulator);

  it('options page: refuses a wrong key, accepts the right one and lists its sites', async () => {
    const page = await firefox().openExtensionPage('options.html', {
      viewport: { width: 900, height: 1000 },
      readySelector: '.tl-notice--ok',
    });
    const counters = emulator().store.counters.length;
    await page.waitForSelector('.tl-project');
    expect(await page.$$('.tl-project input[type=checkbox]')).toHaveLength(counters);

    await page.click('#key .tl-row .tl-button:not(.tl-button--danger)'); // Replace key
    await saveKey(page, 'wrong-key');
    await page.waitForSelector('.tl-notice--error', { visible: true });
    expect(await noticeText(page, '.tl-notice--error')).toMatch(/refused|не принял/);
    await saveScreenshot(page, 'firefox-options-wrong-key');

    await saveKey(page, emulator().keys.full);
    await page.waitForSelector('.tl-notice--ok', { visible: true });
    expect(await noticeText(page, '.tl-notice--ok')).toContain(String(counters));
    await saveScreenshot(page, 'firefox-options');
    await page.close();
  });
});
