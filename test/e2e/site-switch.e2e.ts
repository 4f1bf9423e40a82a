/**
 * The product build on a site not switched on (Chromium): the popup says Tracker Lens is off on
 * that site instead of "no numbers", "Look up once" reads the tab through the toolbar click's
 * `activeTab`, and "Switch on" asks the browser for the site from the popup's own click.
 *
 * The toolbar click is Chromium's own: CDP `Extensions.triggerAction` (with
 * `--enable-unsafe-extension-debugging`) runs the action on the tab and grants `activeTab`, as a
 * person's click does. The site is served as `localhost`: the emulator (the tracker) is on
 * 127.0.0.1, where the extension never runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { backgroundAsk } from '../../scripts/demo-screens.ts';
import { launchChromiumWithExtension, type ChromiumWithExtension } from './harness/chromium.ts';
import { startTestEmulator, type RunningEmulator } from './harness/emulator.ts';
import { startFixtureServer, type FixtureServer } from './harness/pages.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { waitFor } from './harness/wait.ts';
import { scaled } from './harness/machine-speed.ts';

interface ChromeGlobal {
  chrome: { tabs: { query(q: object): Promise<{ id?: number; url?: string }[]> } };
}

describe('a site not switched on (Chromium, product build)', () => {
  let chromium: ChromiumWithExtension;
  let emulator: RunningEmulator;
  let fixtures: FixtureServer;
  let control: Page;

  beforeAll(async () => {
    assertBuilt(BUILD_DIRS.chrome);
    emulator = await startTestEmulator({ calls: 400, leads: 100 });
    fixtures = await startFixtureServer();
    chromium = await launchChromiumWithExtension({
      extensionDir: BUILD_DIRS.chrome,
      extraArgs: ['--enable-unsafe-extension-debugging'],
    });
    control = await chromium.openExtensionPage('options.html');
    const ask = backgroundAsk(control);
    await ask({ type: 'settings.update', patch: { baseUrl: emulator.baseUrl } });
    await ask({ type: 'key.set', apiKey: 'demo-key' });
    await waitFor(
      async () =>
        (await ask<{ key: { state: string } }>({ type: 'setup.status' })).key.state === 'valid',
      'the key to be valid',
    );
  });

  afterAll(async () => {
    await chromium?.close();
    await fixtures?.close();
    await emulator?.close();
  });

  /** A fixture page on `localhost`, clicked on the toolbar (activeTab); its tab id. */
  const openSiteClicked = async (path: string): Promise<{ site: Page; tabId: number }> => {
    const url = fixtures.url(path).replace('127.0.0.1', 'localhost');
    const site = await chromium.context.newPage();
    await site.goto(url);
    const browser = chromium.context.browser()!;
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = (await cdp.send('Target.getTargets', {
      filter: [{ type: 'tab' }],
    })) as { targetInfos: { targetId: string; url: string }[] };
    const target = targetInfos.find((info) => info.url === url)!;
    await cdp.send(
      'Extensions.triggerAction' as never,
      {
        id: chromium.extensionId,
        targetId: target.targetId,
      } as never,
    );
    await cdp.detach();
    // The click's activeTab lets the extension see this tab's address (and only this one's).
    const tabId = await waitFor(async () => {
      const tabs = await control.evaluate(() =>
        (globalThis as unknown as ChromeGlobal).chrome.tabs.query({}),
      );
      return tabs.find((tab) => tab.url === url)?.id;
    }, 'the clicked tab');
    return { site, tabId };
  };

  const openPopup = async (tabId: number, language: 'en' | 'ru' = 'en') => {
    await backgroundAsk(control)({ type: 'settings.update', patch: { language } });
    const popup = await chromium.openExtensionPage(`popup.html?tab=${tabId}`, {
      viewport: { width: 400, height: 560 },
    });
    await popup.waitForSelector('body[data-ready-ms]');
    return popup;
  };

  it('says Tracker Lens is off on the site, and "Look up once" lists the page’s numbers', async () => {
    const { tabId } = await openSiteClicked('hello.html');
    const popup = await openPopup(tabId);
    await popup.getByText('Tracker Lens is off on localhost.').waitFor();
    expect(await popup.locator('body').innerText()).not.toContain('No phone numbers found');
    await popup.getByRole('button', { name: 'Switch on for localhost' }).waitFor();
    await saveScreenshot(popup, 'popup-site-off-en', { fullPage: false });
    const ru = await openPopup(tabId, 'ru');
    await ru.getByText('Tracker Lens выключен на localhost.').waitFor();
    await saveScreenshot(ru, 'popup-site-off-ru', { fullPage: false });
    await ru.close();
    await backgroundAsk(control)({ type: 'settings.update', patch: { language: 'en' } });

    await popup.getByRole('button', { name: 'Look up once' }).click();
    await popup
      .locator('.tl-phone')
      .first()
      .waitFor({ timeout: scaled(20_000) });
    expect(await popup.locator('.tl-phone-list').innerText()).toContain('+7 916 123-45-67');
    // Nothing was switched on: the once-only read asked for no permission.
    const granted = await control.evaluate(() =>
      (
        globalThis as unknown as {
          chrome: { permissions: { getAll(): Promise<{ origins?: string[] }> } };
        }
      ).chrome.permissions.getAll(),
    );
    expect(granted.origins ?? []).not.toContain('http://localhost/*');
  });

  it('"Switch on" asks the browser for the site from the popup’s own click', async () => {
    const { tabId } = await openSiteClicked('hello.html?second');
    const popup = await openPopup(tabId);
    await popup.getByRole('button', { name: 'Switch on for localhost' }).click();
    // Chromium shows its permission prompt (no test hook answers it in this browser): the
    // popup says what it waits for. The grant (Firefox's pref
    // `extensions.webextOptionalPermissionPrompts` = false stands for the user's "Allow"), the
    // registration, the open page starting without a reload and a new page load on the site
    // run in Firefox ESR with the product build (site-switch-firefox.e2e.ts).
    await popup.getByText('The browser is asking you to allow localhost').waitFor();
    await saveScreenshot(popup, 'popup-site-asking-en', { fullPage: false });
  });
});
