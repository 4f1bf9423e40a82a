/**
 * The popup's Recent calls view in Firefox ESR against the emulator: the shared scenario
 * (`scenarios/recent-calls.ts`, registered by `recent-calls.e2e.ts` too). What is Firefox's own:
 * Find in CRM on an amoCRM tab opens the preset's search for the number in a new tab.
 *
 * The amoCRM account (`https://acme.amocrm.ru`, which does not exist) is answered by the test
 * through a WebDriver BiDi intercept for the whole browser (`serveOrigin`): Firefox makes no
 * connection, so no DNS and no certificate, and the tab shows the amoCRM address, which the
 * preset matches. The intercept also answers the tab the link opens, which puppeteer's
 * per-page `setRequestInterception` would not cover; that tab is found through BiDi's tree of
 * browsing contexts (`tabAt`), as puppeteer does not list it among its pages. The toolbar
 * click (harness/firefox-toolbar.ts) grants `activeTab`, so the extension may read the CRM
 * tab's address, as after a rep's click.
 */
import type { Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTrackerDateTime } from '../../lib/format/tracker-date.ts';
import { firefoxDriver } from './harness/driver-firefox.ts';
import { askBackground, findTabId, serveOrigin, tabAt } from './harness/firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { clickToolbarButton } from './harness/firefox-toolbar.ts';
import { addCallThroughApi } from './harness/tracker-writes.ts';
import { waitFor } from './harness/wait.ts';
import { scaled } from './harness/machine-speed.ts';
import {
  RECENT_VIEWPORT,
  prepareRecent,
  recentCallsScenarios,
  recentCallsUnreachableScenario,
  type RecentSession,
} from './scenarios/recent-calls.ts';

const skip = skipWithoutFirefox('Firefox Recent calls e2e');

const CRM_CALLER = '79267770033';
const CRM_ORIGIN = 'https://acme.amocrm.ru';

describe.skipIf(skip)('Recent calls in Firefox ESR', () => {
  const { firefox, control, fixtures, emulator } = useFirefox({
    emulator: { calls: 600, leads: 150 },
  });
  const session: RecentSession = {
    driver: firefoxDriver(firefox, control, RECENT_VIEWPORT),
    emulator,
    ask: (message) => askBackground(control(), message),
  };
  let tabId: number;

  const addCall = (call: Record<string, unknown>) => addCallThroughApi(emulator(), call);
  const textOf = (page: Page, selector: string) =>
    page.$eval(selector, (el) => (el as HTMLElement).innerText);

  beforeAll(async () => {
    tabId = await prepareRecent(session, fixtures().url('crm/contacts-list.html'));
  });

  recentCallsScenarios(session, () => tabId);

  it('Find in CRM opens the amoCRM preset’s search with the number', async () => {
    // An amoCRM account's pages, answered by the test in every tab (no connection is made);
    // the toolbar click lets the extension read the tab's address (activeTab), as a rep's
    // click does.
    const served = await serveOrigin(
      firefox().browser,
      CRM_ORIGIN,
      '<!doctype html><title>amoCRM</title><p>CRM</p>',
    );
    try {
      const crm = await firefox().browser.newPage();
      await crm.goto(`${CRM_ORIGIN}/leads/pipeline/`);
      // Without the click Firefox keeps the tab's address from the extension.
      expect(await findTabId(control(), crm.url())).toBeUndefined();
      await clickToolbarButton(firefox().browser, crm);
      const crmTab = await waitFor(
        () => findTabId(control(), `${CRM_ORIGIN}/leads/pipeline/`),
        'the clicked tab’s address',
      );

      await addCall({
        callId: `ff-crm-${Date.now()}`,
        callerPhone: CRM_CALLER,
        startTime: formatTrackerDateTime(Date.now() - 90_000),
        duration: 0,
        status: 'FAILED',
      });
      const popup = await firefox().openExtensionPage(`popup.html?tab=${crmTab}`, {
        readySelector: 'body[data-ready-ms]',
        viewport: RECENT_VIEWPORT,
      });
      await popup.click('.tl-popup-header button[aria-pressed]');
      const find = `.tl-recent-group[data-phone="${CRM_CALLER}"] .tl-recent-actions a[target="_blank"]`;
      await popup.waitForSelector(find, { timeout: scaled(60_000) });
      expect(await textOf(popup, find)).toBe('Find in CRM');
      const expected = `${CRM_ORIGIN}/contacts/list/?term=%2B${CRM_CALLER}`;
      expect(await popup.$eval(find, (a) => a.getAttribute('href'))).toBe(expected);

      // A real click on the link: Firefox opens the search in a new tab.
      await popup.click(find);
      const opened = await waitFor(
        () => tabAt(firefox().browser, expected),
        'a new tab at the CRM search',
      );
      await waitFor(
        async () =>
          (await opened.evaluate('`${document.title} ${location.href}`').catch(() => '')) ===
          `amoCRM ${expected}`,
        'the CRM search page to show',
      );
      // A new tab: the popup and the CRM page stay where they were.
      expect(await popup.evaluate(() => location.pathname + location.search)).toBe(
        `/popup.html?tab=${crmTab}`,
      );
      expect(await crm.evaluate(() => location.href)).toBe(`${CRM_ORIGIN}/leads/pipeline/`);
      expect(served.requested).toContain(expected);
      await opened.close();
      await popup.close();
      await crm.close();
    } finally {
      await served.stop();
    }
  });

  recentCallsUnreachableScenario(session, () => tabId);
});
