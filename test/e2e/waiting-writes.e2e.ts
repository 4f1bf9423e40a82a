/**
 * A write that keeps failing, in a real Chromium against the emulator: a tag on a call the
 * tracker does not have is refused (not retried by itself); the popup's list says "1 change …
 * waiting", and from that line the rep reaches the write, its reason in English and Russian,
 * Retry (sent again, refused again) and Discard (asked twice; then the outbox is empty and the
 * line gone). Nothing is dropped without the click.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromiumWithExtension, type ChromiumWithExtension } from './harness/chromium.ts';
import { startTestEmulator, type RunningEmulator } from './harness/emulator.ts';
import { extensionMessages } from './harness/extension-messages.ts';
import { startFixtureServer, type FixtureServer } from './harness/pages.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { waitFor } from './harness/wait.ts';

interface Entry {
  id: string;
  state: string;
  attempts: number;
}

describe('A write that keeps failing (Chromium)', () => {
  let chromium: ChromiumWithExtension;
  let emulator: RunningEmulator;
  let fixtures: FixtureServer;
  let control: Page;
  const { send, setLanguage, useEmulatorAt } = extensionMessages(() => control);

  beforeAll(async () => {
    assertBuilt(BUILD_DIRS.chromeDemo);
    emulator = await startTestEmulator({ calls: 50, leads: 10 });
    fixtures = await startFixtureServer();
    chromium = await launchChromiumWithExtension({ extensionDir: BUILD_DIRS.chromeDemo });
    control = await chromium.openExtensionPage('options.html');
    await useEmulatorAt(emulator.baseUrl);
  });

  afterAll(async () => {
    await setLanguage('en').catch(() => undefined);
    await chromium?.close();
    await fixtures?.close();
    await emulator?.close().catch(() => undefined);
  });

  it('says why from the list\'s "waiting" line, and offers Retry and Discard', async () => {
    const site = await chromium.context.newPage();
    await site.goto(fixtures.url('hello.html'));
    const tabId = await waitFor(
      () =>
        chromium.serviceWorker.evaluate(async (url) => {
          const { chrome } = globalThis as unknown as {
            chrome: { tabs: { query(q: object): Promise<{ id?: number; url?: string }[]> } };
          };
          return (await chrome.tabs.query({})).find((tab) => tab.url === url)?.id;
        }, site.url()),
      'the fixture tab',
    );
    await send({
      type: 'tags.add',
      target: { kind: 'call', counterId: emulator.store.demoCounterId, callId: 'no-such-call' },
      tag: 'sale',
    });
    const failing = await waitFor(async () => {
      const entries = await send<Entry[]>({ type: 'outbox.list' });
      return entries.find((entry) => entry.state === 'failing');
    }, 'the write refused and stopped');

    const popup = await chromium.openExtensionPage(`popup.html?tab=${tabId}`, {
      viewport: { width: 400, height: 600 },
    });
    const line = popup.locator('.tl-list-waiting');
    await expect(line.innerText({ timeout: 60_000 })).resolves.toMatch(/^1 change saved here/);
    await popup.locator('.tl-waiting-toggle').click();
    const row = popup.locator(`.tl-waiting-write[data-write-id="${failing.id}"]`);
    await expect(row.locator('.tl-waiting-what').innerText()).resolves.toBe(
      'Tag “sale” on call no-such-call',
    );
    const reason = await row.locator('.tl-waiting-state').innerText();
    expect(reason).toMatch(/^not accepted: /);
    await saveScreenshot(popup, 'waiting-writes-en', { fullPage: false });

    // Retry: sent again at once, refused again, said again.
    await row.locator('.tl-waiting-retry').click();
    await waitFor(async () => {
      const entries = await send<Entry[]>({ type: 'outbox.list' });
      const entry = entries.find((each) => each.id === failing.id);
      return entry?.state === 'failing' && entry.attempts >= 1;
    }, 'the retried write refused again');

    await setLanguage('ru');
    const russian = await chromium.openExtensionPage(`popup.html?tab=${tabId}`, {
      viewport: { width: 400, height: 600 },
    });
    await russian.locator('.tl-waiting-toggle').click({ timeout: 60_000 });
    const ruRow = russian.locator(`.tl-waiting-write[data-write-id="${failing.id}"]`);
    await expect(ruRow.locator('.tl-waiting-state').innerText()).resolves.toMatch(/^не принято: /);
    await saveScreenshot(russian, 'waiting-writes-ru', { fullPage: false });
    await russian.close();
    await setLanguage('en');

    // Discard asks once more; only then is the write gone, and the line with it.
    await popup.reload();
    await popup.locator('.tl-waiting-toggle').click({ timeout: 60_000 });
    await row.locator('.tl-waiting-discard').click();
    expect(await send<Entry[]>({ type: 'outbox.list' })).toHaveLength(1);
    await row.locator('.tl-waiting-discard-sure').click();
    await row.waitFor({ state: 'detached' });
    await line.waitFor({ state: 'detached' });
    expect(await send<Entry[]>({ type: 'outbox.list' })).toEqual([]);
  });
});
