import { findBlockedSpans, findOverlappingSpan } from './blockers';
import { readLabels } from './context-labels';
import { looksLikeRequisite } from './requisite-checksums';
import { scanPhones } from './scan-phones';
import type { FindPhonesOptions, PhoneRejection } from './types';

/** Anything that looks like a number a person might call: 7+ digits with phone punctuation. */
const NUMBER_LIKE = /\+?\(?\p{N}(?:[\s\u00a0\-–.()/]{0,2}\p{N})+\)?/gu;
const GLUE_CHAR = /[\p{L}\p{N}_@-]/u;
const MIN_DIGITS = 7;
const ONLY_DIGITS = /^\p{N}+$/u;
/** Without a "+", this many digits or fewer is a number dialled inside one city. */
const MAX_LOCAL_DIGITS = 7;

function countDigits(value: string): number {
  let count = 0;
  for (const char of value) if (char >= '0' && char <= '9') count++;
  return count;
}

function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && a.end > b.start;
}

/**
 * For every number-like run in `text` that `findPhones` does not report, the reason: powers
 * the "why was this number not detected" diagnostic. Returns [] when everything was found.
 */
export function explainNoMatch(text: string, options: FindPhonesOptions): PhoneRejection[] {
  const { matches, rejections } = scanPhones(text, options.defaultRegion, true, options.context);
  const explained: PhoneRejection[] = [...rejections];
  let spans: ReturnType<typeof findBlockedSpans> | undefined;

  for (const found of text.matchAll(NUMBER_LIKE)) {
    const raw = found[0].replace(/[\s\u00a0\-–.(/]+$/u, '');
    const range = { start: found.index, end: found.index + raw.length };
    const digitCount = countDigits(raw);
    if (digitCount < MIN_DIGITS) continue;
    if (matches.some((match) => overlaps(match, range))) continue;
    if (explained.some((rejection) => overlaps(rejection, range))) continue;

    const rejection = (reason: PhoneRejection['reason'], detail?: string): PhoneRejection => ({
      ...range,
      raw,
      reason,
      ...(detail === undefined ? {} : { detail }),
    });
    const before = text[range.start - 1];
    const after = text[range.end];
    const label = readLabels(text, range.start).rejectingLabel;
    spans ??= findBlockedSpans(text);
    const blocked = findOverlappingSpan(spans, range.start, range.end);

    if (before !== undefined && GLUE_CHAR.test(before)) explained.push(rejection('glued', before));
    else if (after !== undefined && GLUE_CHAR.test(after))
      explained.push(rejection('glued', after));
    else if (label !== undefined) explained.push(rejection('label', label));
    else if (blocked) {
      explained.push(rejection(blocked.reason, text.slice(blocked.start, blocked.end)));
    } else if (ONLY_DIGITS.test(raw) && looksLikeRequisite(raw)) {
      explained.push(rejection('requisite-checksum'));
    } else if (digitCount <= MAX_LOCAL_DIGITS && !raw.startsWith('+')) {
      explained.push(rejection('local-number'));
    } else explained.push(rejection('invalid-number'));
  }
  return explained.sort((a, b) => a.start - b.start);
}
