/**
 * Attack row 17, written once and registered by `attack-early-keys.e2e.ts` (Chromium) and
 * `attack-early-keys-firefox.e2e.ts` (Firefox ESR): keys typed into a card opened from the
 * keyboard before its tag field's frame is there and while the field is still loading (a busy
 * machine took 4 s) are held by the card and handed to the field once it is ready: the whole tag
 * arrives, and no listener the page added after the content script started sees any of it. The
 * field's readiness is held by the demo build's test hook (`demoHoldCardField` in
 * `storage.session`, read by the background: lib/background/card-field.ts), not by a sleep.
 */
import { expect, it } from 'vitest';
import { TYPING_EVENTS } from '../../../lib/content/card-guard.ts';
import type { BrowserDriver } from '../harness/driver.ts';
import type { RunningEmulator } from '../harness/emulator.ts';
import { installKeySpy, readKeySpy } from '../harness/key-spy.ts';
import { waitFor } from '../harness/wait.ts';

const TAG = 'hot-lead';
/** What the spy saw of the typing itself (the card's focus moving to the field is not typing). */
const KEY_EVENTS = /:(key|beforeinput|input|textInput|composition)/;

/**
 * Holds the card's tag field loading, or lets it go, from an extension context:
 * storage.session is the extension's own (content scripts cannot write it).
 */
const holdField = (driver: BrowserDriver, hold: boolean) =>
  driver.inExtension(async (value) => {
    const api =
      (globalThis as unknown as { browser?: unknown }).browser ??
      (globalThis as unknown as { chrome: unknown }).chrome;
    await (api as { storage: { session: { set(v: object): Promise<void> } } }).storage.session.set({
      demoHoldCardField: value,
    });
  }, hold);

/** The card's tag field frame (the demo build's card has an open shadow root). */
function fieldFrameState(): 'none' | 'loading' | 'ready' {
  const frame = document
    .querySelector('tracker-lens-ui')
    ?.shadowRoot?.querySelector('.tl-card-quicktag-frame iframe');
  if (!frame) return 'none';
  return frame.hasAttribute('data-ready') ? 'ready' : 'loading';
}

export function earlyKeysScenario(
  driver: BrowserDriver,
  emulator: () => RunningEmulator,
  url: (path: string) => string,
): void {
  it('holds them in the card and gives the field the whole tag once it is ready', async () => {
    await holdField(driver, true);
    const page = await driver.openPage(url('crm/amocrm-deal.html'));
    await waitFor(
      async () =>
        (await driver.detectedOn(page.url())).includes(emulator().store.demoPhones.callsOnly),
      'the deal phone detected',
    );
    const cardHasFocus = () =>
      page.evaluate(
        () => !!document.activeElement?.shadowRoot?.activeElement?.classList.contains('tl-card'),
        undefined,
      );
    // A shortcut lost while the content script still reads the page is pressed again.
    await waitFor(async () => {
      if (await cardHasFocus()) return true;
      await page.focus('#deal-link');
      await page.press('KeyL', ['Alt', 'Shift']);
      return cardHasFocus();
    }, 'the card opened from the keyboard, holding the focus');
    // A listener the page adds once the content script runs (it did: the card is open). One
    // added before it, in the capture phase on window, still sees the keydowns (SECURITY.md).
    await page.evaluate(installKeySpy, [...TYPING_EVENTS]);
    // At once: the card may not even have its answer (and so its field's frame) yet.
    await page.type('hot-');
    // The field's frame is there, but held: not ready, so not focusable.
    await waitFor(
      async () => (await page.evaluate(fieldFrameState, undefined)) !== 'none',
      "the field's frame, loading",
    );
    expect(await page.evaluate(fieldFrameState, undefined)).toBe('loading');
    await page.type('lx');
    await page.press('Backspace');
    await page.type('ead');
    expect(await page.evaluate(fieldFrameState, undefined)).toBe('loading');
    await holdField(driver, false);
    await waitFor(async () => (await page.cardFieldValue()) === TAG, 'the whole tag in the field');
    // Typing goes on in the field itself, after the held keys.
    await page.type('!');
    await waitFor(
      async () => (await page.cardFieldValue()) === `${TAG}!`,
      'typing goes on in the field',
    );
    // No listener the page added after the content script started saw the typing, in either
    // phase: the card holds the keys from window's capture phase (keydown, keypress, keyup),
    // and the field's own keys never reach the page.
    const spy = await page.evaluate(readKeySpy, undefined);
    expect(spy.bubbled).toEqual([]);
    expect(spy.captured.filter((seen) => KEY_EVENTS.test(seen))).toEqual([]);
    await page.close();
  });
}
