/**
 * Attack row 17, in Chromium: keys typed into a card opened from the keyboard before its tag
 * field's frame is there and while the field is still loading (a busy machine took 4 s) are held
 * by the card and handed to the field once it is ready: the whole tag arrives, and no listener
 * the page added after the content script started sees any of it. The field's readiness is held
 * by the demo build's test hook (`demoHoldCardField` in `storage.session`, read by the
 * background: lib/background/card-field.ts), not by a sleep. Firefox ESR:
 * `attack-early-keys-firefox.e2e.ts`.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPING_EVENTS } from '../../lib/content/card-guard.ts';
import { CARD, cardTagField, startCrmBrowser, waitForDetected } from './harness/crm-pages.ts';
import { useEmulator } from './harness/emulator.ts';
import { clearKeySpy, installKeySpy, readKeySpy } from './harness/key-spy.ts';
import { waitFor } from './harness/wait.ts';
import { scaled } from './harness/machine-speed.ts';
import { holdCardField } from './harness/card-field-hold.ts';

const TAG = 'hot-lead';
/** What the spy saw of the typing itself (the card's focus moving to the field is not typing). */
const KEY_EVENTS = /:(key|beforeinput|input|textInput|composition)/;

describe('attack row 17: keys typed before the tag field is ready, in Chromium', () => {
  const emulator = useEmulator();
  let crm: Awaited<ReturnType<typeof startCrmBrowser>>;
  let extensionPage: Page;

  const holdField = (hold: boolean) => holdCardField(extensionPage, hold);

  beforeAll(async () => {
    crm = await startCrmBrowser(emulator().baseUrl);
    extensionPage = await crm.chromium.openExtensionPage('options.html');
  });

  afterAll(async () => {
    await crm?.close();
  });

  it('holds them in the card and gives the field the whole tag once it is ready', async () => {
    await holdField(true);
    const page = await crm.openFixture('crm/amocrm-deal.html');
    await waitForDetected(crm.chromium, page.url(), [emulator().store.demoPhones.callsOnly]);
    await page.evaluate(installKeySpy, [...TYPING_EVENTS]);
    await page.focus('#deal-link');
    await page.keyboard.press('Alt+Shift+KeyL');
    await page.locator(CARD).waitFor();
    await waitFor(
      () =>
        page.evaluate(() =>
          document.activeElement?.shadowRoot?.activeElement?.classList.contains('tl-card'),
        ),
      'the card holds the focus',
    );
    // What the page saw of the shortcut itself is its own (typed in its document).
    await page.evaluate(clearKeySpy);
    // At once: the card may not even have its answer (and so its field's frame) yet.
    await page.keyboard.type('hot-');
    // The field's frame is there, but held: not ready, so not focusable.
    const frame = cardTagField(page).frame;
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('data-ready')).toBeNull();
    await page.keyboard.type('lx');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('ead');
    expect(await frame.getAttribute('data-ready')).toBeNull();
    await holdField(false);
    const input = cardTagField(page).input;
    await expect.poll(() => input.inputValue(), { timeout: scaled(30_000) }).toBe(TAG);
    // Typing goes on in the field itself, after the held keys.
    await page.keyboard.type('!');
    await expect.poll(() => input.inputValue()).toBe(`${TAG}!`);
    // No listener the page added after the content script started saw the typing, in either
    // phase: the card holds the keys from window's capture phase (keydown, keypress, keyup),
    // and the field's own keys never reach the page. (Capture-phase listeners on window added
    // before it still see the keydowns: SECURITY.md.)
    const spy = await page.evaluate(readKeySpy);
    expect(spy.bubbled).toEqual([]);
    expect(spy.captured.filter((seen) => KEY_EVENTS.test(seen))).toEqual([]);
    await page.close();
  });
});
