/**
 * Messages the background sends to a tab's content script (not to the background: those are
 * in `lib/messaging/protocol.ts`).
 */
export type TabMessage =
  /** Is the content script running in this frame? Answers `{ alive: true }`. */
  | { type: 'content.ping' }
  /** Open the card for a number written in this text (context menu on a selection). */
  | { type: 'card.openForText'; text: string };

const MAX_TEXT_LENGTH = 512;

/**
 * Checks what arrives as a tab message, keeping only the known fields. Written by hand rather
 * than as a zod schema: zod would be a fifth of the content script that runs in every frame,
 * for two message shapes.
 */
export const TabMessage = {
  safeParse(raw: unknown): { success: true; data: TabMessage } | { success: false } {
    if (typeof raw !== 'object' || raw === null) return { success: false };
    const { type, text } = raw as Record<string, unknown>;
    if (type === 'content.ping') return { success: true, data: { type } };
    if (type === 'card.openForText' && typeof text === 'string' && text.length <= MAX_TEXT_LENGTH) {
      return { success: true, data: { type, text } };
    }
    return { success: false };
  },
};

export interface PingAnswer {
  alive: true;
}

/** What `card.openForText` answers: whether a number was found in the text. */
export interface OpenForTextAnswer {
  opened: boolean;
}
