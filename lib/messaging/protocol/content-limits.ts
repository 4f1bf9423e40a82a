/** Bounds of messages the content script sends or reads, kept free of zod so it can use them. */
export const MAX_FIELD_SUGGESTIONS = 50;

/** A longer text is a page block, not something the user pointed at as a number. */
export const MAX_EXPLAINED_LENGTH = 512;
