/**
 * First run without waiting (Chromium, product build, fresh profile): the key typed in the
 * options starts the index's first sync at once, with no site switched on and nothing hovered,
 * and the options follow it from "Syncing…" to the records stored. Then a tracker that allows
 * the key one request a second: the options say the key's pace (learnt from its refusals) and
 * the first sync's progress, in English and Russian (.tmp/screenshots/options-first-run-*.png).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundAsk } from '../../scripts/demo-screens.ts';
import { launchChromiumWithExtension, type ChromiumWithExtension } from './harness/chromium.ts';
import { startTestEmulator, type RunningEmulator } from './harness/emulator.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { waitFor } from './harness/wait.ts';

interface Status {
  state: string;
  calls: number;
  leads: number;
  lastSyncAt?: number;
  pace?: { requestsPerSecond: number; limited: boolean };
  firstSync?: { percent: number };
}

const isSyncListing = ({ path, query }: { path: string; query: Record<string, unknown> }) =>
  /\/v2\/(call|leads)\/list$/.test(path) && String(query['filter'] ?? '').includes('>');

describe('first run without waiting (Chromium, product build)', () => {
  let chromium: ChromiumWithExtension;
  let emulator: RunningEmulator;
  let limited: RunningEmulator;
  let options: Page;
  let ask: ReturnType<typeof backgroundAsk>;

  const status = () => ask<Status>({ type: 'index.status' });
  const indexText = () => options.locator('.tl-index').innerText();

  beforeAll(async () => {
    assertBuilt(BUILD_DIRS.chrome);
    emulator = await startTestEmulator({ calls: 400, leads: 100 });
    // Enough rows for a few pages a counter, at one request a second for the key.
    limited = await startTestEmulator({ calls: 24_000, leads: 2_000, rateLimit: 1 });
    chromium = await launchChromiumWithExtension({ extensionDir: BUILD_DIRS.chrome });
    options = await chromium.openExtensionPage('options.html', {
      viewport: { width: 900, height: 1400 },
    });
    await options.getByRole('heading', { name: 'Tracker Lens options' }).waitFor();
    ask = backgroundAsk(options);
    await ask({ type: 'settings.update', patch: { baseUrl: emulator.baseUrl } });
  });

  afterAll(async () => {
    await chromium?.close();
    await emulator?.close();
    await limited?.close();
  });

  it('starts the first sync once the key typed in the options is accepted, no site switched on', async () => {
    expect(await status()).toMatchObject({ state: 'empty', calls: 0, leads: 0 });
    await options.locator('.tl-index').getByText('Nothing stored yet').waitFor();

    // The sync's listings wait at the emulator, so the page is read while the sync runs.
    const sync = emulator.hold(isSyncListing);
    try {
      await options.getByLabel('K50 Tracker API key').fill('demo-key');
      await options.getByRole('button', { name: 'Save and check' }).click();
      await options.getByText(/^The key works: \d+ sites/).waitFor();
      // Nothing hovered, no site on: the key alone started it (the half-hourly alarm is far).
      await waitFor(() => sync.waiting() > 0, 'the first sync to ask for its first page');
      await options.locator('.tl-index').getByText('Syncing…').first().waitFor();
      expect(await indexText()).not.toContain('Nothing stored yet');
    } finally {
      sync.release();
    }

    const done = await waitFor(async () => {
      const now = await status();
      return now.lastSyncAt !== undefined && now.state === 'idle' ? now : undefined;
    }, 'the first sync to end');
    expect(done.calls).toBeGreaterThan(0);
    await options.locator('.tl-index').getByText('Up to date').waitFor();
    expect(await indexText()).toMatch(/Last sync: .+ · [\d,]+ calls and [\d,]+ leads/);
    expect(await indexText()).not.toContain('Nothing stored yet');
    // No site was switched on: the content script is registered nowhere.
    const registered = await options.evaluate(() =>
      (
        globalThis as unknown as {
          chrome: { scripting: { getRegisteredContentScripts(): Promise<unknown[]> } };
        }
      ).chrome.scripting.getRegisteredContentScripts(),
    );
    expect(registered).toEqual([]);
    await saveScreenshot(options, 'options-first-run-done-en');
  });

  it('says the key’s pace and the first sync’s progress under the tracker’s limit', async () => {
    await ask({ type: 'settings.update', patch: { baseUrl: limited.baseUrl } });
    // The first pages are held until the key met its limit (the key check and counters run
    // first, at four requests a second at most): the page is read mid-sync.
    const sync = limited.hold(isSyncListing);
    try {
      await waitFor(() => sync.waiting() > 0, 'the first sync under the limit');
      const paced = await waitFor(async () => {
        const now = await status();
        return now.pace?.limited && now.firstSync ? now : undefined;
      }, 'a refusal for the key’s limit');
      expect(paced.pace!.requestsPerSecond).toBeLessThan(4);
      const pace = options.getByTestId('index-pace');
      await pace.waitFor();
      expect(await pace.innerText()).toMatch(
        /^The tracker limits this key: this browser asks about (1 request every \d+ s|[\d.]+ requests? a second) and leaves the rest to the other browsers on it\.$/,
      );
      expect(await options.getByTestId('index-first-sync').innerText()).toMatch(
        /^First sync \d+% done(, under a minute left| about \d+ min left|, about \d+ min left)?\.$/,
      );
      await options.locator('#data').scrollIntoViewIfNeeded();
      await saveScreenshot(options, 'options-first-run-pace-en');
      await ask({ type: 'settings.update', patch: { language: 'ru' } });
      await options
        .getByTestId('index-pace')
        .getByText(/^Трекер ограничивает этот ключ/)
        .waitFor();
      expect(await options.getByTestId('index-first-sync').innerText()).toMatch(
        /^Первая синхронизация: готово \d+%/,
      );
      await options.locator('#data').scrollIntoViewIfNeeded();
      await saveScreenshot(options, 'options-first-run-pace-ru');
    } finally {
      sync.release();
    }
    await waitFor(
      async () => (await status()).lastSyncAt !== undefined,
      'the first sync under the limit to end',
      { timeoutMs: 180_000 },
    );
    await options.locator('.tl-index').getByText('Актуально').waitFor();
    await options.locator('#data').scrollIntoViewIfNeeded();
    await saveScreenshot(options, 'options-first-run-done-ru');
    await ask({ type: 'settings.update', patch: { language: 'en' } });
  });
});
