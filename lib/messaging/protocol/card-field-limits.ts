/** The card field's bounds, kept free of zod so the content script can use them. */
export const MAX_FIELD_SUGGESTIONS = 50;
