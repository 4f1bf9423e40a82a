/**
 * The port the card and the popup open to hear of the waiting tag writes whenever the outbox
 * changes, instead of asking again and again. A content script hears only of the writes of the
 * records the extension showed on its tab, as with `outbox.list`. Its messages are in
 * protocol.ts; the name is kept apart so the content script does not bundle zod for it.
 */
export const OUTBOX_PORT = 'outbox.watch';

/**
 * The port the card's tag field (`card-field.html`) holds open, named `<prefix><token>`: when
 * the field's page goes (the page navigated its frame), the browser closes the port, and the
 * background tells the card (`leaving`). Surer than a message sent while the page unloads,
 * which Firefox may drop.
 */
export const CARD_FIELD_PORT_PREFIX = 'cardField:';
