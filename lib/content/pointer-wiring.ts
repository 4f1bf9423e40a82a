import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { ScannedMatch } from '../dom';
import type { PhoneScanner } from '../dom/scanner';
import type { CardSubject } from './card-model';
import type { CardHost } from './card-host';
import type { CardAnchor } from './card-ui';
import type { FrameCards } from './frame-cards';
import { createHoverController, type HoverController, type Point } from './hover';

/**
 * The pointer's side of the card: hovering a number opens it, leaving closes it, a click
 * elsewhere closes a card opened by keyboard or menu.
 */
export function wirePointer(
  ctx: ContentScriptContext,
  scanner: PhoneScanner,
  host: CardHost,
  frames: FrameCards,
): HoverController<ScannedMatch> {
  const { up, children } = frames;
  const hover = createHoverController<ScannedMatch>({
    matchAt: (x, y, target) => {
      const match = scanner.matchAt(x, y, target);
      // The pointer rests on a number: load the views while the show delay runs, so the first
      // card does not wait for them. A child frame's card is drawn above, which loads its own.
      if (match && !up) host.preload();
      return match;
    },
    sameMatch: (a, b) => a === b || (a.digits === b.digits && a.element === b.element),
    show: (match, point) =>
      void frames.show({ kind: 'number', subject: subjectOf(match) }, anchorOf(match, point)),
    hide: () => {
      up?.hide(false);
      host.current()?.hide();
    },
  });

  const pointerSample = (event: MouseEvent) => {
    const target = event.composedPath()[0];
    const overCard = host.current()?.containsEvent(event) ?? false;
    children.pointerMoved(overCard);
    return {
      x: event.clientX,
      y: event.clientY,
      target: target instanceof Node ? target : undefined,
      overCard,
    };
  };
  ctx.addEventListener(
    document,
    'pointermove',
    (event) => {
      // The page can dispatch synthetic events; only the user's own pointer opens the card.
      if (!event.isTrusted || event.pointerType === 'touch') return;
      hover.onPointerMove(pointerSample(event));
    },
    { capture: true, passive: true },
  );
  ctx.addEventListener(document, 'mouseout', (event) => {
    if (event.relatedTarget) return;
    hover.onPointerLeave();
    children.pointerLeft();
  });
  // Chromium sends a mouseout and mouseover pair for a still pointer when the layout under it
  // changes (a card drawn or redrawn in the top frame over this frame): no reason to close.
  ctx.addEventListener(
    document,
    'mouseover',
    (event) => {
      if (event.isTrusted && !event.relatedTarget) hover.onPointerEnter(pointerSample(event));
    },
    { capture: true, passive: true },
  );

  // A card opened by keyboard or menu stays until dismissed: a click elsewhere closes it.
  ctx.addEventListener(
    document,
    'pointerdown',
    (event) => {
      const cardUi = host.current();
      if (cardUi?.isOpen() && !cardUi.containsEvent(event)) {
        cardUi.hide();
        hover.setShown(undefined);
      }
      if (up?.isOpenAbove()) {
        up.hide(true);
        hover.setShown(undefined);
      }
    },
    { capture: true, passive: true },
  );
  return hover;
}

function subjectOf(match: ScannedMatch): CardSubject {
  return { digits: match.digits, raw: match.raw, extension: match.extension };
}

function anchorOf(match: ScannedMatch, point: Point): CardAnchor {
  return {
    rects: () =>
      match.range ? [...match.range.getClientRects()] : [match.element.getBoundingClientRect()],
    point,
  };
}
