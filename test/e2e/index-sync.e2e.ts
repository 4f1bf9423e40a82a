/**
 * The first index sync in real Chromium with the demo build, against an emulator with many
 * calls, a phone filter it refuses (strict) and some latency: a number is answered from the
 * index before the sync ends, the answer says how many days the index covers so far, and the
 * open popup refines itself once the sync reaches the number's older calls. Shot in English and
 * Russian (.tmp/screenshots/index-syncing-*.png).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PHONES } from '../../emulator/index.ts';
import { backgroundAsk } from '../../scripts/demo-screens.ts';
import { launchChromiumWithExtension, type ChromiumWithExtension } from './harness/chromium.ts';
import { startTestEmulator, type RunningEmulator } from './harness/emulator.ts';
import { startFixtureServer, type FixtureServer } from './harness/pages.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { waitFor } from './harness/wait.ts';

const PHONE = DEMO_PHONES.manyCallsAndLeads;
const COVERS_EN = /Index syncing: covers the last (\d+) days? of 90/;
const COVERS_RU = /Индекс загружается: есть данные за (\d+) (день|дня|дней) из 90/;

interface Status {
  state: string;
  lastSyncAt?: number;
  coverage?: { from: number; to: number; complete: boolean };
}
interface Detail {
  calls: unknown[];
  answer: { kind: string; covers?: { from: number; to: number } };
}

describe('progressive first sync (Chromium, demo build)', () => {
  let chromium: ChromiumWithExtension;
  let emulator: RunningEmulator;
  let fixtures: FixtureServer;
  let control: Page;
  let ask: ReturnType<typeof backgroundAsk>;

  const settings = () => ask<Record<string, unknown>>({ type: 'settings.get' });
  const update = async (patch: Record<string, unknown>) =>
    ask({ type: 'settings.update', patch: { ...(await settings()), ...patch } });

  const popupFor = async (phone: string) => {
    const page = await chromium.openExtensionPage('popup.html', {
      viewport: { width: 400, height: 600 },
    });
    await page.waitForSelector('body[data-ready-ms]');
    await page.getByRole('searchbox').fill(phone);
    await page.getByRole('searchbox').press('Enter');
    await page.locator('.tl-h-answer').first().waitFor({ timeout: 30_000 });
    return page;
  };

  beforeAll(async () => {
    assertBuilt(BUILD_DIRS.chromeDemo);
    fixtures = await startFixtureServer();
    // 60,000 calls over 180 days, 300 ms a page: the first sync takes tens of seconds.
    emulator = await startTestEmulator({
      calls: 60_000,
      leads: 12_000,
      strictFilter: true,
      latencyMs: 300,
    });
    chromium = await launchChromiumWithExtension({ extensionDir: BUILD_DIRS.chromeDemo });
    control = await chromium.openExtensionPage('options.html');
    ask = backgroundAsk(control);
    await waitFor(
      async () => (await ask<{ configured: boolean }>({ type: 'setup.status' })).configured,
      'the demo key preset',
    );
  });

  afterAll(async () => {
    await chromium?.close();
    await emulator?.close();
    await fixtures?.close();
  });

  it('answers from the first pages with their coverage, then refines the open popup', async () => {
    await update({ language: 'en', baseUrl: emulator.baseUrl });
    await waitFor(
      async () =>
        (await ask<{ key: { state: string } }>({ type: 'setup.status' })).key.state === 'valid',
      'the key to be valid',
      { timeoutMs: 60_000 },
    );
    await ask({ type: 'index.sync' }).catch(() => undefined);

    // The index answers while the sync still runs, and says how far back it is complete.
    let early: Detail | undefined;
    await waitFor(
      async () => {
        const detail = await ask<Detail>({ type: 'lookup.detail', phone: PHONE });
        if (detail.answer.kind === 'syncing' && detail.answer.covers && detail.calls.length > 0)
          early = detail;
        return early !== undefined;
      },
      'an answer from the index while it syncs',
      { timeoutMs: 60_000, intervalMs: 300 },
    );
    const during = await ask<Status>({ type: 'index.status' });
    expect(during.state).toBe('syncing');
    expect(during.lastSyncAt).toBeUndefined();
    expect(during.coverage?.complete).toBe(false);

    // The hover card on a CRM-like page says the same.
    const site = await chromium.context.newPage();
    await site.goto(fixtures.url('hello.html'));
    const card = site.locator('tracker-lens-ui .tl-card');
    await waitFor(
      async () => {
        const box = await site.locator('#client-phone-1').boundingBox();
        if (!box) return false;
        await site.mouse.move(box.x + 5, box.y + box.height / 2);
        await site.mouse.move(box.x + 20, box.y + box.height / 2, { steps: 4 });
        await card.waitFor({ state: 'visible', timeout: 2_000 }).catch(() => undefined);
        return /Index syncing: covers the last|From local data/.test(
          await card.innerText().catch(() => ''),
        );
      },
      'the card to say what the index covers',
      { timeoutMs: 40_000, intervalMs: 500 },
    );
    await saveScreenshot(site, 'index-syncing-card-en', { fullPage: false });
    await site.close();

    const popup = await popupFor(PHONE);
    const line = popup.locator('.tl-h-answer').first();
    const syncingText = await line.innerText();
    const days = Number(COVERS_EN.exec(syncingText)?.[1]);
    expect(days).toBeGreaterThanOrEqual(1);
    expect(days).toBeLessThan(90);
    await saveScreenshot(popup, 'index-syncing-en', { fullPage: false });

    await update({ language: 'ru' });
    const popupRu = await popupFor(PHONE);
    const ruText = await popupRu.locator('.tl-h-answer').first().innerText();
    // The sync may have finished meanwhile on a fast machine; then the words are the index's.
    expect(ruText).toMatch(new RegExp(`${COVERS_RU.source}|Из локальных данных`));
    await saveScreenshot(popupRu, 'index-syncing-ru', { fullPage: false });
    await popupRu.close();

    // The popup left open follows the sync and ends with the complete index's answer.
    await waitFor(
      async () =>
        /From local data \(last 90 days\)|Из локальных данных/.test(await line.innerText()),
      'the open popup to show the complete index',
      { timeoutMs: 180_000, intervalMs: 1_000 },
    );
    const done = await ask<Status>({ type: 'index.status' });
    expect(done.lastSyncAt).toBeDefined();
    expect(done.coverage?.complete).toBe(true);
    const final = await ask<Detail>({ type: 'lookup.detail', phone: PHONE });
    expect(final.answer.kind).toBe('index');
    // The demo number has calls up to 90 days back: the first pages held only the newest.
    expect(final.calls.length).toBeGreaterThan(early!.calls.length);
    await popup.close();
  });
});
