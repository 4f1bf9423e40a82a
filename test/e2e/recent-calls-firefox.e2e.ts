/**
 * The popup's Recent calls view in Firefox ESR against the emulator: a call added through
 * `/v2/call/add` while the view is open appears with its source, marked missed, at the next
 * pass (the demo build's `demoRecentPassMs` shortens the pass's minute to 2 s); the number on
 * the open page is said; Find in CRM copies the number where no CRM search address is known,
 * and on an amoCRM tab opens the preset's search for the number in a new tab; the options'
 * notification switch asks Firefox for `notifications`.
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
import { DEMO_PHONES } from '../../emulator/index.ts';
import { formatTrackerDateTime } from '../../lib/format/tracker-date.ts';
import { askBackground, findTabId, serveOrigin, tabAt } from './harness/firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { clickToolbarButton } from './harness/firefox-toolbar.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { addCallThroughApi } from './harness/tracker-writes.ts';
import { waitFor } from './harness/wait.ts';
import { scaled } from './harness/machine-speed.ts';

const skip = skipWithoutFirefox('Firefox Recent calls e2e');

const IVAN = DEMO_PHONES.manyCallsAndLeads; // on the contacts page
const NEW_CALLER = '79267770022';
const CRM_CALLER = '79267770033';
const CRM_ORIGIN = 'https://acme.amocrm.ru';

interface FirefoxGlobal {
  browser: { storage: { session: { set(items: object): Promise<void> } } };
}

describe.skipIf(skip)('Recent calls in Firefox ESR', () => {
  const { firefox, control, fixtures, emulator } = useFirefox({
    emulator: { calls: 600, leads: 150 },
  });
  let tabId: number;

  const addCall = (call: Record<string, unknown>) => addCallThroughApi(emulator(), call);
  const textOf = (page: Page, selector: string) =>
    page.$eval(selector, (el) => (el as HTMLElement).innerText);

  const openRecent = async (forTab = tabId) => {
    const popup = await firefox().openExtensionPage(`popup.html?tab=${forTab}`, {
      readySelector: 'body[data-ready-ms]',
      viewport: { width: 400, height: 600 },
    });
    await popup.click('.tl-popup-header button[aria-pressed]');
    await popup.waitForSelector('.tl-recent-status');
    return popup;
  };

  beforeAll(async () => {
    // Before the first Recent calls message: the demo build's pass then runs every 2 s.
    await control().evaluate(() =>
      (globalThis as unknown as FirefoxGlobal).browser.storage.session.set({
        demoRecentPassMs: 2000,
      }),
    );
    await askBackground(control(), { type: 'index.sync' });
    await waitFor(
      async () =>
        (await askBackground<{ lastSyncAt?: number }>(control(), { type: 'index.status' }))
          .lastSyncAt,
      'the first index sync',
    );
    const site = await firefox().browser.newPage();
    await site.goto(fixtures().url('crm/contacts-list.html'));
    tabId = await waitFor(
      () => findTabId(control(), fixtures().url('crm/contacts-list.html')),
      'the fixture tab',
    );
  });

  it('shows a call added while the view is open, with its source, marked missed', async () => {
    const popup = await openRecent();
    await waitFor(
      async () => (await textOf(popup, '.tl-recent-status')).startsWith('Up to date as of '),
      'the view to say how fresh it is',
    );
    const callId = `ff-recent-${Date.now()}`;
    await addCall({
      callId,
      callerPhone: NEW_CALLER,
      startTime: formatTrackerDateTime(Date.now() - 60_000),
      duration: 0,
      status: 'FAILED',
      utmSource: 'yandex',
      utmMedium: 'cpc',
      utmCampaign: 'winter',
    });
    const call = `.tl-recent-group[data-phone="${NEW_CALLER}"] [data-call-id="${callId}"]`;
    await popup.waitForSelector(call, { timeout: scaled(60_000) });
    expect(await textOf(popup, `${call} .tl-h-badge`)).toBe('Missed');
    expect(await popup.$eval(call, (el) => el.className)).toContain('is-missed');
    expect(await textOf(popup, `${call} .tl-recent-source`)).toBe('yandex / cpc · winter');

    const answeredId = `ff-ok-${Date.now()}`;
    await addCall({
      callId: answeredId,
      callerPhone: IVAN,
      startTime: formatTrackerDateTime(Date.now() - 30_000),
      duration: 42,
      status: 'SUCCESS',
      utmSource: 'google',
      utmMedium: 'organic',
    });
    const ivan = `.tl-recent-group[data-phone="${IVAN}"]`;
    await popup.waitForSelector(`${ivan} [data-call-id="${answeredId}"]`, {
      timeout: scaled(60_000),
    });
    expect(await textOf(popup, `${ivan} [data-call-id="${answeredId}"] .tl-recent-duration`)).toBe(
      '42\u00a0s',
    );
    expect(await textOf(popup, `${ivan} .tl-h-badge--info`)).toBe('On this page');
    await saveScreenshot(popup, 'recent-calls-firefox-en', { fullPage: false });

    // Find in CRM where no CRM tab is open: the number is copied, and the view says so.
    await popup.click(`.tl-recent-group[data-phone="${NEW_CALLER}"] button[title^="No CRM"]`);
    await waitFor(
      async () =>
        (
          await textOf(popup, `.tl-recent-group[data-phone="${NEW_CALLER}"] .tl-action-note`)
        ).includes('+7 926 777-00-22'),
      'the copy to be said',
    );
    await popup.close();
  });

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
      const popup = await openRecent(crmTab);
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

  it('the notification switch asks Firefox for the notifications permission', async () => {
    const options = await firefox().openExtensionPage('options.html', {
      readySelector: '#tl-missed-alerts',
      viewport: { width: 900, height: 900 },
    });
    expect(await options.$eval('#tl-missed-alerts', (el) => (el as HTMLInputElement).checked)).toBe(
      false,
    );
    await options.click('#tl-missed-alerts');
    // Firefox shows its prompt to the person (nothing answers it here): the page says what
    // it waits for, and the switch stays off until the browser grants it.
    await waitFor(
      async () =>
        (await textOf(options, '.tl-alerts-status')) ===
        'The browser is asking you to allow notifications…',
      'the page to say the browser is asking',
    );
    expect(await askBackground<{ on: boolean }>(control(), { type: 'recent.alerts' })).toEqual({
      on: false,
    });
    await options.close();
  });
});
