import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { ScannedMatch } from '../dom';
import { findPhones, type CountryCode } from '../phone';
import { MAX_EXPLAINED_LENGTH } from '../messaging/protocol/content-limits';
import type { CardHost } from './card-host';
import type { FrameCards } from './frame-cards';
import { isLookupShortcut, readFocusTarget } from './focus-target';
import type { HoverController } from './hover';
import type { RectLike } from './position';

/** Opens the card for a text the user pointed at (shortcut, menu); false when it is blank. */
export type OpenFromText = (
  text: string,
  rects: () => RectLike[],
  element: Element | null,
) => Promise<boolean>;

export function createOpenFromText(
  ctx: ContentScriptContext,
  defaultRegion: CountryCode,
  frames: FrameCards,
  hover: HoverController<ScannedMatch>,
): OpenFromText {
  return async (text, rects, element) => {
    const found = findPhones(text, { defaultRegion })[0];
    const showOptions = { focus: true, returnFocusTo: element };
    if (found) {
      const subject = { digits: found.digits, raw: found.raw, extension: found.extension };
      await frames.show({ kind: 'number', subject }, { rects }, showOptions);
    } else {
      // Asked for explicitly, so say why nothing was detected rather than do nothing.
      if (text.trim() === '') return false;
      await frames.show(
        { kind: 'text', text: text.slice(0, MAX_EXPLAINED_LENGTH) },
        { rects },
        showOptions,
      );
    }
    if (ctx.isInvalid) return false;
    hover.setShown(undefined, { pinned: true });
    return true;
  };
}

const isPlainTab = (event: KeyboardEvent) =>
  event.key === 'Tab' && !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey;

/** Alt+Shift+L opens the card for the selection or focused field; Tab moves into an open card. */
export function wireKeyboard(
  ctx: ContentScriptContext,
  host: CardHost,
  frames: FrameCards,
  hover: HoverController<ScannedMatch>,
  openFromText: OpenFromText,
): void {
  const { up } = frames;
  // Keys typed into the card while its tag field loads are held for the field
  // (card-typing-hold.ts): from here, the first listener on `window` this script can be, no
  // later listener of the page sees them.
  const holdTyping = (event: KeyboardEvent) => {
    if (!event.isTrusted || !host.current()?.holdTyping(event)) return false;
    event.stopImmediatePropagation();
    return true;
  };
  for (const type of ['keypress', 'keyup'] as const) {
    ctx.addEventListener(window, type, holdTyping, { capture: true });
  }
  ctx.addEventListener(
    window,
    'keydown',
    (event) => {
      if (!event.isTrusted || holdTyping(event)) return;
      if (isLookupShortcut(event)) {
        const target = readFocusTarget(document);
        if (!target) return;
        event.preventDefault();
        event.stopPropagation();
        void openFromText(target.text, target.rects, target.element);
        return;
      }
      // Tab while the hover card is open moves into it, so keyboard users can reach it.
      const cardUi = host.current();
      if (isPlainTab(event) && cardUi?.isOpen() && !cardUi.containsEvent(event)) {
        event.preventDefault();
        cardUi.focus();
        hover.setShown(undefined, { pinned: true });
      } else if (event.key === 'Tab' && !event.shiftKey && up?.isOpenAbove()) {
        // The card is drawn by an ancestor frame: focus moves there.
        event.preventDefault();
        up.focus();
        hover.setShown(undefined, { pinned: true });
      }
    },
    { capture: true },
  );
}
