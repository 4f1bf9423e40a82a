/**
 * The product build on a site not switched on (Firefox ESR), the twin of site-switch.e2e.ts:
 * the popup says Tracker Lens is off on the site, "Switch on for <site>" gets the site granted
 * from the popup's own click, the open page starts working without a reload, and a new page
 * on the site gets the content script from the registration.
 *
 * - The toolbar click is a person's: mouse events in the browser window on the Extensions
 *   button, then on Tracker Lens's item (harness/firefox-toolbar.ts). Firefox opens the popup
 *   and grants `activeTab` for the tab; that is how the popup learns the tab's address.
 * - The popup is then driven as a page (`popup.html?tab=<id>`, as the other popup tests):
 *   WebDriver BiDi does not reach the popup's panel. The popup asks the background about that
 *   tab exactly as the popup in the panel does.
 * - The one test hook is the grant itself: `extensions.webextOptionalPermissionPrompts` =
 *   false makes `permissions.request` grant without showing Firefox's prompt. Firefox still
 *   requires the request to come from a user's input (the click on "Switch on"), and the
 *   grant still goes through `permissions.onAdded`, the registration and the injection.
 * - The product build keeps the card in a closed shadow root, which the page's script cannot
 *   read: the test reads it through WebDriver BiDi's serialization of closed shadow trees.
 *
 * The site is served as `localhost`: the emulator (the tracker) is on 127.0.0.1, where the
 * extension never runs.
 */
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import {
  askBackground,
  findTabId,
  hoverUntilCard,
  readCardInClosedRoot,
  readSessionStorage,
  setViewport,
} from './harness/firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { clickToolbarButton } from './harness/firefox-toolbar.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { waitFor } from './harness/wait.ts';

const skip = skipWithoutFirefox('Firefox site switch e2e');

const POPUP_VIEWPORT = { width: 400, height: 560 };
const PAGE_VIEWPORT = { width: 1000, height: 700 };

