/**
 * The per-tab numbers in `storage.session` (an outside interface: digit strings), checked by
 * hand on read, without zod, as anything a content script may end up importing is.
 */

const DIGITS = /^\d{7,15}$/;

/** `detected:<tabId>`: the tab's numbers; anything else in the list is skipped. */
export function readDetected(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((phone): phone is string => typeof phone === 'string' && DIGITS.test(phone))
    : [];
}

/** `detectedFrames:<tabId>`: frame id -> that frame's numbers; a malformed frame reads as empty. */
export function readDetectedFrames(value: unknown): Record<string, string[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const frames: Record<string, string[]> = {};
  for (const [frameId, phones] of Object.entries(value)) {
    if (/^\d+$/.test(frameId)) frames[frameId] = readDetected(phones);
  }
  return frames;
}

/**
 * `served:<tabId>`: the records shown to a tab (`call:<counter>:<id>`, `lead:<counter>:<id>`),
 * which alone it may tag. A malformed value reads as none shown: safe, the next answer refills it.
 */
export function readServedRecords(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((key): key is string => typeof key === 'string' && /^(call|lead):/.test(key))
    : [];
}
