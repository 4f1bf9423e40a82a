/**
 * The keyboard in a real Chromium (demo build, emulator): the manifest's commands and the keys
 * the browser gives them; the lookup command's handler in the background, run as the browser
 * runs it (the service worker's `commands.onCommand` dispatched with the tab: headless Chromium
 * cannot press browser-level shortcuts), opening the card, focused, for the number under the
 * pointer and for a selection; the shared scenarios (`scenarios/keyboard.ts`: the popup's search
 * focused on open and its footer, the options' "Keyboard"), and the Keyboard's button opening
 * Chromium's page of shortcuts.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChromiumWithExtension } from './harness/chromium.ts';
import { CARD, expectCard, hoverBox, useCrmBrowser, waitForDetected } from './harness/crm-pages.ts';
import { useEmulator } from './harness/emulator.ts';
import { extensionMessages } from './harness/extension-messages.ts';
import { chromiumDriver } from './harness/driver-chromium.ts';
import { waitFor } from './harness/wait.ts';
import { keyboardScenarios } from './scenarios/keyboard.ts';

const VIEWPORT = { width: 1280, height: 800 };
const CHROME_SHORTCUTS = 'chrome://extensions/shortcuts';

interface Command {
  name: string;
  shortcut: string;
  description: string;
}
interface ChromeGlobal {
  chrome: {
    runtime: { getManifest(): { commands?: Record<string, { suggested_key?: object }> } };
    commands: {
      getAll(): Promise<Command[]>;
      onCommand: { dispatch(name: string, tab: object): void };
    };
    tabs: { query(q: { url: string }): Promise<object[]> };
  };
}

describe('Keyboard shortcuts (Chromium)', () => {
  const emulator = useEmulator();
  const browser = useCrmBrowser(() => emulator().baseUrl, VIEWPORT);
  let chromium: ChromiumWithExtension;
  let control: Page;
  const { setLanguage } = extensionMessages(() => control);
  beforeAll(async () => {
    ({ chromium } = browser);
    control = await chromium.openExtensionPage('options.html');
  });

  /** The browser's own call of the lookup command's listener, for the tab showing `url`. */
  const runLookupCommand = (url: string) =>
    chromium.serviceWorker.evaluate(async (tabUrl) => {
      const { chrome } = globalThis as unknown as ChromeGlobal;
      const [tab] = await chrome.tabs.query({ url: tabUrl });
      if (!tab) throw new Error(`No tab shows ${tabUrl}`);
      chrome.commands.onCommand.dispatch('lookup-number', tab);
    }, url);
  const cardHasFocus = (page: Page) =>
    waitFor(
      () => page.evaluate(() => document.activeElement?.localName === 'tracker-lens-ui'),
      'the card to take the focus',
    );

  it('declares the popup and lookup commands, with the keys the browser gives them', async () => {
    const { declared, commands } = await chromium.serviceWorker.evaluate(async () => {
      const { chrome } = globalThis as unknown as ChromeGlobal;
      return {
        declared: chrome.runtime.getManifest().commands,
        commands: await chrome.commands.getAll(),
      };
    });
    expect(declared?._execute_action?.suggested_key).toEqual({ default: 'Alt+Shift+K' });
    expect(declared?.['lookup-number']?.suggested_key).toEqual({ default: 'Alt+Shift+L' });
    expect(commands.map(({ name, shortcut }) => [name, shortcut])).toEqual([
      ['_execute_action', 'Alt+Shift+K'],
      ['lookup-number', 'Alt+Shift+L'],
    ]);
    expect(commands[1]?.description).toBe(
      'Look up the number under the pointer or the selected text',
    );
  });

  it('the lookup command opens the card, focused, for the number under the pointer', async () => {
    const page = await browser.openFixture('crm/amocrm-deal.html');
    const phone = emulator().store.demoPhones.manyCallsAndLeads;
    await waitForDetected(chromium, page.url(), [phone]);
    await hoverBox(page, await page.locator('#deal-phone').boundingBox());
    await runLookupCommand(page.url());
    // The hover alone opens an unfocused card: the focus is the command's.
    await cardHasFocus(page);
    await expectCard(page.locator(CARD), /916\D*123\D*45\D*67/);
    await page.close();
  });

  it('the lookup command opens the card for the selected text when no number is under the pointer', async () => {
    const page = await browser.openFixture('crm/amocrm-deal.html');
    await waitForDetected(chromium, page.url(), [emulator().store.demoPhones.manyCallsAndLeads]);
    await page.mouse.move(5, 5);
    await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('deal-inn')!);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    });
    await runLookupCommand(page.url());
    await cardHasFocus(page);
    // An INN is not a phone: the card says why, as for the menu and Alt+Shift+L.
    await expectCard(page.locator(CARD), /Not detected as a phone number/);
    await page.close();
  });

  keyboardScenarios({
    driver: chromiumDriver(() => chromium, VIEWPORT),
    setLanguage,
    changedWhere: { en: [CHROME_SHORTCUTS], ru: [CHROME_SHORTCUTS] },
  });

  // Chromium's page of shortcuts opens from a button; Firefox's only by hand (about:addons).
  for (const language of ['en', 'ru'] as const) {
    it(`the options' Keyboard button opens ${CHROME_SHORTCUTS} (${language})`, async () => {
      await setLanguage(language);
      const options = await chromium.openExtensionPage('options.html', {
        viewport: { width: 900, height: 900 },
      });
      const section = options.locator('#keyboard');
      await section.getByTestId('shortcuts').waitFor();
      const [opened] = await Promise.all([
        chromium.context.waitForEvent('page'),
        section.getByRole('button').click(),
      ]);
      await waitFor(() => opened.url() === CHROME_SHORTCUTS, 'the shortcuts page');
      await opened.close();
      await options.close();
    });
  }
});
