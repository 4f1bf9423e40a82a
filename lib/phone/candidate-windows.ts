// The cheap filter in front of libphonenumber: the library costs tens of microseconds per
// call and more per candidate it parses, so it is handed only the parts of a text where a
// number of phone length is written, not whole blocks of labels, sums and ids.

/**
 * libphonenumber's VALID_PUNCTUATION (dashes, slashes, dots, spaces, brackets, tildes): its
 * matcher joins digit blocks separated by up to four of these into one candidate.
 */
const JOINING_PUNCTUATION = new Set(
  '-\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u30fc\uff0d\uff0f/\uff0e. \u00a0\u00ad\u200b\u2060\u3000()\uff08\uff09\uff3b\uff3d[]~\u2053\u223c\uff5e',
);
const MAX_JOINING_PUNCTUATION = 4;
/** A written number has at least this many digits (see MIN_DIGITS_IN_TEXT in scan-phones.ts). */
export const MIN_CANDIDATE_DIGITS = 7;
/** Room for "+", brackets and the library's look at the character before a candidate. */
const PAD_BEFORE = 16;
/** Room for an extension ("доб. 123", "ext. 1234") and the library's look after a candidate. */
const PAD_AFTER = 40;
/** The most a window holds beyond its run: one text holding k such runs hands the library k times this more. */
export const CANDIDATE_WINDOW_PADDING = PAD_BEFORE + PAD_AFTER;
const NON_ASCII_DIGIT = /\p{Nd}/u;

export interface TextWindow {
  start: number;
  end: number;
}

const isAsciiDigit = (code: number) => code >= 48 && code <= 57;

/**
 * Parts of `text` the library must read to find every number of `MIN_CANDIDATE_DIGITS` or more
 * digits: each run of digit blocks the library would join, with room around it, overlapping
 * parts merged. Undefined when the whole text must be read (digits of other scripts, which
 * the library reads too and this filter does not count).
 */
export function candidateWindows(text: string): TextWindow[] | undefined {
  const windows: TextWindow[] = [];
  let runStart = -1;
  let runEnd = -1;
  let runDigits = 0;
  let gap = 0;
  const closeRun = () => {
    if (runDigits >= MIN_CANDIDATE_DIGITS) addWindow(windows, text, runStart, runEnd);
    runStart = -1;
    runDigits = 0;
  };
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (isAsciiDigit(code)) {
      if (runStart < 0) runStart = index;
      runDigits++;
      runEnd = index + 1;
      gap = 0;
      continue;
    }
    if (code > 127 && NON_ASCII_DIGIT.test(text[index] as string)) return undefined;
    if (runStart >= 0 && JOINING_PUNCTUATION.has(text[index] as string)) {
      if (++gap <= MAX_JOINING_PUNCTUATION) continue;
    }
    if (runStart >= 0) closeRun();
    gap = 0;
  }
  if (runStart >= 0) closeRun();
  return windows;
}

function addWindow(windows: TextWindow[], text: string, runStart: number, runEnd: number): void {
  let start = Math.max(0, runStart - PAD_BEFORE);
  let end = Math.min(text.length, runEnd + PAD_AFTER);
  // Never cut a digit block in two: the library would read a different number there.
  while (start > 0 && isAsciiDigit(text.charCodeAt(start - 1))) start--;
  while (end < text.length && isAsciiDigit(text.charCodeAt(end))) end++;
  const last = windows[windows.length - 1];
  if (last && start <= last.end) last.end = Math.max(last.end, end);
  else windows.push({ start, end });
}
