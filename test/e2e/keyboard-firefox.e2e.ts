/**
 * The keyboard in Firefox ESR (demo build): Alt+Shift+K and Alt+Shift+L pressed in the browser
 * window (Firefox's own EventUtils in chrome scope: WebDriver BiDi's input cannot reach the
 * browser's keysets, where Firefox runs extension shortcuts), so the real `commands` run:
 * Alt+Shift+K opens the popup; Alt+Shift+L with nothing to look up opens the popup's page in a
 * window of its own, as Firefox refuses `browserAction.openPopup()` once the lookup has asked
 * the page. The shared scenarios (`scenarios/keyboard.ts`): the popup opens with its search
 * focused and names the keys Firefox gives the commands; the options' Keyboard names them and
 * Firefox's own place to change them. The Keyboard follows a change of language while open.
 */
import { describe, expect, it } from 'vitest';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { firefoxDriver } from './harness/driver-firefox.ts';
import { askBackground, findTabId, tabAt } from './harness/firefox.ts';
import { isPopupShown, pressInBrowserWindow } from './harness/firefox-toolbar.ts';
import { waitFor } from './harness/wait.ts';
import { keyboardScenarios, type Language } from './scenarios/keyboard.ts';

const skip = skipWithoutFirefox('Firefox keyboard e2e');

const VIEWPORT = { width: 1280, height: 800 };
const FIREFOX_SHORTCUTS = 'about:addons → ⚙ → Manage Extension Shortcuts';

describe.skipIf(skip)('Keyboard shortcuts in Firefox ESR', () => {
  const { firefox, control, fixtures } = useFirefox({ emulator: { calls: 50, leads: 10 } });
  const setLanguage = (language: Language) =>
    askBackground(control(), { type: 'settings.update', patch: { language } });

  interface WindowsGlobal {
    browser: {
      windows: {
        getAll(q: object): Promise<{ id: number; type: string }[]>;
        remove(id: number): Promise<void>;
      };
    };
  }
  const popupWindows = () =>
    control().evaluate(async () =>
      (await (globalThis as unknown as WindowsGlobal).browser.windows.getAll({ populate: true }))
        .filter((window) => window.type === 'popup')
        .map((window) => ({ id: window.id })),
    );

  it('Alt+Shift+K pressed in the browser window opens the popup', async () => {
    const page = await firefox().browser.newPage();
    await page.goto(fixtures().url('hello.html'));
    expect(await isPopupShown(firefox().browser)).toBe(false);
    await pressInBrowserWindow(firefox().browser, page, 'K', { altKey: true, shiftKey: true });
    await waitFor(() => isPopupShown(firefox().browser), 'Firefox to open the popup');
    await page.close();
  });

  it('Alt+Shift+L with nothing to look up opens the popup page in a window (Firefox refuses openPopup once the page was asked)', async () => {
    const page = await firefox().browser.newPage();
    await page.goto(fixtures().url('hello.html'));
    await page.evaluate(() => {
      document.body.textContent = 'No number here';
    });
    const tabId = await waitFor(() => findTabId(control(), page.url()), 'the tab');
    expect(await popupWindows()).toEqual([]);
    await pressInBrowserWindow(firefox().browser, page, 'L', { altKey: true, shiftKey: true });
    const [opened] = await waitFor(async () => {
      const windows = await popupWindows();
      return windows.length > 0 ? windows : undefined;
    }, 'a window of its own opened by the shortcut');
    // The window's address is Firefox's to tell (BiDi's tree), not the extension's.
    const popupUrl = `${firefox().extensionBaseUrl}/popup.html?tab=${tabId}`;
    const popup = await waitFor(() => tabAt(firefox().browser, popupUrl), `${popupUrl} open`);
    // Polled from the window's first moment: the body may not be parsed yet.
    await waitFor(
      async () => (await popup.evaluate('document.body?.dataset.readyMs ?? ""')) !== '',
      'the popup page ready in its window',
    );
    await control().evaluate(
      (id) => (globalThis as unknown as WindowsGlobal).browser.windows.remove(id),
      opened!.id,
    );
    await page.close();
  });

  // Firefox's note on Alt+Shift+L's own window is what shows the section following a change of
  // language while it is open (Chromium has no such note).
  it("the options' Keyboard follows a change of language while open", async () => {
    await setLanguage('en');
    const options = await firefox().openExtensionPage('options.html', {
      viewport: { width: 900, height: 900 },
    });
    await options.waitForSelector('#keyboard [data-testid="shortcuts"]');
    const keyboardText = () =>
      options.$eval('#keyboard', (node) => (node as HTMLElement).innerText);
    expect(await keyboardText()).toContain(
      'Alt+Shift+L opens the popup in a small window of its own',
    );
    await setLanguage('ru');
    await waitFor(
      async () => (await keyboardText()).includes('отдельным маленьким окном'),
      'the Keyboard section in Russian',
    );
    await setLanguage('en');
    await options.close();
  });

  keyboardScenarios({
    driver: firefoxDriver(firefox, control, VIEWPORT),
    setLanguage,
    changedWhere: {
      en: [FIREFOX_SHORTCUTS, 'Alt+Shift+L opens the popup in a small window of its own'],
      ru: [FIREFOX_SHORTCUTS, 'отдельным маленьким окном'],
    },
  });
});
