/**
 * The popup's Recent calls view, written once and registered by `recent-calls.e2e.ts`
 * (Chromium) and `recent-calls-firefox.e2e.ts` (Firefox ESR): a call added through
 * `/v2/call/add` while the view is open appears with its source, marked missed, at the next
 * pass (the demo build's `demoRecentPassMs` shortens the pass's minute to 2 s; the product
 * keeps a minute); the number on the open page is said, in English and Russian; Find in CRM
 * copies the number where no CRM search address is known; the options' notification switch asks
 * the browser for `notifications`; with the tracker gone the view says so instead of showing an
 * empty day. Find in CRM on an amoCRM tab serves that tab and clicks the toolbar in each
 * browser's own way, and is the files' own.
 */
import { expect, it } from 'vitest';
import { DEMO_PHONES } from '../../../emulator/index.ts';
import { formatTrackerDateTime } from '../../../lib/format/tracker-date.ts';
import type { BrowserDriver, DriverPage } from '../harness/driver.ts';
import type { RunningEmulator } from '../harness/emulator.ts';
import { addCallThroughApi } from '../harness/tracker-writes.ts';
import { waitFor } from '../harness/wait.ts';

export const RECENT_VIEWPORT = { width: 400, height: 600 };
const IVAN = DEMO_PHONES.manyCallsAndLeads; // on the contacts page
/** The missed caller the first test adds; Find in CRM's tests use it too. */
export const NEW_CALLER = '79267770011';

export interface RecentSession {
  driver: BrowserDriver;
  emulator: () => RunningEmulator;
  /** A message to the background (throws on an error answer). */
  ask: <T>(message: unknown) => Promise<T>;
  /** Where the README's screenshots go (Chromium's), or undefined for `.tmp/screenshots`. */
  docsDir?: string;
}

const group = (phone: string) => `.tl-recent-group[data-phone="${phone}"]`;

/** Waits until the text of `selector` satisfies `test`; returns it. */
const untilText = (
  page: DriverPage,
  selector: string,
  test: (text: string) => boolean,
  timeoutMs = 30_000,
) =>
  waitFor(
    async () => {
      const text = await page.text(selector);
      return test(text) ? text : undefined;
    },
    `${selector} to read as expected`,
    { timeoutMs },
  );

/** The Recent calls view of the popup for the tab `tabId`. */
export async function openRecent(driver: BrowserDriver, tabId: number): Promise<DriverPage> {
  const page = await driver.openExtensionPage(`popup.html?tab=${tabId}`, RECENT_VIEWPORT);
  await page.waitFor('body[data-ready-ms]', 'visible');
  await page.click('.tl-popup-header button[aria-pressed]');
  await page.waitFor('.tl-recent-status', 'visible');
  return page;
}

/**
 * The demo build's pass every 2 s (set before the first Recent calls message), a first index
 * sync, and the contacts page open; returns its tab.
 */
export async function prepareRecent(session: RecentSession, contactsUrl: string): Promise<number> {
  const { driver, ask } = session;
  await driver.inExtension(async () => {
    const api =
      (globalThis as unknown as { browser?: unknown }).browser ??
      (globalThis as unknown as { chrome: unknown }).chrome;
    await (
      api as { storage: { session: { set(items: object): Promise<void> } } }
    ).storage.session.set({ demoRecentPassMs: 2000 });
  }, undefined);
  await ask({ type: 'index.sync' });
  await waitFor(
    async () => (await ask<{ lastSyncAt?: number }>({ type: 'index.status' })).lastSyncAt,
    'the first index sync',
  );
  const site = await driver.openPage(contactsUrl);
  return waitFor(() => driver.tabIdOf(site.url()), 'the contacts tab');
}

