/**
 * The options page in a real Chromium against the emulator: the service address set through
 * the page, the key removed (popup then offers the options), a wrong key explained, the right
 * key accepted with its counters listed, a counter unchecked, and screenshots in both languages.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Result } from '../../lib/types/result.ts';
import type { Settings } from '../../lib/storage/settings.ts';
import { launchChromiumWithExtension, type ChromiumWithExtension } from './harness/chromium.ts';
import { startTestEmulator, type RunningEmulator } from './harness/emulator.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { waitFor } from './harness/wait.ts';

interface ChromeGlobal {
  chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };
}

describe('options page in Chromium against the emulator', () => {
  let chromium: ChromiumWithExtension;
  let emulator: RunningEmulator;
  let page: Page;

  const send = async <T>(message: unknown): Promise<T> => {
    const answer = (await page.evaluate(
      (m) => (globalThis as unknown as ChromeGlobal).chrome.runtime.sendMessage(m),
      message,
    )) as Result<T>;
    if (!answer.ok) throw new Error(`${JSON.stringify(message)}: ${answer.error.kind}`);
    return answer.data;
  };
  const saveKey = async (key: string) => {
    await page.getByLabel('K50 Tracker API key').fill(key);
    await page.getByRole('button', { name: 'Save and check' }).click();
  };

  beforeAll(async () => {
    assertBuilt(BUILD_DIRS.chromeDemo);
    emulator = await startTestEmulator({ calls: 300, leads: 80 });
    chromium = await launchChromiumWithExtension({ extensionDir: BUILD_DIRS.chromeDemo });
    page = await chromium.openExtensionPage('options.html', {
      viewport: { width: 900, height: 1000 },
    });
    await page.getByRole('heading', { name: 'Tracker Lens options' }).waitFor();
  });

  afterAll(async () => {
    await chromium?.close();
    await emulator?.close();
  });

  it('points the extension at another service address from the page', async () => {
    await page.getByLabel('API address').fill(emulator.baseUrl);
    await page.getByRole('button', { name: 'Use this address' }).click();
    await waitFor(
      async () => (await send<Settings>({ type: 'settings.get' })).baseUrl === emulator.baseUrl,
      'the new address to be saved',
    );
  });

  it('without a key, the popup leads to the options', async () => {
    await page.getByRole('button', { name: 'Remove key' }).click();
    await page.getByText(/No key yet/).waitFor();
    const popup = await chromium.openExtensionPage('popup.html', {
      viewport: { width: 400, height: 600 },
    });
    await popup.getByRole('button', { name: 'Open options' }).waitFor();
    await saveScreenshot(popup, 'popup-no-key-en', { fullPage: false });
    await popup.close();
  });

  it('explains a wrong key, then accepts the right one and lists its counters', async () => {
    await saveKey('wrong-key');
    // Refused, so not stored: the page says both.
    await page.getByText('The service refused this key; it was not saved.').waitFor();
    await expect(page.getByText(/Copy the key again/).count()).resolves.toBe(1);
    await saveScreenshot(page, 'options-wrong-key-en');
    await saveKey(emulator.keys.full);
    await page.getByText(/^The key works: \d+ sites/).waitFor();
    await page.locator('.tl-project').first().waitFor();
    const boxes = page.locator('.tl-project input[type=checkbox]');
    const total = await boxes.count();
    expect(total).toBe(emulator.store.counters.length);
    await boxes.first().uncheck();
    await waitFor(
      async () =>
        (await send<Settings>({ type: 'settings.get' })).selectedCounterIds?.length === total - 1,
      'the counter choice to be saved',
    );
    await page.getByRole('button', { name: 'Select all' }).click();
    await waitFor(
      async () => (await send<Settings>({ type: 'settings.get' })).selectedCounterIds === null,
      'all counters selected again',
    );
    await saveScreenshot(page, 'options-valid-en');
  });

  it('switches to Russian and keeps the other settings', async () => {
    await page.getByRole('radio', { name: 'Русский' }).check();
    await page.getByRole('heading', { name: 'Настройки Tracker Lens' }).waitFor();
    const settings = await send<Settings>({ type: 'settings.get' });
    expect(settings).toMatchObject({ language: 'ru', baseUrl: emulator.baseUrl });
    await saveScreenshot(page, 'options-valid-ru');
    await page.getByRole('radio', { name: 'English' }).check();
  });
});
