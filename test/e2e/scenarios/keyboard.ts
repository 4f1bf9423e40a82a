/**
 * The keyboard's words, written once and registered by `keyboard.e2e.ts` (Chromium) and
 * `keyboard-firefox.e2e.ts` (Firefox ESR), demo builds, in English and Russian: the popup opens
 * with its search focused, names the keys in its footer and keeps its header on one line; the
 * options' Keyboard names the keys in force and where the browser changes them.
 */
import { expect, it } from 'vitest';
import type { BrowserDriver } from '../harness/driver.ts';
import { scaled } from '../harness/machine-speed.ts';
import { waitFor } from '../harness/wait.ts';

export type Language = 'en' | 'ru';

const POPUP = { width: 400, height: 600 };
const OPTIONS = { width: 900, height: 900 };
const FOOTER = '[data-testid="shortcuts-footer"]';
const FOOTER_TEXT: Record<Language, string> = {
  en: 'Alt+Shift+K opens this popup · Alt+Shift+L looks up the number under the pointer',
  ru: 'Alt+Shift+K — это окно · Alt+Shift+L — номер под указателем',
};
const OPTIONS_BUTTON: Record<Language, string> = { en: 'Options', ru: 'Настройки' };

export interface KeyboardSession {
  driver: BrowserDriver;
  setLanguage: (language: Language) => Promise<unknown>;
  /** Per language, what the options' Keyboard says of where this browser changes the keys. */
  changedWhere: Record<Language, string[]>;
}

export function keyboardScenarios({ driver, setLanguage, changedWhere }: KeyboardSession) {
  for (const language of ['en', 'ru'] as const) {
    it(`the popup opens with its search focused and names the shortcuts (${language})`, async () => {
      await setLanguage(language);
      const popup = await driver.openExtensionPage('popup.html', POPUP);
      await waitFor(async () => (await popup.count('body[data-ready-ms]')) > 0, 'the popup ready');
      await waitFor(
        () => popup.evaluate(() => document.activeElement?.id === 'tl-search-input', undefined),
        'the search box to have the focus',
      );
      await expect
        .poll(() => popup.text(FOOTER), { timeout: scaled(10_000) })
        .toBe(FOOTER_TEXT[language]);
      // One line: the Russian header fits the popup's 400 px too.
      const { height } = await popup.box('.tl-popup-title');
      const lineHeight = await popup.evaluate(
        () => parseFloat(getComputedStyle(document.querySelector('.tl-popup-title')!).lineHeight),
        undefined,
      );
      expect(height).toBeLessThan(lineHeight * 1.5);
      const widths = await popup.evaluate(() => {
        const header = document.querySelector('.tl-popup-header')!;
        return [header.scrollWidth, header.clientWidth];
      }, undefined);
      expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
      // The button's accessible name is its label (an icon inside).
      const optionsShown = await popup.evaluate(
        (name) =>
          [...document.querySelectorAll('button')].some(
            (button) =>
              (button.getAttribute('aria-label') ?? button.innerText.trim()) === name &&
              button.checkVisibility(),
          ),
        OPTIONS_BUTTON[language],
      );
      expect(optionsShown).toBe(true);
      await popup.screenshot(`keyboard-popup-${language}`);
      await popup.close();
    });

    it(`the options' Keyboard names the keys in force and where to change them (${language})`, async () => {
      await setLanguage(language);
      const options = await driver.openExtensionPage('options.html', OPTIONS);
      await options.waitFor('#keyboard [data-testid="shortcuts"]', 'visible');
      const keys = await options.evaluate(
        () =>
          [...document.querySelectorAll<HTMLElement>('#keyboard kbd')].map((key) => key.innerText),
        undefined,
      );
      expect(keys).toEqual(['Alt+Shift+K', 'Alt+Shift+L']);
      const text = await options.text('#keyboard');
      for (const where of changedWhere[language]) expect(text).toContain(where);
      await options.scrollIntoView('#keyboard');
      await options.screenshot(`keyboard-options-${language}`);
      await options.close();
    });
  }
}