export function recentCallsScenarios(session: RecentSession, tabId: () => number): void {
  const { driver } = session;
  const addCall = (call: Record<string, unknown>) => addCallThroughApi(session.emulator(), call);
  const setLanguage = (language: 'en' | 'ru') =>
    session.ask({ type: 'settings.update', patch: { language } });
  const shot = (page: DriverPage, name: string) =>
    page.screenshot(name, session.docsDir ? { dir: session.docsDir } : undefined);

  it('shows a call added while the view is open, with its source, marked missed', async () => {
    const page = await openRecent(driver, tabId());
    await untilText(page, '.tl-recent-status', (text) => text.startsWith('Up to date as of '));
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
    const call = `${group(NEW_CALLER)} [data-call-id="${callId}"]`;
    await page.waitFor(call, 'visible', 60_000);
    expect(await page.text(`${call} .tl-h-badge`)).toBe('Missed');
    expect(
      await page.evaluate((selector) => document.querySelector(selector)?.className, call),
    ).toContain('is-missed');
    expect(await page.text(`${call} .tl-recent-source`)).toBe(
      'yandex / cpc · spring-sale · buy sofa',
    );
    expect(await page.text(`${call} .tl-h-tag`)).toBe('callback');
    // Newest first: the new caller leads.
    expect(
      await page.evaluate(
        () => document.querySelector('.tl-recent-group')?.getAttribute('data-phone'),
        undefined,
      ),
    ).toBe(NEW_CALLER);

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
    const answered = `${group(IVAN)} [data-call-id="${answeredId}"]`;
    await page.waitFor(answered, 'visible', 60_000);
    expect(await page.text(`${answered} .tl-recent-duration`)).toBe('1\u00a0min 35\u00a0s');
    expect(await page.text(`${group(IVAN)} .tl-h-badge--info`)).toBe('On this page');
    expect(
      await page.evaluate(
        (selector) =>
          [...document.querySelectorAll<HTMLAnchorElement>(`${selector} a`)]
            .find((link) => link.textContent?.trim() === 'Call back')
            ?.getAttribute('href'),
        group(IVAN),
      ),
    ).toBe(`tel:+${IVAN}`);
    await shot(page, 'recent-calls-en');

    // One click opens the number's detail.
    await page.click('button[aria-label="Show history of +7 926 777-00-11"]');
    await page.waitFor('[role="toolbar"][aria-label="Actions for this number"]', 'visible');

    await setLanguage('ru');
    await page.close();
    const ru = await openRecent(driver, tabId());
    expect(
      await ru.evaluate(
        () => document.querySelector('.tl-popup-header button[aria-pressed]')?.ariaLabel,
        undefined,
      ),
    ).toBe('Недавние звонки');
    await ru.waitFor(group(NEW_CALLER), 'visible');
    expect(await ru.text(`[data-call-id="${callId}"] .tl-h-badge`)).toBe('Пропущен');
    await untilText(ru, '.tl-recent-status', (text) => text.startsWith('Данные на '));
    await shot(ru, 'recent-calls-ru');
    await setLanguage('en');
    await ru.close();
  });

  it('copies the number where no CRM search address is known', async () => {
    const page = await openRecent(driver, tabId());
    await page.waitFor(group(NEW_CALLER), 'visible');
    await page.click(`${group(NEW_CALLER)} button[title^="No CRM"]`);
    await untilText(page, `${group(NEW_CALLER)} .tl-action-note`, (text) =>
      text.includes('No CRM search address known here: the number +7 926 777-00-11 is copied.'),
    );
    await page.close();
  });

  it('the notification switch asks the browser for the notifications permission', async () => {
    const options = await driver.openExtensionPage('options.html', { width: 900, height: 900 });
    await options.waitFor('#tl-missed-alerts', 'visible');
    expect(
      await options.evaluate(
        () => (document.querySelector('#tl-missed-alerts') as HTMLInputElement).checked,
        undefined,
      ),
    ).toBe(false);
    await options.click('#tl-missed-alerts');
    // The browser shows its prompt (no test hook answers it): the page says what it waits for,
    // and the switch stays off until the browser grants it.
    await untilText(
      options,
      '.tl-alerts-status',
      (text) => text === 'The browser is asking you to allow notifications…',
    );
    expect(await session.ask<{ on: boolean }>({ type: 'recent.alerts' })).toEqual({ on: false });
    await options.screenshot('options-alerts-asking-en');
    await options.close();
  });
}

/** Registered last: the emulator stays closed. */
export function recentCallsUnreachableScenario(session: RecentSession, tabId: () => number): void {
  it('says the tracker cannot be reached instead of showing an empty day', async () => {
    const page = await openRecent(session.driver, tabId());
    await untilText(page, '.tl-recent-status', (text) => text.startsWith('Up to date as of '));
    // The service stops (the last test: the emulator stays closed).
    await session.emulator().close();
    await untilText(
      page,
      '.tl-recent-status',
      (text) =>
        text.startsWith('The tracker could not be reached: these are the calls known as of '),
      60_000,
    );
    expect(await page.count('.tl-recent-group')).toBeGreaterThan(0);
    await page.screenshot('recent-calls-unreachable-en');
    await page.close();
  });
}
