/**
 * The card's tag field, in an extension page of its own (`card-field.html`) inside the card's
 * shadow root, so no page script sees what the user types there (SECURITY.md, "The user's input
 * in the card"). The field and its card talk through runtime messages only, which page scripts
 * can neither send nor hear: the field's events go to the background, which passes them to the
 * content scripts of the field's own tab (`cardField.event` tab message); the card's state for
 * the field (`cardField.state`) goes to the background too, which passes it to the sender's own
 * tab as a tab message (Firefox does not deliver a content script's runtime message to an
 * extension page framed in a web page; its tab messages do reach it), and Chromium's extension
 * pages also hear it directly. Only the field whose token it carries keeps it. The token (128
 * random bits) pairs a field with its card.
 */
import { z } from 'zod';
import { TagName } from './fields';
import { FrameToken } from './frames';
import { MAX_FIELD_SUGGESTIONS } from './content-limits';

export { MAX_FIELD_SUGGESTIONS };

/** The extension page holding the field (WXT's unlisted page `entrypoints/card-field`). */
export const CARD_FIELD_PAGE = 'card-field.html';
const MAX_FIELD_TEXT = 300;

/** What the field tells its card. */
export const FieldEvent = z.discriminatedUnion('kind', [
  /** The answer to the state's `probe`: this field's page is the document in the frame. */
  z.object({ kind: z.literal('ready'), probe: z.number().int().positive() }),
  /** The text typed so far, trimmed: the card asks for suggestions. */
  z.object({ kind: z.literal('query'), prefix: z.string().max(64) }),
  /** Enter or +: tag the field's target. `id` comes back in the state's `ack`. */
  z.object({ kind: z.literal('submit'), id: z.number().int().nonnegative(), tag: TagName }),
  /** Esc in the field: close the card. */
  z.object({ kind: z.literal('escape') }),
  /**
   * The field's page is going (`pagehide`): the page navigated the frame, or the card removed
   * it. Said before the next document loads, which `load` alone would tell only once all of
   * that document's resources arrived (a look-alike that never finishes loading).
   */
  z.object({ kind: z.literal('leaving') }),
]);
export type FieldEvent = z.infer<typeof FieldEvent>;

/** What the card shows in the field. */
export const FieldState = z.object({
  locale: z.enum(['en', 'ru']),
  label: z.string().max(MAX_FIELD_TEXT),
  placeholder: z.string().max(MAX_FIELD_TEXT).optional(),
  /** The button's text ("+" in the card). */
  button: z.string().max(MAX_FIELD_TEXT),
  suggestions: z.array(z.string().max(64)).max(MAX_FIELD_SUGGESTIONS),
  /** Why tags cannot be written now: the field waits, disabled, with this reason. */
  writesOff: z.string().max(MAX_FIELD_TEXT).optional(),
  /**
   * Sent after each load of the frame: the field answers `ready` with it. Only the page holding
   * the token hears it, so a document the page put in the frame instead never answers.
   */
  probe: z.number().int().positive().optional(),
  /**
   * Keys the user typed into the card while this field was still loading (the card held the
   * focus): put before the field's text once per `id`, so no key is lost.
   */
  typed: z.object({ id: z.number().int().positive(), text: z.string().max(64) }).optional(),
  /** The answer to a submit: `queued` clears the field, else the draft stays. */
  ack: z.object({ id: z.number().int().nonnegative(), queued: z.boolean() }).optional(),
});
export type FieldState = z.infer<typeof FieldState>;

export const cardFieldFromPages = [
  /** From `card-field.html` only: passed to the content scripts of the sender's tab. */
  z.object({ type: z.literal('cardField.event'), token: FrameToken, event: FieldEvent }),
] as const;

export const cardFieldFromAnyContext = [
  /**
   * From a content script: the state of its field, passed on to the sender's tab (where the
   * field's frame hears it in Firefox; in Chromium it also hears the runtime message itself).
   */
  z.object({ type: z.literal('cardField.state'), token: FrameToken, state: FieldState }),
] as const;

export interface CardFieldResponses {
  'cardField.event': null;
  'cardField.state': null;
}
