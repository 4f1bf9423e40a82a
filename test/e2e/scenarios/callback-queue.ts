/**
 * The callback queue and the outcome buttons, written once and registered by
 * `callback-queue.e2e.ts` (Chromium) and `callback-queue-firefox.e2e.ts` (Firefox ESR) against
 * the emulator: two missed calls added through the tracker's API show under "Missed, not called
 * back" with their source and the count in the header and on the toolbar button; a search keeps
 * the matching ones; "Done" takes one out at once and the tracker receives the team's tag; the
 * number's detail offers the newest call's outcomes; Call back then an outcome tags the other
 * with the outcome and the tag; with the rep's name set, Done also writes `called-back:<name>`
 * and the queue's closed calls say "called back by <name>"; the queue and the options' section
 * in Russian.
 */
import { expect, it } from 'vitest';
import { formatTrackerDateTime } from '../../../lib/format/tracker-date.ts';
import type { BrowserDriver, DriverPage } from '../harness/driver.ts';
import type { RunningEmulator } from '../harness/emulator.ts';
import { fillField } from '../harness/fill-field.ts';
import { addCallThroughApi } from '../harness/tracker-writes.ts';
import { waitFor } from '../harness/wait.ts';

export const QUEUE_VIEWPORT = { width: 400, height: 600 };
const FIRST = '79267770021';
const SECOND = '79267770022';
const THIRD = '79267770023';

export interface QueueSession {
  driver: BrowserDriver;
  emulator: () => RunningEmulator;
  /** A message to the background from an extension page, as the views send it; throws on an error answer. */
  ask: <T>(message: unknown) => Promise<T>;
}

interface ExtensionGlobal {
  browser?: ExtensionApi;
  chrome?: ExtensionApi;
}
interface ExtensionApi {
  storage: { session: { set(items: object): Promise<void> } };
  action?: { getBadgeText(details: object): Promise<string> };
  browserAction?: { getBadgeText(details: object): Promise<string> };
}

/** The two missed calls the scenario works on, unique to the run. */
export function queueCalls() {
  const stamp = Date.now();
  return { first: `cb-1-${stamp}`, second: `cb-2-${stamp}` };
}

/** The toolbar button's text, read in the extension (MV3 `action`, MV2 `browserAction`). */
export const badgeText = (driver: BrowserDriver) =>
  driver.inExtension(async () => {
    const api =
      (globalThis as unknown as ExtensionGlobal).browser ??
      (globalThis as unknown as ExtensionGlobal).chrome!;
    return (api.action ?? api.browserAction)!.getBadgeText({});
  }, undefined);

/**
 * Before the first Recent calls message: the demo build's pass runs every 2 s; the index is
 * synced; then the two missed calls are added through the tracker's API.
 */
