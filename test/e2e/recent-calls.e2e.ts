/**
 * The popup's Recent calls view in a real Chromium against the emulator: a call added through
 * `/v2/call/add` while the view is open appears with its source, marked missed, at the next
 * pass (the demo build's `demoRecentPassMs` shortens the pass's minute to 2 s; the product
 * keeps a minute); the number on the open page is said; Find in CRM opens the amoCRM preset's
 * search address with the number (an amoCRM account served by the test, clicked on the toolbar
 * so the extension may read the tab's address); the options' notification switch asks the
 * browser for `notifications`. Screenshots in English and Russian for the README.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PHONES } from '../../emulator/index.ts';
import { formatTrackerDateTime } from '../../lib/format/tracker-date.ts';
import { launchChromiumWithExtension, type ChromiumWithExtension } from './harness/chromium.ts';
import { startTestEmulator, type RunningEmulator } from './harness/emulator.ts';
import { extensionMessages } from './harness/extension-messages.ts';
import { startFixtureServer, type FixtureServer } from './harness/pages.ts';
import { BUILD_DIRS, REPO_ROOT, assertBuilt } from './harness/paths.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { addCallThroughApi } from './harness/tracker-writes.ts';
import { clickToolbarAction } from './harness/toolbar-action.ts';
import { waitFor } from './harness/wait.ts';
import { scaled } from './harness/machine-speed.ts';

const VIEWPORT = { width: 400, height: 600 };
const DOCS_DIR = join(REPO_ROOT, 'docs/screenshots');
const IVAN = DEMO_PHONES.manyCallsAndLeads; // on the contacts page
const NEW_CALLER = '79267770011';
const CRM_ORIGIN = 'https://acme.amocrm.ru';

interface ChromeGlobal {
  chrome: {
    tabs: { query(q: object): Promise<{ id?: number; url?: string }[]> };
    storage: { session: { set(items: object): Promise<void> } };
  };
}

describe('Recent calls (Chromium)', () => {
  let chromium: ChromiumWithExtension;
  let emulator: RunningEmulator;
  let fixtures: FixtureServer;
  let control: Page;
  let tabId: number;
  const { send, setLanguage, useEmulatorAt } = extensionMessages(() => control);

  const addCall = (call: Record<string, unknown>) => addCallThroughApi(emulator, call);

  const tabOf = async (url: string) =>
    waitFor(async () => {
      const tabs = await control.evaluate(() =>
        (globalThis as unknown as ChromeGlobal).chrome.tabs.query({}),
      );
      return tabs.find((tab) => tab.url === url)?.id;
    }, `the tab of ${url}`);

  const openRecent = async (forTab: number) => {
    const page = await chromium.openExtensionPage(`popup.html?tab=${forTab}`, {
      viewport: VIEWPORT,
    });
    await page.waitForSelector('body[data-ready-ms]');
    await page.locator('.tl-popup-header button[aria-pressed]').click();
    await page.locator('.tl-recent-status').waitFor();
    return page;
  };

  beforeAll(async () => {
    assertBuilt(BUILD_DIRS.chromeDemo);
    emulator = await startTestEmulator({ calls: 600, leads: 150 });
    fixtures = await startFixtureServer();
    chromium = await launchChromiumWithExtension({
      extensionDir: BUILD_DIRS.chromeDemo,
      extraArgs: ['--enable-unsafe-extension-debugging'],
    });
    control = await chromium.openExtensionPage('options.html');
    // Before the first Recent calls message: the demo build's pass then runs every 2 s.
    await control.evaluate(() =>
      (globalThis as unknown as ChromeGlobal).chrome.storage.session.set({
        demoRecentPassMs: 2000,
      }),
    );
    await useEmulatorAt(emulator.baseUrl);
    await send({ type: 'index.sync' });
    await waitFor(
      async () => (await send<{ lastSyncAt?: number }>({ type: 'index.status' })).lastSyncAt,
      'the first index sync',
    );
    const site = await chromium.context.newPage();
    await site.goto(fixtures.url('crm/contacts-list.html'));
    tabId = await tabOf(site.url());
  });

  afterAll(async () => {
    await setLanguage('en').catch(() => undefined);
    await chromium?.close();
    await fixtures?.close();
    await emulator?.close().catch(() => undefined);
  });

  it('shows a call added while the view is open, with its source, marked missed', async () => {
    const page = await openRecent(tabId);
    await page.getByText(/^Up to date as of /).waitFor();
    const callId = `recent-${Date.now()}`;
    await addCall({
      callId,
      callerPhone: NEW_CALLER,
      startTime: formatTrackerDateTime(Date.now() - 60_000),
      duration: 0,
      status: 'FAILED',
      utmSource: 'yandex',
      utmMedium: 'cpc',
      utmCampaign: 'spring-sale',
      utmTerm: 'buy sofa',
      tags: ['callback'],
    });
    const call = page.locator(
      `.tl-recent-group[data-phone="${NEW_CALLER}"] [data-call-id="${callId}"]`,
    );
    await call.waitFor({ timeout: scaled(60_000) });
    await expect(call.locator('.tl-h-badge').innerText()).resolves.toBe('Missed');
    await expect(call.getAttribute('class')).resolves.toContain('is-missed');
    await expect(call.locator('.tl-recent-source').innerText()).resolves.toBe(
      'yandex / cpc · spring-sale · buy sofa',
    );
    await expect(call.locator('.tl-h-tag').innerText()).resolves.toBe('callback');
    // Newest first: the new caller leads.
    await expect(page.locator('.tl-recent-group').first().getAttribute('data-phone')).resolves.toBe(
      NEW_CALLER,
    );

    // An answered call of a number on the open page: its duration, and "On this page".
    const answeredId = `recent-ok-${Date.now()}`;
    await addCall({
      callId: answeredId,
      callerPhone: IVAN,
      startTime: formatTrackerDateTime(Date.now() - 30_000),
      duration: 95,
      status: 'SUCCESS',
      utmSource: 'google',
      utmMedium: 'organic',
    });
    const ivan = page.locator(`.tl-recent-group[data-phone="${IVAN}"]`);
    await ivan.locator(`[data-call-id="${answeredId}"]`).waitFor({ timeout: scaled(60_000) });
    await expect(
      ivan.locator(`[data-call-id="${answeredId}"] .tl-recent-duration`).innerText(),
    ).resolves.toBe('1\u00a0min 35\u00a0s');
    await ivan.getByText('On this page').waitFor();
    await expect(ivan.getByRole('link', { name: 'Call back' }).getAttribute('href')).resolves.toBe(
      `tel:+${IVAN}`,
    );
    await saveScreenshot(page, 'recent-calls-en', { dir: DOCS_DIR, fullPage: false });

    // One click opens the number's detail.
    await page.getByRole('button', { name: 'Show history of +7 926 777-00-11' }).click();
    await page.getByRole('toolbar', { name: 'Actions for this number' }).waitFor();

    await setLanguage('ru');
    await page.reload();
    await page.waitForSelector('body[data-ready-ms]');
    await page.getByRole('button', { name: 'Недавние звонки' }).click();
    await page.locator(`.tl-recent-group[data-phone="${NEW_CALLER}"]`).waitFor();
    await expect(page.locator(`[data-call-id="${callId}"] .tl-h-badge`).innerText()).resolves.toBe(
      'Пропущен',
    );
    await page.getByText(/^Данные на /).waitFor();
    await saveScreenshot(page, 'recent-calls-ru', { dir: DOCS_DIR, fullPage: false });
    await setLanguage('en');
    await page.close();
  });

  it('Find in CRM opens the amoCRM preset’s search with the number', async () => {
    // An amoCRM account's page, served by the test; the toolbar click lets the extension read
    // its address (activeTab), as a rep's click does.
    await chromium.context.route(`${CRM_ORIGIN}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>amoCRM</title><p>CRM</p>',
      }),
    );
    const crm = await chromium.context.newPage();
    await crm.goto(`${CRM_ORIGIN}/leads/pipeline/`);
    await clickToolbarAction(chromium, crm.url());
    const crmTab = await tabOf(crm.url());

    const page = await openRecent(crmTab);
    const group = page.locator(`.tl-recent-group[data-phone="${NEW_CALLER}"]`);
    await group.waitFor();
    const find = group.getByRole('link', { name: 'Find in CRM' });
    const expected = `${CRM_ORIGIN}/contacts/list/?term=%2B${NEW_CALLER}`;
    await expect(find.getAttribute('href')).resolves.toBe(expected);
    const [opened] = await Promise.all([chromium.context.waitForEvent('page'), find.click()]);
    await waitFor(() => opened.url() === expected, 'the CRM search to open');
    await opened.close();
    await page.close();
    await crm.close();
  });

  it('copies the number where no CRM search address is known', async () => {
    const page = await openRecent(tabId);
    const group = page.locator(`.tl-recent-group[data-phone="${NEW_CALLER}"]`);
    await group.waitFor();
    await group.getByRole('button', { name: 'Find in CRM' }).click();
    await group
      .getByText('No CRM search address known here: the number +7 926 777-00-11 is copied.')
      .waitFor();
    await page.close();
  });

  it('the notification switch asks the browser for the notifications permission', async () => {
    const options = await chromium.openExtensionPage('options.html', {
      viewport: { width: 900, height: 900 },
    });
    const toggle = options.getByRole('switch', { name: 'Notify me of new missed calls' });
    await toggle.waitFor();
    await expect(toggle.isChecked()).resolves.toBe(false);
    await toggle.click();
    // Chromium shows its prompt (no test hook answers it): the page says what it waits for,
    // and the switch stays off until the browser grants it.
    await options.getByText('The browser is asking you to allow notifications…').waitFor();
    expect(await send<{ on: boolean }>({ type: 'recent.alerts' })).toEqual({ on: false });
    await saveScreenshot(options, 'options-alerts-asking-en', { fullPage: false });
    await options.close();
  });
  it('says the tracker cannot be reached instead of showing an empty day', async () => {
    const page = await openRecent(tabId);
    await page.getByText(/^Up to date as of /).waitFor();
    // The service stops (the last test: the emulator stays closed).
    await emulator.close();
    await page
      .getByText(/^The tracker could not be reached: these are the calls known as of /)
      .waitFor({ timeout: scaled(60_000) });
    await expect(page.locator('.tl-recent-group').count()).resolves.toBeGreaterThan(0);
    await saveScreenshot(page, 'recent-calls-unreachable-en', { fullPage: false });
    await page.close();
  });
});
