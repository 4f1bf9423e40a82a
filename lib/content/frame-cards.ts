import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { ask } from '../messaging/client';
import type { CardHost } from './card-host';
import { createCardRelay, type CardContent, type CardRelayOut } from './card-to-ancestors';
import type { CardAnchor, ShowOptions } from './card-ui';
import { createChildCards, type ChildCards } from './child-cards';
import {
  linkToParent,
  watchChildFrames,
  type ChildFrames,
  type ParentLink,
} from './frame-handshake';
import type { ShadowRootGetter } from '../dom/types';

export interface FrameCards {
  /** Our link to the parent frame; undefined in the top frame. */
  link: ParentLink | undefined;
  /** The way up for our cards; undefined in the top frame. */
  up: CardRelayOut | undefined;
  children: ChildCards;
  /** This frame's iframes and the child frames they hold. */
  childFrames: ChildFrames;
  /** Shows a card of this frame: drawn by an ancestor of ours when one answers, else here. */
  show(content: CardContent, anchor: CardAnchor, showOptions?: ShowOptions): Promise<void>;
}

export interface FrameCardsOptions {
  host: CardHost;
  getShadowRoot: ShadowRootGetter;
  /** The card was shown or closed outside the hover controller (its `setShown`). */
  setShown(options?: { pinned?: boolean }): void;
  /**
   * Settles once the background has this frame's report holding `digits`: an ancestor draws
   * only a number the frame reported itself.
   */
  reported(digits: string): Promise<void>;
}

/**
 * Frames (README.md, "Frames"): a card of a number in this frame is drawn by the topmost
 * ancestor frame of ours, so a small iframe cannot clip it; this frame draws it otherwise.
 */
export function wireFrameCards(
  ctx: ContentScriptContext,
  { host, getShadowRoot, setShown, reported }: FrameCardsOptions,
): FrameCards {
  const link =
    window === window.top
      ? undefined
      : linkToParent(
          ctx,
          (token) => void ask({ type: 'frame.hello', token }),
          (challenge) => void ask({ type: 'frame.answer', challenge }),
        );
  const up: CardRelayOut | undefined = link
    ? createCardRelay(
        ctx,
        link,
        async (toFrameId, relay) => {
          const answer = await ask({ type: 'card.relay', toFrameId, relay });
          return answer.ok && answer.data.shown;
        },
        { onClosedAbove: () => setShown() },
      )
    : undefined;
  const childFrames = watchChildFrames(
    ctx,
    (token) => void ask({ type: 'frame.adopt', token }),
    getShadowRoot,
  );
  const children = createChildCards({
    frames: childFrames,
    up,
    draw: (content, anchor, focus) => {
      setShown({ pinned: focus });
      return host.draw(content, anchor, { focus });
    },
    hide: () => host.current()?.hide(),
    reposition: () => host.current()?.reposition(),
    focusCard: () => host.current()?.focus(),
    closedFor: (frameId, hadFocus) => void ask({ type: 'card.closedFor', frameId, hadFocus }),
  });

  return {
    link,
    up,
    children,
    childFrames,
    show: async (content, anchor, showOptions = {}) => {
      if (up) {
        if (content.kind === 'number') await reported(content.subject.digits);
        if (await up.show(content, anchor, showOptions)) return;
      }
      if (ctx.isInvalid) return;
      children.release();
      await host.draw(content, anchor, showOptions);
    },
  };
}
