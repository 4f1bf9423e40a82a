/**
 * Keys typed into the card before its tag field is ready (a busy machine took 4 s to load the
 * field's frame; issue 37, attack row 17): the card, opened from the keyboard, holds the focus
 * meanwhile. Printable keys and Backspace are held here (up to `MAX_HELD` characters) and the
 * field that takes the card's focus takes them as its first text once it is ready, so no key is
 * lost and none reaches the page.
 *
 * `hold` is called by the content script's capture-phase listeners on `window`
 * (`keyboard-wiring.ts`), registered when the script starts: a held key's `keydown` has its
 * default prevented (so no `keypress` or `input` follows) and neither it nor its `keypress` and
 * `keyup` go further, so no listener the page added after the script started sees them,
 * capture phase included. Listeners the page put on `window` in the capture phase before that
 * still see them (SECURITY.md).
 */

/** The most characters held for a field (the field's own bound). */
export const MAX_HELD = 64;

export interface TypingHold {
  /**
   * A key event aimed at the card itself (the card element holds the focus): true when it is
   * held (the caller stops it), false when it is not one to hold.
   */
  hold(event: KeyboardEvent): boolean;
  /** The field taking the card's focus is ready: what was held, once; holding stops. */
  take(): string;
  /** A card was shown or closed: nothing held, holding again until a field takes it. */
  reset(): void;
}

const isHeldKey = (event: KeyboardEvent) =>
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey &&
  (event.key === 'Backspace' || [...event.key].length === 1);

export function createTypingHold(): TypingHold {
  let text = '';
  let taken = false;
  // Keys whose keydown was held: their keypress and keyup are held too.
  const down = new Set<string>();
  const keyOf = (event: KeyboardEvent) => event.code || event.key;
  return {
    hold(event) {
      if (event.type === 'keydown') {
        if (taken || !isHeldKey(event)) return false;
        event.preventDefault();
        down.add(keyOf(event));
        text =
          event.key === 'Backspace' ? text.slice(0, -1) : (text + event.key).slice(0, MAX_HELD);
        return true;
      }
      if (!down.has(keyOf(event))) return false;
      if (event.type === 'keyup') down.delete(keyOf(event));
      else event.preventDefault();
      return true;
    },
    take() {
      const held = text;
      text = '';
      taken = true;
      return held;
    },
    reset() {
      text = '';
      taken = false;
      down.clear();
    },
  };
}
