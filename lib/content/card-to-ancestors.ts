/**
 * A child frame's side of the card: asks the ancestor frames (through the background) to draw
 * the card of a number found here, so a small iframe does not clip it. When no ancestor of
 * ours answers, the caller draws the card in this frame.
 */
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { CardRelay } from '../messaging/protocol';
import type { CardAnchor, ShowOptions } from './card-ui';
import type { CardSubject } from './card-model';
import type { ParentLink } from './frame-handshake';
import type { RectLike } from './position';

/** What the card shows: a number's data, or why a text the user asked about is not one. */
export type CardContent = { kind: 'number'; subject: CardSubject } | { kind: 'text'; text: string };

export interface CardRelayOut {
  /** True when an ancestor drew the card; false: draw it here. */
  show(content: CardContent, anchor: CardAnchor, options?: RelayShowOptions): Promise<boolean>;
  /** The number moved in this frame (a child's own scroll, relayed by the frame between). */
  move(rects: RectLike[]): void;
  /** `force`: close even while the pointer is on the card (a click or Esc here). */
  hide(force: boolean): void;
  focus(): void;
  isOpenAbove(): boolean;
  /** The ancestor closed the card (Esc, close button, a click there). */
  closedAbove(hadFocus: boolean): void;
}

export interface RelayShowOptions extends ShowOptions {
  /** Set when relaying a grandchild's card further up: the frame that asked first. */
  originFrameId?: number;
}

export type RelaySend = (toFrameId: number, relay: CardRelay) => Promise<boolean>;

const MAX_RECTS = 16;

export function createCardRelay(
  ctx: ContentScriptContext,
  link: ParentLink,
  send: RelaySend,
  options: { onClosedAbove: () => void; followScroll?: boolean },
): CardRelayOut {
  let openAbove = false;
  let anchor: CardAnchor | undefined;
  let returnFocusTo: Element | null = null;
  let generation = 0;
  let moveFrame = 0;

  const relay = (message: CardRelay): Promise<boolean> => {
    const parent = link.parentFrameId();
    return parent === undefined ? Promise.resolve(false) : send(parent, message);
  };

  const move = (rects: RectLike[]) => {
    const plain = toRelayRects(rects);
    if (openAbove && plain) void relay({ op: 'move', token: link.token, rects: plain });
  };

  if (options.followScroll !== false) {
    ctx.addEventListener(
      window,
      'scroll',
      () => {
        if (!openAbove || !anchor || moveFrame !== 0) return;
        moveFrame = requestAnimationFrame(() => {
          moveFrame = 0;
          if (anchor) move(anchor.rects());
        });
      },
      { capture: true, passive: true },
    );
  }

  return {
    async show(content, nextAnchor, showOptions = {}) {
      if ((await link.whenLinked()) === undefined) return false;
      const rects = toRelayRects(nextAnchor.rects());
      if (!rects) return false;
      const mine = ++generation;
      const common = {
        token: link.token,
        rects,
        focus: showOptions.focus === true,
        ...(showOptions.originFrameId === undefined
          ? {}
          : { originFrameId: showOptions.originFrameId }),
      };
      const shown = await relay(
        content.kind === 'number'
          ? {
              op: 'show',
              ...common,
              subject: content.subject,
              ...(nextAnchor.point ? { point: nextAnchor.point } : {}),
            }
          : { op: 'explain', ...common, text: content.text },
      );
      if (mine !== generation) return shown;
      openAbove = shown;
      anchor = shown ? nextAnchor : undefined;
      returnFocusTo = shown
        ? (showOptions.returnFocusTo ?? (showOptions.focus ? document.activeElement : null))
        : null;
      return shown;
    },
    move,
    hide(force) {
      if (!openAbove) return;
      const mine = ++generation;
      void relay({ op: 'hide', token: link.token, force }).then((stillShown) => {
        // The card stays while the pointer is on it; the ancestor tells us when it closes.
        if (mine === generation && !stillShown) openAbove = false;
      });
    },
    focus() {
      if (openAbove) void relay({ op: 'focus', token: link.token });
    },
    isOpenAbove: () => openAbove,
    closedAbove(hadFocus) {
      generation++;
      openAbove = false;
      anchor = undefined;
      if (hadFocus && returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected) {
        returnFocusTo.focus({ preventScroll: true });
      }
      returnFocusTo = null;
      options.onClosedAbove();
    },
  };
}

/** Plain, finite rectangles (a DOMRect does not survive messaging), at most MAX_RECTS. */
function toRelayRects(rects: readonly RectLike[]): RectLike[] | undefined {
  const plain = rects
    .filter((r) => [r.left, r.top, r.right, r.bottom].every(Number.isFinite))
    .slice(0, MAX_RECTS)
    .map(({ left, top, right, bottom }) => ({ left, top, right, bottom }));
  return plain.length > 0 ? plain : undefined;
}
