import type { Page } from 'playwright-core';

/**
 * Holds the card's tag field loading (the demo build's `demoHoldCardField`), or lets it go.
 * Set from an extension page: storage.session is the extension's own (Chromium).
 */
export function holdCardField(extensionPage: Page, hold: boolean): Promise<void> {
  return extensionPage.evaluate(
    (value) =>
      (
        globalThis as unknown as {
          chrome: { storage: { session: { set(v: object): Promise<void> } } };
        }
      ).chrome.storage.session.set({ demoHoldCardField: value }),
    hold,
  );
}
