import { z } from 'zod';
import { CardRelay, FrameToken } from '../messaging/protocol';

/**
 * Messages the background sends to a tab's content script (not to the background: those are
 * in `lib/messaging/protocol.ts`).
 */
export const TabMessage = z.discriminatedUnion('type', [
  /** Is the content script running in this frame? Answers `{ alive: true }`. */
  z.object({ type: z.literal('content.ping') }),
  /** Open the card for a number written in this text (context menu on a selection). */
  z.object({ type: z.literal('card.openForText'), text: z.string().max(512) }),
  /**
   * Sent to every frame of the tab: the frame that sent `token` to its parent learns its
   * parent's frame id. Answered only by that frame.
   */
  z.object({
    type: z.literal('frame.adopted'),
    token: FrameToken,
    parentFrameId: z.number().int().nonnegative(),
  }),
  /** A child frame's card request (see `CardRelay`); answers `{ shown }`. */
  z.object({ type: z.literal('card.fromChild'), relay: CardRelay }),
  /** The card an ancestor drew for this frame closed. */
  z.object({ type: z.literal('card.closedAbove'), hadFocus: z.boolean() }),
]);
export type TabMessage = z.infer<typeof TabMessage>;

export interface PingAnswer {
  alive: true;
}

/** What `card.openForText` answers: whether a number was found in the text. */
export interface OpenForTextAnswer {
  opened: boolean;
}

/** What `card.fromChild` answers. */
export interface RelayAnswer {
  shown: boolean;
}
