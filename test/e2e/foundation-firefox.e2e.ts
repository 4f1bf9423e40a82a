/**
 * Firefox ESR with the demo build pointed at a test emulator: the popup and the options page
 * render as a person sees them (screenshots), the options page checks a wrong and a right key,
 * and extension pages reach the emulator.
 */
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { saveScreenshot } from './harness/screenshots.ts';

const skip = skipWithoutFirefox('Firefox e2e tests');

describe.skipIf(skip)('Firefox ESR with the demo build', () => {
  const { emulator, firefox } = useFirefox({
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

  it('renders the popup ready to search', async () => {
    const page = await firefox().openExtensionPage('popup.html', {
      viewport: { width: 400, height: 600 },
      readySelector: 'body[data-ready-ms]',
    });
    await page.waitForSelector('#tl-search-input', { visible: true });
    // Configured: no "connect your account" panel.
    const text = await page.$eval('body', (body) => body.innerText);
    expect(text).not.toMatch(/Connect your K50 Tracker account|Подключите/);
    await saveScreenshot(page, 'firefox-popup');
    await page.close();
  });

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

  it('reaches the emulator from an extension page', async () => {
    const page = await firefox().openExtensionPage('popup.html');
    const url = `${emulator().baseUrl}/api/me?apiKey=${encodeURIComponent(emulator().keys.full)}`;
    const status = await page.evaluate(async (meUrl) => (await fetch(meUrl)).status, url);
    expect(status).toBe(200);
    await page.close();
  });
});
