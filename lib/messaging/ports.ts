/**
 * The port the card and the popup open to hear of the waiting tag writes whenever the outbox
 * changes, instead of asking again and again. A content script hears only of the writes of the
 * records the extension showed on its tab, as with `outbox.list`. Its messages are in
 * protocol.ts; the name is kept apart so the content script does not bundle zod for it.
 */
export const OUTBOX_PORT = 'outbox.watch';
