/**
 * Frames: a frame's card drawn by its topmost ancestor of ours (lib/content/README.md,
 * "Frames"), and the card's views loaded into a frame.
 */
import { z } from 'zod';
import { PhoneDigits } from './fields';

/** A frame's random name, told to its parent through postMessage; it locates the iframe only. */
export const FrameToken = z.string().regex(/^[0-9a-f]{32}$/);
const FrameId = z.number().int().nonnegative();
const Coordinate = z.number().min(-1e6).max(1e6);
/** A rectangle in the viewport of the frame that sends it. */
export const RelayRect = z.object({
  left: Coordinate,
  top: Coordinate,
  right: Coordinate,
  bottom: Coordinate,
});
const RelayRects = z.array(RelayRect).min(1).max(16);
const RelayPoint = z.object({ x: Coordinate, y: Coordinate });
/**
 * What a frame asks the ancestor frame holding its iframe (`token`) to do with its card. Only
 * content scripts send these, through the background, which names the frame they came from
 * (`originFrameId`): page scripts can neither send nor read them.
 */
export const CardRelay = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('show'),
    token: FrameToken,
    originFrameId: FrameId.optional(),
    subject: z.object({
      digits: PhoneDigits,
      raw: z.string().max(128),
      extension: z.string().max(16).optional(),
    }),
    rects: RelayRects,
    point: RelayPoint.optional(),
    focus: z.boolean(),
  }),
  /** Explain why a text the user asked about is not a number (the ancestor reads it again). */
  z.object({
    op: z.literal('explain'),
    token: FrameToken,
    originFrameId: FrameId.optional(),
    text: z.string().max(512),
    rects: RelayRects,
    focus: z.boolean(),
  }),
  /** The number moved (the frame scrolled). */
  z.object({ op: z.literal('move'), token: FrameToken, rects: RelayRects }),
  /** `force`: a click or Esc in the frame; otherwise the pointer left, and the card stays while the pointer is on it. */
  z.object({ op: z.literal('hide'), token: FrameToken, force: z.boolean() }),
  /** Tab in the frame while the card is open: move focus into the card. */
  z.object({ op: z.literal('focus'), token: FrameToken }),
]);
export type CardRelay = z.infer<typeof CardRelay>;

export const framesFromAnyContext = [
  /** A frame found the iframe of a child that sent it this token; tells that child. */
  z.object({ type: z.literal('frame.adopt'), token: FrameToken }),
  /** A child frame's token, announced before it posts it to its parent. */
  z.object({ type: z.literal('frame.hello'), token: FrameToken }),
  /**
   * A challenge the sender's parent frame posted into the sender's window (the parent finds
   * its iframe element by it); passed to the bound parent only, named by `sender.frameId`.
   */
  z.object({ type: z.literal('frame.answer'), challenge: FrameToken }),
  /** To the ancestor frame `toFrameId` (the sender's parent, as `frame.adopt` told it). */
  z.object({ type: z.literal('card.relay'), toFrameId: FrameId, relay: CardRelay }),
  /** The card a frame drew for `frameId` closed; `hadFocus`: give focus back there. */
  z.object({ type: z.literal('card.closedFor'), frameId: FrameId, hadFocus: z.boolean() }),
  /** The card's views, loaded into the sender's frame when it first shows a card. */
  z.object({ type: z.literal('card.views') }),
  /** The rest of the world's numbering plans, when the sender's page writes one of their codes. */
  z.object({ type: z.literal('phone.world') }),
  /** The reader of what the page says next to its numbers, when the popup first asks. */
  z.object({ type: z.literal('page.describer') }),
] as const;

export interface FrameResponses {
  'frame.adopt': null;
  'frame.hello': null;
  'frame.answer': null;
  /** `shown`: an ancestor drew (or moved, hid, focused) the card; false: draw it in the frame. */
  'card.relay': { shown: boolean };
  'card.closedFor': null;
  'card.views': null;
  'phone.world': null;
  'page.describer': null;
}