describe.skipIf(skip)('a site not switched on (Firefox ESR, product build)', () => {
  const { emulator, firefox, control, fixtures } = useFirefox({
    build: 'product',
    emulator: { calls: 400, leads: 100 },
    // The test hook for the grant: no prompt, the request is granted.
    prefs: { 'extensions.webextOptionalPermissionPrompts': false },
  });

  const onLocalhost = (path: string) => fixtures().url(path).replace('127.0.0.1', 'localhost');

  const openSite = async (url: string): Promise<Page> => {
    const page = await firefox().browser.newPage();
    await setViewport(page, PAGE_VIEWPORT);
    await page.goto(url);
    return page;
  };

  const openPopup = async (tabId: number, language: 'en' | 'ru' = 'en'): Promise<Page> => {
    await askBackground(control(), { type: 'settings.update', patch: { language } });
    return firefox().openExtensionPage(`popup.html?tab=${tabId}`, {
      viewport: POPUP_VIEWPORT,
      readySelector: 'body[data-ready-ms]',
    });
  };

  const waitForText = (page: Page, text: string) =>
    page.waitForFunction((t) => document.body.innerText.includes(t), {}, text);

  const detected = async (tabId: number) =>
    (await readSessionStorage<string[]>(control(), `detected:${tabId}`)) ?? [];

  const grantedOrigins = async () =>
    (
      await control().evaluate(() =>
        (
          globalThis as unknown as {
            browser: { permissions: { getAll(): Promise<{ origins?: string[] }> } };
          }
        ).browser.permissions.getAll(),
      )
    ).origins ?? [];

  // One page for the whole file: switched on while open, never reloaded.
  let site: Page;
  let siteUrl: string;
  let tabId: number;

  it('says Tracker Lens is off on localhost after the toolbar click, in English and Russian', async () => {
    siteUrl = onLocalhost('hello.html');
    site = await openSite(siteUrl);
    // Without the click Firefox keeps the tab's address from the extension.
    expect(await findTabId(control(), siteUrl)).toBeUndefined();

    await clickToolbarButton(firefox().browser, site);
    // The click's activeTab: the extension now sees this tab's address.
    tabId = await waitFor(() => findTabId(control(), siteUrl), 'the clicked tab’s address');

    const popup = await openPopup(tabId);
    await waitForText(popup, 'Tracker Lens is off on localhost.');
    expect(await popup.$eval('body', (body) => body.innerText)).not.toContain(
      'No phone numbers found',
    );
    await popup.waitForSelector('::-p-text(Switch on for localhost)');
    await popup.waitForSelector('::-p-text(Look up once)');
    await saveScreenshot(popup, 'firefox-popup-site-off-en', { fullPage: false });
    await popup.close();

    const ru = await openPopup(tabId, 'ru');
    await waitForText(ru, 'Tracker Lens выключен на localhost.');
    await ru.waitForSelector('::-p-text(Включить для localhost)');
    await saveScreenshot(ru, 'firefox-popup-site-off-ru', { fullPage: false });
    await ru.close();

    // Nothing runs on the page yet, and nothing was granted.
    expect(await detected(tabId)).toEqual([]);
    expect(await grantedOrigins()).not.toContain('http://localhost/*');
  });

  it('"Switch on for localhost" grants the site from the click and starts the open page without a reload', async () => {
    expect(tabId, 'the first test found the tab').toBeDefined();
    // A mark in the page's own document: a reload would drop it.
    await site.evaluate(() => {
      (window as unknown as { notReloaded?: boolean }).notReloaded = true;
    });
    const popup = await openPopup(tabId);
    await waitForText(popup, 'Tracker Lens is off on localhost.');
    await (await popup.waitForSelector('::-p-text(Switch on for localhost)'))!.click();

    await waitFor(
      async () => (await grantedOrigins()).includes('http://localhost/*'),
      'localhost to be granted',
    );
    // The content script started in the open page and reported its numbers.
    const { demoPhones } = emulator().store;
    await waitFor(async () => {
      const seen = await detected(tabId);
      return [demoPhones.manyCallsAndLeads, demoPhones.international].every((phone) =>
        seen.includes(phone),
      );
    }, 'the open page’s numbers detected');
    expect(
      await site.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);

    // The popup follows: the page's numbers instead of the off state.
    await popup.waitForSelector('.tl-phone');
    expect(
      await popup.$eval('.tl-phone-list', (list) => (list as HTMLElement).innerText),
    ).toContain('+7 916 123-45-67');
    expect(await popup.$eval('body', (body) => body.innerText)).not.toContain(
      'Tracker Lens is off on localhost',
    );
    await saveScreenshot(popup, 'firefox-popup-site-on-en', { fullPage: false });
    await popup.close();

    // Listed with the sites the user added, so the options page shows it.
    const settings = await askBackground<{ customDomains: string[] }>(control(), {
      type: 'settings.get',
    });
    expect(settings.customDomains).toContain('localhost');

    // The hover card on the same page shows the emulator's data for the number.
    await site.bringToFront();
    const calls = emulator().store.callsByPhone(demoPhones.manyCallsAndLeads).length;
    // The product build keeps the card in a closed shadow root: read through WebDriver BiDi.
    const card = await hoverUntilCard(site, '#client-phone-1', new RegExp(`\\b${calls} calls\\b`), {
      readCard: readCardInClosedRoot,
    });
    expect(card).toContain('+7 916 123-45-67');
    await saveScreenshot(site, 'firefox-site-switched-on-card', { fullPage: false });
  });

  it('a new page load on localhost gets the content script from the registration', async () => {
    const url = onLocalhost('hello.html?new-load');
    const page = await openSite(url);
    // The site is granted now: the extension sees the address without a click.
    const newTabId = await waitFor(() => findTabId(control(), url), 'the new tab');
    await waitFor(
      async () =>
        (await detected(newTabId)).includes(emulator().store.demoPhones.manyCallsAndLeads),
      'the new page’s numbers detected',
    );
    await page.close();
    await site.close();
  });
});
