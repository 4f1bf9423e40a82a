/**
 * The product build on a site not switched on (Firefox ESR): the shared scenarios
 * (`scenarios/site-switch.ts`: after the toolbar click the popup says Tracker Lens is off on the
 * site, "Look up once" lists the page's numbers), and Firefox's own, as only here a test hook
 * answers the browser's prompt: "Switch on for <site>" gets the site granted from the popup's
 * own click, the open page starts working without a reload, and a new page on the site gets
 * the content script from the registration.
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
 */
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { firefoxDriver, firefoxPage } from './harness/driver-firefox.ts';
import {
  askBackground,
  hoverUntilCard,
  readCardInClosedRoot,
  setViewport,
} from './harness/firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { clickToolbarButton, isPopupShown } from './harness/firefox-toolbar.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { waitFor } from './harness/wait.ts';
import {
  SWITCH_ON,
  detectedIn,
  grantedOrigins,
  openSitePopup,
  siteSwitchScenarios,
  tabWithAddress,
  waitForText,
  type SiteSwitchSession,
} from './scenarios/site-switch.ts';

const skip = skipWithoutFirefox('Firefox site switch e2e');

const PAGE_VIEWPORT = { width: 1000, height: 700 };

describe.skipIf(skip)('a site not switched on (Firefox ESR, product build)', () => {
  const { emulator, firefox, control, fixtures } = useFirefox({
    build: 'product',
    emulator: { calls: 400, leads: 100 },
    // The test hook for the grant: no prompt, the request is granted.
    prefs: { 'extensions.webextOptionalPermissionPrompts': false },
  });

  /** The sites opened, by address: the toolbar click and the card need puppeteer's page. */
  const sites = new Map<string, Page>();
  const driver = firefoxDriver(firefox, control, PAGE_VIEWPORT);
  const session: SiteSwitchSession = {
    driver,
    ask: (message) => askBackground(control(), message),
    onLocalhost: (path) => fixtures().url(path).replace('127.0.0.1', 'localhost'),
    async openSite(url) {
      const page = await firefox().browser.newPage();
      await setViewport(page, PAGE_VIEWPORT);
      await page.goto(url);
      sites.set(url, page);
      return firefoxPage(page);
    },
    async clickToolbar(url) {
      // The popup of an earlier click stays open across tabs, and a click would not open
      // another: it is closed first, from the extension's side.
      if (await isPopupShown(firefox().browser)) {
        await control().evaluate(() => {
          const { browser } = globalThis as unknown as {
            browser: { extension: { getViews(q: object): Window[] } };
          };
          for (const view of browser.extension.getViews({ type: 'popup' })) view.close();
        });
        await waitFor(
          async () => !(await isPopupShown(firefox().browser)),
          'the earlier popup to close',
        );
      }
      await clickToolbarButton(firefox().browser, sites.get(url)!);
    },
  };

  // The shared scenarios' first page, switched on below while open, never reloaded.
  siteSwitchScenarios(session);

  it('"Switch on for localhost" grants the site from the click and starts the open page without a reload', async () => {
    const siteUrl = session.onLocalhost('hello.html');
    const site = sites.get(siteUrl);
    expect(site, 'the first test opened the page').toBeDefined();
    const tabId = await waitFor(() => tabWithAddress(driver, siteUrl), 'the clicked tab');
    // A mark in the page's own document: a reload would drop it.
    await site!.evaluate(() => {
      (window as unknown as { notReloaded?: boolean }).notReloaded = true;
    });
    const popup = await openSitePopup(session, tabId);
    await waitForText(popup, 'Tracker Lens is off on localhost.');
    expect(await popup.text(SWITCH_ON)).toBe('Switch on for localhost');
    await popup.click(SWITCH_ON);

    await waitFor(
      async () => (await grantedOrigins(driver)).includes('http://localhost/*'),
      'localhost to be granted',
    );
    // The content script started in the open page and reported its numbers.
    const { demoPhones } = emulator().store;
    await waitFor(async () => {
      const seen = await detectedIn(driver, tabId);
      return [demoPhones.manyCallsAndLeads, demoPhones.international].every((phone) =>
        seen.includes(phone),
      );
    }, 'the open page’s numbers detected');
    expect(
      await site!.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);

    // The popup follows: the page's numbers instead of the off state.
    await popup.waitFor('.tl-phone', 'visible');
    expect(await popup.text('.tl-phone-list')).toContain('+7 916 123-45-67');
    expect(await popup.text('body')).not.toContain('Tracker Lens is off on localhost');
    await popup.screenshot('popup-site-on-en');
    await popup.close();

    // Listed with the sites the user added, so the options page shows it.
    const settings = await askBackground<{ customDomains: string[] }>(control(), {
      type: 'settings.get',
    });
    expect(settings.customDomains).toContain('localhost');

    // The hover card on the same page shows the emulator's data for the number.
    await site!.bringToFront();
    const calls = emulator().store.callsByPhone(demoPhones.manyCallsAndLeads).length;
    // The product build keeps the card in a closed shadow root: read through WebDriver BiDi.
    const card = await hoverUntilCard(
      site!,
      '#client-phone-1',
      new RegExp(`\\b${calls} calls\\b`),
      {
        readCard: readCardInClosedRoot,
      },
    );
    expect(card).toContain('+7 916 123-45-67');
    await saveScreenshot(site!, 'firefox-site-switched-on-card', { fullPage: false });
  });

  it('a new page load on localhost gets the content script from the registration', async () => {
    const url = session.onLocalhost('hello.html?new-load');
    const page = await session.openSite(url);
    // The site is granted now: the extension sees the address without a click.
    const newTabId = await waitFor(() => tabWithAddress(driver, url), 'the new tab');
    await waitFor(
      async () =>
        (await detectedIn(driver, newTabId)).includes(
          emulator().store.demoPhones.manyCallsAndLeads,
        ),
      'the new page’s numbers detected',
    );
    await page.close();
    await sites.get(session.onLocalhost('hello.html'))?.close();
  });
});
