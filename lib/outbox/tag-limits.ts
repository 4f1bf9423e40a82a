/**
 * Tag writes waiting at most; past it a new write is refused and the user is told. Kept apart
 * so a test can import it without the outbox's storage items.
 */
export const MAX_OUTBOX_ENTRIES = 1000;
