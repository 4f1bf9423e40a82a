import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../../benchmarks/detection-corpus.ts';
import { launchChromiumWithExtension, type ChromiumWithExtension } from './harness/chromium.ts';
import { detectedDigits } from './harness/detection.ts';
import { useEmulator } from './harness/emulator.ts';
import { startFixtureServer, type FixtureServer } from './harness/pages.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { waitFor } from './harness/wait.ts';

interface ChromeGlobal {
  chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };
}

// The region list set in the options page reaches the content script: a German national
// number on a Russian page is read once Germany is among the user's regions.
describe('region list from the options page to detection (Chromium, demo build)', () => {
  const emulator = useEmulator();
  let chromium: ChromiumWithExtension;
  let pages: FixtureServer;
  let options: Page;

  const send = (message: unknown) =>
    options.evaluate(
      (m) => (globalThis as unknown as ChromeGlobal).chrome.runtime.sendMessage(m),
      message,
    );

  const detectedAfterLoad = async (expected: string[]) => {
    const page = await chromium.context.newPage();
    const url = pages.url('assets/regions.html');
    await page.goto(url);
    const seen = await waitFor(
      async () => {
        const now = await detectedDigits(chromium, url);
        return expected.every((digits) => now.includes(digits)) ? now : undefined;
      },
      `${expected.join(', ')} on the regions page`,
    );
    await page.close();
    return [...seen].sort();
  };

  beforeAll(async () => {
    assertBuilt(BUILD_DIRS.chromeDemo);
    chromium = await launchChromiumWithExtension({ extensionDir: BUILD_DIRS.chromeDemo });
    pages = await startFixtureServer({ root: CORPUS_DIR });
    options = await chromium.openExtensionPage('options.html', {
      viewport: { width: 900, height: 1200 },
    });
    expect(
      await send({ type: 'settings.update', patch: { baseUrl: emulator().baseUrl } }),
    ).toMatchObject({ ok: true });
  });

  afterAll(async () => {
    await pages?.close();
    await chromium?.close();
  });

  it('reads only the default region until another is added in the options', async () => {
    // The Russian number is the signal that the page was scanned; the German one is not read.
    expect(await detectedAfterLoad(['79161234567'])).toEqual(['79161234567']);

    for (const language of ['en', 'ru'] as const) {
      await send({ type: 'settings.update', patch: { language } });
      await options.reload();
      const add = options.locator('#region select').nth(1);
      await add.waitFor();
      if (language === 'en') await add.selectOption('DE');
      await waitFor(
        () =>
          options
            .locator('.tl-region-list')
            .getByText(language === 'en' ? 'Germany (DE)' : 'Германия (DE)')
            .isVisible(),
        'Germany in the list of other countries',
      );
      await options.locator('#region').scrollIntoViewIfNeeded();
      await saveScreenshot(options, `options-regions-${language}`, { fullPage: false });
    }
    expect(await send({ type: 'settings.get' })).toMatchObject({
      ok: true,
      data: { defaultRegion: 'RU', regions: ['RU', 'DE'] },
    });

    expect(await detectedAfterLoad(['79161234567', '493012345678'])).toEqual([
      '493012345678',
      '79161234567',
    ]);
  });
});
