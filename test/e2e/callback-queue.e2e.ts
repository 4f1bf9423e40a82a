/**
 * The callback queue in a real Chromium against the emulator: two missed calls added through
 * the tracker's API show under "Missed, not called back" with their source and the count in the
 * header and on the toolbar badge; "Done" takes one out at once and the tracker receives the
 * team's tag; Call back then an outcome tags the other with the outcome and the tag; a search
 * keeps the matching ones. Screenshots of the queue and the options' new section, EN and RU.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTrackerDateTime } from '../../lib/format/tracker-date.ts';
import { launchChromiumWithExtension, type ChromiumWithExtension } from './harness/chromium.ts';
import { startTestEmulator, type RunningEmulator } from './harness/emulator.ts';
import { extensionMessages } from './harness/extension-messages.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { addCallThroughApi } from './harness/tracker-writes.ts';
import { waitFor } from './harness/wait.ts';
import { scaled } from './harness/machine-speed.ts';

const VIEWPORT = { width: 400, height: 600 };
const FIRST = '79267770021';
const SECOND = '79267770022';

interface ChromeGlobal {
  chrome: {
    storage: { local: { set(items: object): Promise<void> } };
    action: { getBadgeText(details: object): Promise<string> };
  };
}

describe('The callback queue (Chromium)', () => {
  let chromium: ChromiumWithExtension;
  let emulator: RunningEmulator;
  let control: Page;
  const { send, setLanguage, useEmulatorAt } = extensionMessages(() => control);
  const ids = { first: `cb-1-${Date.now()}`, second: `cb-2-${Date.now()}` };

  const openQueue = async () => {
    const page = await chromium.openExtensionPage('popup.html', { viewport: VIEWPORT });
    await page.waitForSelector('body[data-ready-ms]');
    await page.locator('.tl-popup-header button[aria-pressed]').click();
    await page.locator('.tl-recent-status').waitFor();
    return page;
  };
  const storedTags = (callId: string) =>
    (emulator.store.findCall(emulator.store.demoCounterId, callId) as { tags: string[] }).tags;
  const badge = () =>
    chromium.serviceWorker.evaluate(() =>
      (globalThis as unknown as ChromeGlobal).chrome.action.getBadgeText({}),
    );

  beforeAll(async () => {
    assertBuilt(BUILD_DIRS.chromeDemo);
    emulator = await startTestEmulator({ calls: 200, leads: 50 });
    chromium = await launchChromiumWithExtension({ extensionDir: BUILD_DIRS.chromeDemo });
    control = await chromium.openExtensionPage('options.html');
    await control.evaluate(() =>
      (globalThis as unknown as ChromeGlobal).chrome.storage.local.set({ demoRecentPassMs: 2000 }),
    );
    await useEmulatorAt(emulator.baseUrl);
    await send({ type: 'index.sync' });
    await waitFor(
      async () => (await send<{ lastSyncAt?: number }>({ type: 'index.status' })).lastSyncAt,
      'the first index sync',
    );
    for (const [callId, phone, source] of [
      [ids.first, FIRST, 'yandex'],
      [ids.second, SECOND, 'google'],
    ] as const) {
      await addCallThroughApi(emulator, {
        callId,
        callerPhone: phone,
        startTime: formatTrackerDateTime(Date.now() - 60_000),
        duration: 0,
        status: 'FAILED',
        utmSource: source,
        utmMedium: 'cpc',
        utmCampaign: 'spring-sale',
      });
    }
  });

  afterAll(async () => {
    await setLanguage('en').catch(() => undefined);
    await chromium?.close();
    await emulator?.close().catch(() => undefined);
  });

  it('lists the open missed calls with their source, counts them, and Done closes one for the team', async () => {
    const page = await openQueue();
    await page.getByRole('button', { name: /Missed, not called back/ }).click();
    const first = page.locator(`.tl-queue-item[data-call-id="${ids.first}"]`);
    const second = page.locator(`.tl-queue-item[data-call-id="${ids.second}"]`);
    await first.waitFor({ timeout: scaled(60_000) });
    await second.waitFor();
    await expect(first.locator('.tl-queue-source').innerText()).resolves.toBe(
      'yandex / cpc · spring-sale',
    );
    const count = Number(
      /(\d+)/.exec(await page.locator('.tl-queue-count').innerText())?.[1] ?? NaN,
    );
    expect(count).toBeGreaterThanOrEqual(2);
    // The choice is kept, and the toolbar button shows the count.
    await waitFor(
      async () => (await send<{ callbackQueue: boolean }>({ type: 'settings.get' })).callbackQueue,
      'the queue kept as the view',
    );
    await waitFor(async () => Number(await badge()) >= 2, 'the queue count on the badge');
    await saveScreenshot(page, 'callback-queue-en');

    // The search keeps the matching calls.
    await page.getByRole('searchbox', { name: 'Search the queue' }).fill('google');
    await first.waitFor({ state: 'detached' });
    await expect(second.isVisible()).resolves.toBe(true);
    await page.getByRole('searchbox', { name: 'Search the queue' }).fill('');
    await first.waitFor();

    await first.getByRole('button', { name: 'Done' }).click();
    await first.waitFor({ state: 'detached' });
    await waitFor(() => storedTags(ids.first).includes('called-back'), 'the tag at the tracker');

    // The number opens its detail, where the newest call's outcomes are one click away.
    await second.locator('.tl-recent-number').click();
    const outcome = page.locator(`.tl-newest-outcome[data-call-id="${ids.second}"]`);
    await outcome.getByRole('button', { name: 'wrong number' }).waitFor();
    await saveScreenshot(page, 'callback-detail-outcomes-en');
    await page.close();
  });

  it('offers the outcomes after Call back; one closes the call with the outcome and the tag', async () => {
    const page = await openQueue();
    const second = page.locator(`.tl-queue-item[data-call-id="${ids.second}"]`);
    await second.waitFor({ timeout: scaled(60_000) });
    // The tel: link would leave the page for the calling app: the click is kept in the page.
    await page.evaluate(() =>
      document.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
      }),
    );
    await second.getByRole('link', { name: 'Call back' }).click();
    await second.getByRole('button', { name: 'interested' }).waitFor();
    await saveScreenshot(page, 'callback-queue-outcomes-en');
    await second.getByRole('button', { name: 'interested' }).click();
    await second.waitFor({ state: 'detached' });
    await waitFor(
      () => ['interested', 'called-back'].every((tag) => storedTags(ids.second).includes(tag)),
      'the outcome and the tag at the tracker',
    );
    await page.close();
  });

  it('says it in Russian, and the options have the new settings in both languages', async () => {
    const options = await chromium.openExtensionPage('options.html', {
      viewport: { width: 900, height: 900 },
    });
    await options.locator('#callbacks').scrollIntoViewIfNeeded();
    await expect(options.locator('#tl-called-back-tag').inputValue()).resolves.toBe('called-back');
    await saveScreenshot(options, 'callback-options-en');
    await setLanguage('ru');
    await options.locator('#callbacks', { hasText: 'Перезвоны и итоги звонков' }).waitFor();
    await options.locator('#callbacks').scrollIntoViewIfNeeded();
    await saveScreenshot(options, 'callback-options-ru');
    const page = await openQueue();
    await page.getByRole('button', { name: /Не перезвонили/ }).waitFor();
    await page.locator('.tl-queue').waitFor();
    await saveScreenshot(page, 'callback-queue-ru');
  });
});
