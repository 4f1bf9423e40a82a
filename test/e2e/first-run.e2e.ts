/**
 * First run without waiting (Chromium, product build, fresh profile): the shared scenario
 * (`scenarios/first-run.ts`: the key typed in the options starts the index's first sync at
 * once, no site switched on, followed from "Syncing…" to the records stored), also run by
 * `first-run-firefox.e2e.ts`. Then a tracker that allows
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
import { chromiumDriver } from './harness/driver-chromium.ts';
import {
  FIRST_RUN_VIEWPORT,
  firstRunScenario,
  isSyncListing,
  type IndexStatus as Status,
} from './scenarios/first-run.ts';

describe('first run without waiting (Chromium, product build)', () => {
  let chromium: ChromiumWithExtension;
  let emulator: RunningEmulator;
  let limited: RunningEmulator;
  let options: Page;
  let ask: ReturnType<typeof backgroundAsk>;

  const status = () => ask<Status>({ type: 'index.status' });

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
  });

  afterAll(async () => {
    await chromium?.close();
    await emulator?.close();
    await limited?.close();
  });

  firstRunScenario({
    driver: chromiumDriver(() => chromium, FIRST_RUN_VIEWPORT),
    emulator: () => emulator,
    ask: (message) => ask(message),
    scriptOrigins: async () => {
      const scripts = (await options.evaluate(() =>
        (
          globalThis as unknown as {
            chrome: { scripting: { getRegisteredContentScripts(): Promise<unknown[]> } };
          }
        ).chrome.scripting.getRegisteredContentScripts(),
      )) as { matches?: string[] }[];
      return scripts.flatMap((script) => script.matches ?? []);
    },
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
