/**
 * The keyboard in Firefox ESR (demo build): Alt+Shift+K and Alt+Shift+L pressed in the browser
 * window (Firefox's own EventUtils in chrome scope: WebDriver BiDi's input cannot reach the
 * browser's keysets, where Firefox runs extension shortcuts), so the real `commands` run:
 * Alt+Shift+K opens the popup; Alt+Shift+L with nothing to look up opens the popup's page in a
 * window of its own, as Firefox refuses `browserAction.openPopup()` once the lookup has asked
 * the page. The popup opens with its search focused and names the keys Firefox gives the
 * commands; the options' Keyboard names them and Firefox's own place to change them.
 */
import { describe, expect, it } from 'vitest';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { askBackground, findTabId, tabAt } from './harness/firefox.ts';
import { isPopupShown, pressInBrowserWindow } from './harness/firefox-toolbar.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { waitFor } from './harness/wait.ts';

const skip = skipWithoutFirefox('Firefox keyboard e2e');

describe.skipIf(skip)('Keyboard shortcuts in Firefox ESR', () => {
  const { firefox, control, fixtures } = useFirefox({ emulator: { calls: 50, leads: 10 } });

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

  it('the popup opens with its search focused and names the shortcuts', async () => {
    const popup = await firefox().openExtensionPage('popup.html', {
      viewport: { width: 400, height: 600 },
      readySelector: 'body[data-ready-ms]',
    });
    await waitFor(
      () => popup.evaluate(() => document.activeElement?.id === 'tl-search-input'),
      'the search box to have the focus',
    );
    const footer = await popup.waitForSelector('[data-testid="shortcuts-footer"]');
    expect(await footer!.evaluate((node) => (node as HTMLElement).innerText)).toBe(
      'Alt+Shift+K opens this popup · Alt+Shift+L looks up the number under the pointer',
    );
    const widths = await popup.$eval('.tl-popup-header', (node) => [
      node.scrollWidth,
      node.clientWidth,
    ]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await saveScreenshot(popup, 'firefox-keyboard-popup-en');
    await popup.close();
  });

  it("the options' Keyboard names the keys and Firefox's shortcuts page", async () => {
    const options = await firefox().openExtensionPage('options.html', {
      viewport: { width: 900, height: 900 },
    });
    await options.waitForSelector('#keyboard [data-testid="shortcuts"]');
    const keys = await options.$$eval('#keyboard kbd', (nodes) => nodes.map((n) => n.textContent));
    expect(keys).toEqual(['Alt+Shift+K', 'Alt+Shift+L']);
    const text = await options.$eval('#keyboard', (node) => (node as HTMLElement).innerText);
    expect(text).toContain('about:addons → ⚙ → Manage Extension Shortcuts');
    expect(text).toContain('Alt+Shift+L opens the popup in a small window of its own');
    await options.$eval('#keyboard', (node) => node.scrollIntoView());
    await saveScreenshot(options, 'firefox-keyboard-options-en', { fullPage: false });
    await askBackground(control(), { type: 'settings.update', patch: { language: 'ru' } });
    await waitFor(
      async () =>
        (await options.$eval('#keyboard', (node) => (node as HTMLElement).innerText)).includes(
          'отдельным маленьким окном',
        ),
      'the Keyboard section in Russian',
    );
    await options.$eval('#keyboard', (node) => node.scrollIntoView());
    await saveScreenshot(options, 'firefox-keyboard-options-ru', { fullPage: false });
    await askBackground(control(), { type: 'settings.update', patch: { language: 'en' } });
    await options.close();
  });
});
