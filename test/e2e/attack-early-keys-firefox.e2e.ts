/**
 * Attack row 17 in Firefox ESR (the twin of `attack-early-keys.e2e.ts`): keys typed into a card
 * opened from the keyboard, before its tag field's frame is there and while the field is held
 * "loading" (the demo build's `demoHoldCardField` hook, lib/background/card-field.ts), are held by the
 * card and reach the field whole once it is ready; no listener the page added after the content
 * script started sees them (bubble or capture phase), and Firefox fires no `keypress` for them.
 */
import { describe, expect, it } from 'vitest';
import { TYPING_EVENTS } from '../../lib/content/card-guard.ts';
import { cardTagFieldIn, setViewport } from './harness/firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { installKeySpy, readKeySpy } from './harness/key-spy.ts';
import { waitFor } from './harness/wait.ts';

const skip = skipWithoutFirefox('Firefox early keys attack e2e');
/** What the spy saw of the typing itself (the card's focus moving to the field is not typing). */
const KEY_EVENTS = /:(key|beforeinput|input|textInput|composition)/;

describe.skipIf(skip)(
  'attack row 17: keys typed before the tag field is ready, in Firefox ESR',
  () => {
    const { firefox, control, fixtures } = useFirefox();

    // From an extension page: storage.session is the extension's own (content scripts cannot
    // write it); the field's frame asks the background for it (entrypoints/card-field).
    const holdField = (hold: boolean) =>
      control().evaluate(
        (value) =>
          (
            globalThis as unknown as {
              browser: { storage: { session: { set(v: object): Promise<void> } } };
            }
          ).browser.storage.session.set({ demoHoldCardField: value }),
        hold,
      );

    it('holds them in the card and gives the field the whole tag once it is ready', async () => {
      await holdField(true);
      const page = await firefox().browser.newPage();
      await setViewport(page, { width: 1280, height: 800 });
      await page.goto(fixtures().url('crm/amocrm-deal.html'));
      const cardHasFocus = () =>
        page.evaluate(
          () => !!document.activeElement?.shadowRoot?.activeElement?.classList.contains('tl-card'),
        );
      // The content script may still be reading the page: the shortcut again until the card opens.
      await waitFor(async () => {
        if (await cardHasFocus()) return true;
        await page.focus('#deal-link');
        await page.keyboard.down('Alt');
        await page.keyboard.down('Shift');
        await page.keyboard.press('KeyL');
        await page.keyboard.up('Shift');
        await page.keyboard.up('Alt');
        return cardHasFocus();
      }, 'the card opened from the keyboard, holding the focus');
      // The demo build's card has an open shadow root.
      const fieldFrame = () =>
        page.evaluate(() => {
          const frame = document
            .querySelector('tracker-lens-ui')
            ?.shadowRoot?.querySelector('.tl-card-quicktag-frame iframe');
          if (!frame) return 'none';
          return frame.hasAttribute('data-ready') ? 'ready' : 'loading';
        });
      // A listener the page adds once the content script runs (it did: the card is open). One
      // added before it, in the capture phase on window, still sees the keydowns (SECURITY.md).
      await page.evaluate(installKeySpy, [...TYPING_EVENTS]);
      // At once: the card may not even have its answer (and so its field's frame) yet.
      await page.keyboard.type('hot-');
      await waitFor(async () => (await fieldFrame()) !== 'none', "the field's frame, loading");
      expect(await fieldFrame()).toBe('loading');
      await page.keyboard.type('lx');
      await page.keyboard.press('Backspace');
      await page.keyboard.type('ead');
      expect(await fieldFrame()).toBe('loading');
      await holdField(false);
      const input = await cardTagFieldIn(page);
      const value = () => input.evaluate((element) => (element as HTMLInputElement).value);
      await waitFor(async () => (await value()) === 'hot-lead', 'the whole tag in the field');
      // Typing goes on in the field itself, after the held keys.
      await page.keyboard.type('!');
      await waitFor(async () => (await value()) === 'hot-lead!', 'typing goes on in the field');
      const spy = await page.evaluate(readKeySpy);
      expect(spy.bubbled).toEqual([]);
      expect(spy.captured.filter((seen) => KEY_EVENTS.test(seen))).toEqual([]);
      await page.close();
    });
  },
);
