import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { ScannedMatch } from '../dom';
import type { PhoneScanner } from '../dom/scanner';
import type { OpenForTextAnswer } from '../messaging/tab-messages';
import type { FrameCards } from './frame-cards';
import { deepActiveElement, readFocusTarget } from './focus-target';
import type { HoverController } from './hover';
import type { OpenFromText } from './keyboard-wiring';

/** Where the lookup shortcut looks: the pointer first, then the selection or focused field. */
export type CommandLookup = (at: 'pointer' | 'focus') => Promise<OpenForTextAnswer> | undefined;

interface PointerSpot {
  x: number;
  y: number;
  target: Node | undefined;
}

/**
 * The browser's lookup shortcut in this frame (the background asks every frame, `command.lookup`).
 * A frame answers only when it holds what is asked for, so the frame under the pointer, or the
 * one with the focus, opens the card and the others stay silent (undefined).
 */
export function wireCommandLookup(
  ctx: ContentScriptContext,
  scanner: PhoneScanner,
  frames: FrameCards,
  hover: HoverController<ScannedMatch>,
  openFromText: OpenFromText,
): CommandLookup {
  let spot: PointerSpot | undefined;
  ctx.addEventListener(
    document,
    'pointermove',
    (event) => {
      if (!event.isTrusted || event.pointerType === 'touch') return;
      const target = event.composedPath()[0];
      spot = {
        x: event.clientX,
        y: event.clientY,
        target: target instanceof Node ? target : undefined,
      };
    },
    { capture: true, passive: true },
  );
  // The pointer left this document (to another frame or out of the window).
  ctx.addEventListener(document, 'mouseout', (event) => {
    if (!event.relatedTarget) spot = undefined;
  });

  const atPointer = (): Promise<OpenForTextAnswer> | undefined => {
    const match = spot && scanner.matchAt(spot.x, spot.y, spot.target);
    if (!spot || !match) return undefined;
    const point = { x: spot.x, y: spot.y };
    const subject = { digits: match.digits, raw: match.raw, extension: match.extension };
    const rects = () =>
      match.range ? [...match.range.getClientRects()] : [match.element.getBoundingClientRect()];
    return frames.show({ kind: 'number', subject }, { rects, point }, { focus: true }).then(() => {
      if (ctx.isInvalid) return { opened: false };
      hover.setShown(match, { pinned: true });
      return { opened: true };
    });
  };

  const atFocus = (): Promise<OpenForTextAnswer> | undefined => {
    // An ancestor of the focused frame has focus too, through its iframe element: not ours.
    const active = deepActiveElement(document);
    if (!document.hasFocus() || (active && /^i?frame$/i.test(active.tagName))) return undefined;
    const target = readFocusTarget(document);
    if (!target || target.text.trim() === '') return undefined;
    return openFromText(target.text, target.rects, target.element).then((opened) => ({ opened }));
  };

  return (at) => (at === 'pointer' ? atPointer() : atFocus());
}
