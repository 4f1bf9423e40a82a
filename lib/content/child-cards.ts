/**
 * An ancestor frame's side of the card: draws the card a child frame asked for, placed over
 * the child's number (its rectangles moved by the iframe's live offset and clamped to the
 * iframe's box), or passes the request further up when this frame has an ancestor of ours too.
 */
import type { CardRelay } from '../messaging/protocol';
import type { CardContent, CardRelayOut } from './card-to-ancestors';
import type { CardAnchor } from './card-ui';
import { placePoint, placeRect, type ChildFrames, type FrameBox } from './frame-handshake';
import type { RectLike } from './position';
import type { RelayAnswer } from '../messaging/tab-messages';

export interface ChildCardsOptions {
  frames: ChildFrames;
  /** Our own way up; undefined in the top frame. */
  up: CardRelayOut | undefined;
  /** Draws the card here. */
  draw(content: CardContent, anchor: CardAnchor, focus: boolean): Promise<void>;
  hide(): void;
  reposition(): void;
  focusCard(): void;
  /** Tells the frame that asked first that its card closed. */
  closedFor(frameId: number, hadFocus: boolean): void;
  /** Grace period after the pointer leaves a card it entered. */
  hideGraceMs?: number;
}

export interface ChildCards {
  /** `fromFrameId`: the child that sent it, named by the browser (the background says). */
  handle(relay: CardRelay, fromFrameId: number): Promise<RelayAnswer>;
  /** Every pointermove of this frame: the pointer on the card keeps a child's card open. */
  pointerMoved(overCard: boolean): void;
  /** The pointer left this document (into a frame, or out of the window). */
  pointerLeft(): void;
  /** The card closed, for whatever reason. */
  closed(hadFocus: boolean): void;
  /** This frame shows a card of its own in place of a child's. */
  release(): void;
}

interface Drawn {
  /** The child frame whose iframe the card is placed at. */
  frame: number;
  originFrameId: number;
  rects: RectLike[];
  /** Opened by keyboard or menu: stays until dismissed. */
  pinned: boolean;
  /** The pointer entered the card: from then on this frame decides when it hides. */
  pointerOn: boolean;
}

export function createChildCards(options: ChildCardsOptions): ChildCards {
  const { frames, up } = options;
  const grace = options.hideGraceMs ?? 350;
  let drawn: Drawn | undefined;
  /** A grandchild's card we passed up: its later requests go the same way. */
  let forwarded: { frame: number; rects: RectLike[] } | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  const cancelHide = () => {
    if (hideTimer !== undefined) clearTimeout(hideTimer);
    hideTimer = undefined;
  };
  // Read live (scrolling moves the iframe), and clamped to it: a child places only within itself.
  const liveRects = (frame: number, rects: RectLike[], fallback: FrameBox) =>
    rects.map((rect) => placeRect(rect, frames.box(frame) ?? fallback));

  const show = async (relay: Extract<CardRelay, { op: 'show' | 'explain' }>, frame: number) => {
    // The iframe is the one the browser says holds that frame, whatever the page posted.
    if (!(await frames.resolve(frame))) return { shown: false };
    const box = frames.box(frame);
    if (!box) return { shown: false };
    const content: CardContent =
      relay.op === 'show'
        ? { kind: 'number', subject: relay.subject }
        : { kind: 'text', text: relay.text };
    const originFrameId = relay.originFrameId ?? 0;
    const point = relay.op === 'show' && relay.point ? placePoint(relay.point, box) : undefined;
    // Live: when this frame scrolls, our relay moves the card from these.
    const passing = { frame, rects: relay.rects };
    const here = () => liveRects(passing.frame, passing.rects, box);
    if (
      up &&
      (await up.show(content, { rects: here, point }, { focus: relay.focus, originFrameId }))
    ) {
      forwarded = passing;
      return { shown: true };
    }
    forwarded = undefined;
    if (drawn && drawn.originFrameId !== originFrameId)
      options.closedFor(drawn.originFrameId, false);
    cancelHide();
    const state: Drawn = {
      frame,
      originFrameId,
      rects: relay.rects,
      pinned: relay.focus,
      pointerOn: false,
    };
    drawn = state;
    const anchor: CardAnchor = { rects: () => liveRects(state.frame, state.rects, box), point };
    await options.draw(content, anchor, relay.focus);
    return { shown: true };
  };

  return {
    async handle(relay, fromFrameId) {
      if (relay.op === 'show' || relay.op === 'explain') return show(relay, fromFrameId);
      if (forwarded?.frame === fromFrameId && up) {
        if (relay.op === 'move') {
          forwarded.rects = relay.rects;
          const box = frames.box(fromFrameId);
          if (box) up.move(relay.rects.map((rect) => placeRect(rect, box)));
        } else if (relay.op === 'hide') up.hide(relay.force);
        else up.focus();
        return { shown: up.isOpenAbove() };
      }
      if (!drawn || drawn.frame !== fromFrameId) return { shown: false };
      if (relay.op === 'move') {
        drawn.rects = relay.rects;
        options.reposition();
      } else if (relay.op === 'focus') {
        drawn.pinned = true;
        options.focusCard();
      } else if (relay.force || (!drawn.pointerOn && !drawn.pinned)) {
        // The child asked: it needs no word back.
        drawn = undefined;
        cancelHide();
        options.hide();
        return { shown: false };
      }
      return { shown: true };
    },
    pointerMoved(overCard) {
      if (!drawn) return;
      // The frame went away (a slider closed): its card goes too.
      if (!frames.has(drawn.frame)) {
        options.hide();
        return;
      }
      if (drawn.pinned) return;
      if (overCard) {
        drawn.pointerOn = true;
        cancelHide();
      } else if (drawn.pointerOn && hideTimer === undefined) {
        hideTimer = setTimeout(() => {
          hideTimer = undefined;
          options.hide();
        }, grace);
      }
    },
    pointerLeft() {
      this.pointerMoved(false);
    },
    closed(hadFocus) {
      cancelHide();
      const was = drawn;
      drawn = undefined;
      if (was) options.closedFor(was.originFrameId, hadFocus);
    },
    release() {
      cancelHide();
      const was = drawn;
      drawn = undefined;
      if (was) options.closedFor(was.originFrameId, false);
    },
  };
}
