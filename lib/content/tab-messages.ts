import { z } from 'zod';

/**
 * Messages the background sends to a tab's content script (not to the background: those are
 * in `lib/messaging/protocol.ts`).
 */
export const TabMessage = z.discriminatedUnion('type', [
  /** Is the content script running in this frame? Answers `{ alive: true }`. */
  z.object({ type: z.literal('content.ping') }),
  /** Open the card for a number written in this text (context menu on a selection). */
  z.object({ type: z.literal('card.openForText'), text: z.string().max(512) }),
]);
export type TabMessage = z.infer<typeof TabMessage>;

export interface PingAnswer {
  alive: true;
}

/** What `card.openForText` answers: whether a number was found in the text. */
export interface OpenForTextAnswer {
  opened: boolean;
}
