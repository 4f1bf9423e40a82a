/**
 * The keyboard in Firefox ESR (demo build): the popup opens with its search focused and names
 * the keys Firefox gives the commands (`_execute_browser_action`, the lookup); the options'
 * Keyboard names them and Firefox's own place to change them. Firefox's driver cannot press
 * browser-level shortcuts nor call the background's `commands.onCommand` listener, so the lookup
 * command itself is checked in Chromium (keyboard.e2e.ts).
 */
import { describe, expect, it } from 'vitest';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { waitFor } from './harness/wait.ts';

const skip = skipWithoutFirefox('Firefox keyboard e2e');

describe.skipIf(skip)('Keyboard shortcuts in Firefox ESR', () => {
  const { firefox } = useFirefox({ emulator: { calls: 50, leads: 10 } });

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
    await options.close();
  });
});