export async function prepareQueue(
  session: QueueSession,
  ids: ReturnType<typeof queueCalls>,
): Promise<void> {
  await session.driver.inExtension(async () => {
    const api =
      (globalThis as unknown as ExtensionGlobal).browser ??
      (globalThis as unknown as ExtensionGlobal).chrome!;
    await api.storage.session.set({ demoRecentPassMs: 2000 });
  }, undefined);
  await session.ask({ type: 'index.sync' });
  await waitFor(
    async () => (await session.ask<{ lastSyncAt?: number }>({ type: 'index.status' })).lastSyncAt,
    'the first index sync',
  );
  for (const [callId, phone, source] of [
    [ids.first, FIRST, 'yandex'],
    [ids.second, SECOND, 'google'],
  ] as const) {
    await addCallThroughApi(session.emulator(), {
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
}

/** The popup in a tab, Recent calls opened. */
export async function openRecentCalls(driver: BrowserDriver): Promise<DriverPage> {
  const page = await driver.openExtensionPage('popup.html', QUEUE_VIEWPORT);
  await page.waitFor('body[data-ready-ms]', 'visible');
  await page.click('.tl-popup-header button[aria-pressed]');
  await page.waitFor('.tl-recent-status', 'visible');
  return page;
}

/** The tel: link would leave the page for the calling app: the click is kept in the page. */
export const keepTelClicks = (page: DriverPage) =>
  page.evaluate(() => {
    document.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
    });
  }, undefined);

export const queueItem = (callId: string) => `.tl-queue-item[data-call-id="${callId}"]`;

export function callbackQueueScenario(
  session: QueueSession,
  ids: () => ReturnType<typeof queueCalls>,
) {
  const { driver } = session;
  const storedTags = (callId: string) =>
    (
      session.emulator().store.findCall(session.emulator().store.demoCounterId, callId) as {
        tags: string[];
      }
    ).tags;

  it('lists the open missed calls with their source, counts them, and Done closes one for the team', async () => {
    const page = await openRecentCalls(driver);
    await page.click('[data-view="queue"]');
    const first = queueItem(ids().first);
    const second = queueItem(ids().second);
    await page.waitFor(first, 'visible', 60_000);
    await page.waitFor(second, 'visible');
    expect(await page.text(`${first} .tl-queue-source`)).toBe('yandex / cpc · spring-sale');
    const count = Number(/(\d+)/.exec(await page.text('.tl-queue-count'))?.[1] ?? NaN);
    expect(count).toBeGreaterThanOrEqual(2);
    // The choice is kept, and the toolbar button shows the count.
    await waitFor(
      async () =>
        (await session.ask<{ callbackQueue: boolean }>({ type: 'settings.get' })).callbackQueue,
      'the queue kept as the view',
    );
    await waitFor(async () => Number(await badgeText(driver)) >= 2, 'the queue count on the badge');
    await page.screenshot('callback-queue-en');

    // The search keeps the matching calls.
    await fillField(page, '.tl-queue-search', 'google');
    await page.waitFor(first, 'hidden');
    expect(await page.count(second)).toBe(1);
    await fillField(page, '.tl-queue-search', '');
    await page.waitFor(first, 'visible');

    await page.click(`${first} .tl-queue-done`);
    await page.waitFor(first, 'hidden');
    await waitFor(() => storedTags(ids().first).includes('called-back'), 'the tag at the tracker');

    // The number opens its detail, where the newest call's outcomes are one click away.
    await page.click(`${second} .tl-recent-number`);
    await page.waitFor(
      `.tl-newest-outcome[data-call-id="${ids().second}"] [data-tag="wrong number"]`,
      'visible',
    );
    await page.screenshot('callback-detail-outcomes-en');
    await page.close();
  });

  it('offers the outcomes after Call back; one closes the call with the outcome and the tag', async () => {
    const page = await openRecentCalls(driver);
    const second = queueItem(ids().second);
    await page.waitFor(second, 'visible', 60_000);
    await keepTelClicks(page);
    await page.click(`${second} a[href^="tel:"]`);
    await page.waitFor(`${second} [data-tag="interested"]`, 'visible');
    await page.screenshot('callback-queue-outcomes-en');
    await page.click(`${second} [data-tag="interested"]`);
    await page.waitFor(second, 'hidden');
    await waitFor(
      () => ['interested', 'called-back'].every((tag) => storedTags(ids().second).includes(tag)),
      'the outcome and the tag at the tracker',
    );
    await page.close();
  });

  it('with the rep named, Done records who for the team, and the queue says who called back', async () => {
    await session.ask({ type: 'settings.update', patch: { repName: 'Anna Petrova' } });
    const third = `cb-3-${Date.now()}`;
    await addCallThroughApi(session.emulator(), {
      callId: third,
      callerPhone: THIRD,
      startTime: formatTrackerDateTime(Date.now() - 30_000),
      duration: 0,
      status: 'FAILED',
      utmSource: 'vk',
      utmMedium: 'social',
    });
    const page = await openRecentCalls(driver);
    await page.waitFor(queueItem(third), 'visible', 60_000);
    await page.click(`${queueItem(third)} .tl-queue-done`);
    await page.waitFor(queueItem(third), 'hidden');
    const closed = `.tl-queue-closed-item[data-call-id="${third}"]`;
    await page.waitFor(closed, 'visible');
    expect(await page.text(`${closed} .tl-queue-by`)).toBe('called back by Anna Petrova');
    // The earlier Done, before a name was set, says only that it was marked.
    expect(
      await page.text(`.tl-queue-closed-item[data-call-id="${ids().first}"] .tl-queue-by`),
    ).toBe('marked called back');
    await waitFor(
      () =>
        ['called-back', 'called-back:Anna Petrova'].every((tag) => storedTags(third).includes(tag)),
      'the tag and the one naming the rep at the tracker',
    );
    await page.scrollIntoView('.tl-queue-closed');
    await page.screenshot('callback-queue-who-en');
    await session.ask({ type: 'settings.update', patch: { language: 'ru' } });
    await page.close();
    const russian = await openRecentCalls(driver);
    await russian.waitFor(closed, 'visible', 60_000);
    await waitFor(
      async () => (await russian.text(`${closed} .tl-queue-by`)) === 'перезвонил(а) Anna Petrova',
      'who called back, in Russian',
    );
    await russian.scrollIntoView('.tl-queue-closed');
    await russian.screenshot('callback-queue-who-ru');
    await russian.close();
    await session.ask({ type: 'settings.update', patch: { language: 'en' } });
  });

  it('says it in Russian, and the options have the new settings in both languages', async () => {
    const options = await driver.openExtensionPage('options.html', { width: 900, height: 900 });
    await options.waitFor('#callbacks', 'visible');
    await options.scrollIntoView('#callbacks');
    expect(
      await options.evaluate(
        () => document.querySelector<HTMLInputElement>('#tl-called-back-tag')!.value,
        undefined,
      ),
    ).toBe('called-back');
    expect(
      await options.evaluate(
        () => document.querySelector<HTMLInputElement>('#tl-rep-name')!.value,
        undefined,
      ),
    ).toBe('Anna Petrova');
    await options.screenshot('callback-options-en');
    await session.ask({ type: 'settings.update', patch: { language: 'ru' } });
    await waitFor(
      async () => (await options.text('#callbacks')).includes('Перезвоны и итоги звонков'),
      'the options in Russian',
    );
    await options.scrollIntoView('#callbacks');
    await options.screenshot('callback-options-ru');
    await options.close();
    const page = await openRecentCalls(driver);
    await waitFor(
      async () => (await page.text('[data-view="queue"]')).includes('Не перезвонили'),
      'the queue in Russian',
    );
    await page.waitFor('.tl-queue', 'visible');
    await page.screenshot('callback-queue-ru');
    await page.close();
    // The number's detail offers its newest call's outcomes in Russian too.
    const detail = await driver.openExtensionPage('popup.html', QUEUE_VIEWPORT);
    await detail.waitFor('#tl-search-input', 'visible');
    await detail.typeAndEnter('#tl-search-input', FIRST);
    await detail.waitFor(`.tl-newest-outcome[data-call-id="${ids().first}"]`, 'visible', 60_000);
    await waitFor(
      async () => (await detail.text('.tl-newest-outcome')).includes('Итог'),
      'the outcomes in Russian',
    );
    await detail.screenshot('callback-detail-outcomes-ru');
    await detail.close();
  });
}
