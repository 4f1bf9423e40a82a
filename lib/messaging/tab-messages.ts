import type { PhoneOnPage } from '../types/phone-data';
import type { CardRelay } from './protocol';

/**
 * Messages the background sends to a tab's content script (not to the background: those are
 * in `lib/messaging/protocol.ts`).
 */
export type TabMessage =
  /** Is the content script running in this frame? Answers `{ alive: true }`. */
  | { type: 'content.ping' }
  /** The cue's switches changed in the options: ask `setup.status` again. */
  | { type: 'cue.changed' }
  /** The language changed in the options: ask `setup.status` again and redraw the card. */
  | { type: 'language.changed' }
  /**
   * What the page says next to this frame's numbers (label, call link, order id), for the
   * popup's list: answers digits -> `PhoneOnPage` (`DescribeAnswer`), read when asked.
   */
  | { type: 'page.describe' }
  /** Open the card for a number written in this text (context menu on a selection). */
  | { type: 'card.openForText'; text: string }
  /**
   * The lookup shortcut (a browser command): open the card for the number under the pointer
   * (`pointer`) or in the selection or focused field (`focus`). Sent to every frame; only a
   * frame that has one answers (`OpenForTextAnswer`), the others stay silent.
   */
  | { type: 'command.lookup'; at: 'pointer' | 'focus' }
  /**
   * Sent to every frame of the tab: the frame that sent `token` to its parent learns its
   * parent's frame id. Answered only by that frame.
   */
  | { type: 'frame.adopted'; token: string; parentFrameId: number }
  /**
   * A child frame's card request (see `CardRelay`); answers `{ shown }`. `fromFrameId`: the
   * child that sent it, as the browser names it (the background's `sender.frameId`).
   */
  | { type: 'card.fromChild'; relay: CardRelay; fromFrameId: number }
  /**
   * Child frame `frameId` (the browser's name for it) received `challenge`, which this frame
   * posted into one of its iframes: that iframe holds that frame. Sent only to its bound parent.
   */
  | { type: 'frame.answered'; challenge: string; frameId: number }
  /** The card an ancestor drew for this frame closed. */
  | { type: 'card.closedAbove'; hadFocus: boolean };

const MAX_TEXT_LENGTH = 512;
const FRAME_TOKEN = /^[0-9a-f]{32}$/;
const RELAY_OPS = new Set(['show', 'explain', 'move', 'hide', 'focus']);

type Parsed = { success: true; data: TabMessage } | { success: false };

const ok = (data: TabMessage): Parsed => ({ success: true, data });
const REFUSED: Parsed = { success: false };

/**
 * Checks what arrives as a tab message, keeping only the known fields. Written by hand rather
 * than as a zod schema: zod would be a fifth of the content script that runs in every frame.
 * Only the background can send these; it validated a relay with the full `CardRelay` schema
 * before forwarding it, so here its shape is checked, not every field again.
 */
export const TabMessage = {
  safeParse(raw: unknown): Parsed {
    if (!isRecord(raw)) return REFUSED;
    const { type } = raw;
    if (
      type === 'content.ping' ||
      type === 'cue.changed' ||
      type === 'language.changed' ||
      type === 'page.describe'
    ) {
      return ok({ type });
    }
    if (type === 'card.openForText') {
      const { text } = raw;
      return typeof text === 'string' && text.length <= MAX_TEXT_LENGTH
        ? ok({ type, text })
        : REFUSED;
    }
    if (type === 'command.lookup') {
      const { at } = raw;
      return at === 'pointer' || at === 'focus' ? ok({ type, at }) : REFUSED;
    }
    if (type === 'frame.adopted') {
      const { token, parentFrameId } = raw;
      return isFrameToken(token) && isFrameId(parentFrameId)
        ? ok({ type, token, parentFrameId })
        : REFUSED;
    }
    if (type === 'card.fromChild') {
      const { relay, fromFrameId } = raw;
      return isRecord(relay) &&
        RELAY_OPS.has(relay.op as string) &&
        isFrameToken(relay.token) &&
        isFrameId(fromFrameId)
        ? ok({ type, relay: relay as unknown as CardRelay, fromFrameId })
        : REFUSED;
    }
    if (type === 'frame.answered') {
      const { challenge, frameId } = raw;
      return isFrameToken(challenge) && isFrameId(frameId)
        ? ok({ type, challenge, frameId })
        : REFUSED;
    }
    if (type === 'card.closedAbove') {
      const { hadFocus } = raw;
      return typeof hadFocus === 'boolean' ? ok({ type, hadFocus }) : REFUSED;
    }
    return REFUSED;
  },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isFrameToken(value: unknown): value is string {
  return typeof value === 'string' && FRAME_TOKEN.test(value);
}

function isFrameId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

export interface PingAnswer {
  alive: true;
}

/** What `page.describe` answers: digits -> what the page says next to that number. */
export type DescribeAnswer = Record<string, PhoneOnPage>;

/** What `card.openForText` answers: whether a number was found in the text. */
export interface OpenForTextAnswer {
  opened: boolean;
}

/** What `card.fromChild` answers. */
export interface RelayAnswer {
  shown: boolean;
}
