/**
 * The product build on a site not switched on (Chromium): the shared scenarios
 * (`scenarios/site-switch.ts`: the popup says Tracker Lens is off on that site instead of "no
 * numbers", "Look up once" reads the tab through the toolbar click's `activeTab`), and
 * Chromium's own: "Switch on" asks the browser for the site from the popup's own click, and
 * Chromium's prompt (which no test hook answers here) is what the popup waits for.
 *
 * The toolbar click is Chromium's own: CDP `Extensions.triggerAction` (with
 * `--enable-unsafe-extension-debugging`) runs the action on the tab and grants `activeTab`, as a
 * person's click does. The session is started here, not by `useChromium`: the product build has
 * no demo key preset to wait for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { backgroundAsk } from '../../scripts/demo-screens.ts';
import { launchChromiumWithExtension, type ChromiumWithExtension } from './harness/chromium.ts';
import { chromiumDriver } from './harness/driver-chromium.ts';
import { startTestEmulator, type RunningEmulator } from './harness/emulator.ts';
import { startFixtureServer, type FixtureServer } from './harness/pages.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';
import { clickToolbarAction } from './harness/toolbar-action.ts';
import { waitFor } from './harness/wait.ts';
import {
  SWITCH_ON,
  openSitePopup,
  siteSwitchScenarios,
  tabWithAddress,
  waitForText,
  type SiteSwitchSession,
} from './scenarios/site-switch.ts';

const VIEWPORT = { width: 1280, height: 720 };

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

  const driver = chromiumDriver(() => chromium, VIEWPORT);
  const session: SiteSwitchSession = {
    driver,
    ask: <T>(message: unknown) => backgroundAsk(control)<T>(message),
    onLocalhost: (path) => fixtures.url(path).replace('127.0.0.1', 'localhost'),
    openSite: (url) => driver.openPage(url),
    clickToolbar: (url) => clickToolbarAction(chromium, url),
  };

  siteSwitchScenarios(session);

  it('"Switch on" asks the browser for the site from the popup’s own click', async () => {
    const url = session.onLocalhost('hello.html?second');
    await session.openSite(url);
    await session.clickToolbar(url);
    const tabId = await waitFor(() => tabWithAddress(driver, url), 'the clicked tab');
    const popup = await openSitePopup(session, tabId);
    await popup.waitFor(SWITCH_ON, 'visible');
    expect(await popup.text(SWITCH_ON)).toBe('Switch on for localhost');
    await popup.click(SWITCH_ON);
    // Chromium shows its permission prompt (no test hook answers it in this browser): the
    // popup says what it waits for. The grant (Firefox's pref
    // `extensions.webextOptionalPermissionPrompts` = false stands for the user's "Allow"), the
    // registration, the open page starting without a reload and a new page load on the site
    // run in Firefox ESR with the product build (site-switch-firefox.e2e.ts).
    await waitForText(popup, 'The browser is asking you to allow localhost');
    await popup.screenshot('popup-site-asking-en');
  });
});
