/**
 * Bounds on the tracker's free text (visitor-written UTM values, keywords, landing pages): a
 * lookup keeps at most this much of a field (`lib/lookup/records.ts`) and a view renders at most
 * this much (`clipText` in the views), so a 10 MB keyword costs neither memory nor a long render.
 */
export const MAX_FIELD_CHARS = 500;
/** A longer recording or landing link is dropped, not clipped: a cut address is another one. */
export const MAX_URL_CHARS = 2048;
/** Tags kept per call or lead, and the length of each. */
export const MAX_RECORD_TAGS = 100;
export const MAX_TAG_CHARS = 256;

/** `value` clipped to `max` characters, with an ellipsis when cut (never half a surrogate pair). */
export function clipText(value: string, max = MAX_FIELD_CHARS): string {
  if (value.length <= max) return value;
  return `${value.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, '')}\u2026`;
}

/** `clipText` for a field that may be missing. */
export const clipField = (value: string | undefined, max = MAX_FIELD_CHARS) =>
  value === undefined ? undefined : clipText(value, max);

/** A link field: kept whole when short enough, else dropped. */
export const boundedUrl = (value: string | undefined) =>
  value !== undefined && value.length <= MAX_URL_CHARS ? value : undefined;

/** A record's tags: the first `MAX_RECORD_TAGS`, each clipped. */
export const boundedTags = (tags: readonly string[]) =>
  tags.slice(0, MAX_RECORD_TAGS).map((tag) => clipText(tag, MAX_TAG_CHARS));
