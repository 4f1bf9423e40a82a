import { readExtension } from './extension';
import { readValidInternational } from './plain-international';
import { heardText } from './written-codes';
import type { PhoneReading } from './types';

/**
 * Most texts holding a number in a CRM are one number alone in a cell: "+7 (916) 123-45-67",
 * "8 916 123 45 67", "89161234567", "+7 916 123-45-67 доб. 12", "+375 29 123-45-67". Their
 * shape is read here with one pattern instead of libphonenumber's matcher: a +7 number is
 * checked against the numbering plan of +7 (`PLUS_SEVEN_NATIONAL`) without the library, any
 * other "+" number is only parsed by it. Everything else (words, two numbers, national numbers
 * of other regions) goes to the matcher, and the candidate found here is judged like the
 * matcher's. `fast-path.test.ts` checks that the matcher finds the same number at the same
 * offsets for every text this path takes.
 */
const SEP = '[\\s\\u00a0-]?';
const GROUPED = `(?:\\+7|8)${SEP}\\(?\\d{3}\\)?${SEP}\\d{3}${SEP}\\d{2}${SEP}\\d{2}`;
const BARE = '[78]?\\d{10}';
const SPACE = '[\\s\\u00a0]*';
/** The space a number may follow at its text's start (the number itself never starts with one). */
const LEADING_SPACE = new RegExp(SPACE, 'y');
/** A +7 number where the leading space ends; what follows must be nothing or an extension. */
const PLUS_SEVEN_AT = new RegExp(`(?:${GROUPED}|${BARE})(?![\\d])`, 'y');
/** "+375 29 123-45-67", "+44 20 7946 0958": a "+", a calling code and groups of digits, alone. */
const INTERNATIONAL_ALONE = /^[\s\u00a0]*(\+[1-9]\d{0,2}(?:[\s\u00a0-]?\d{1,5}){2,6})[\s\u00a0]*$/;
const NOT_SPACE = /[^\s\u00a0]/g;

/**
 * The ten-digit national numbers the metadata of +7 accepts (Russia "[347-9]\d{9}",
 * Kazakhstan "[78]\d{9}"; their 14-digit "8\d{13}" is no number a CRM shows, see
 * numbering-plan.ts). `fast-path.test.ts` holds this to the installed libphonenumber.
 */
export const PLUS_SEVEN_NATIONAL = /^[347-9]\d{9}$/;

/** Shaped as scan-phones.ts's candidates, so a list's every number is not copied into one. */
export interface FastCandidate {
  start: number;
  /** End of the number itself. */
  numberEnd: number;
  /** End of the number and its extension. */
  matchEnd: number;
  phone: PhoneReading;
  bareInternational: false;
  /** The number (and its extension) is all its text holds. */
  wholeText: true;
}

const MAX_FAST_TEXT = 60;

/**
 * The one number `text` holds alone (or with its extension after it), or undefined: then the
 * matcher reads the text. Written without "+7", a number is read so only where +7 is the
 * default region's code (`isPlusSeven`).
 */
export function fastCandidate(text: string, isPlusSeven: boolean): FastCandidate | undefined {
  if (text.length > MAX_FAST_TEXT) return undefined;
  return plusSevenCandidate(text, isPlusSeven) ?? internationalCandidate(text);
}

/**
 * Sticky patterns and offsets rather than `exec`: no match array and no substrings for each of
 * a list's thousands of numbers, only the digits read.
 */
function plusSevenCandidate(text: string, isPlusSeven: boolean): FastCandidate | undefined {
  LEADING_SPACE.lastIndex = 0;
  LEADING_SPACE.test(text);
  const start = LEADING_SPACE.lastIndex;
  PLUS_SEVEN_AT.lastIndex = start;
  if (!PLUS_SEVEN_AT.test(text)) return undefined;
  const end = PLUS_SEVEN_AT.lastIndex;
  if (!isPlusSeven && text[start] !== '+') return undefined;
  const matchEnd =
    end === text.length || onlySpaceFrom(text, end) ? end : extensionAlone(text, end);
  if (matchEnd === undefined) return undefined;
  const digits = text.slice(start, end).replace(/\D/g, '');
  // Eleven digits start with 7 or 8 (the pattern says so); ten starting with 8 are the
  // trunk prefix and nine digits to the matcher, no number.
  if (digits.length === 10 && digits[0] === '8') return undefined;
  const national = digits.slice(-10);
  if (!PLUS_SEVEN_NATIONAL.test(national)) return undefined;
  const phone: PhoneReading = {
    number: `+7${national}`,
    countryCallingCode: '7',
    nationalNumber: national,
  };
  return { start, numberEnd: end, matchEnd, phone, bareInternational: false, wholeText: true };
}

/** Where an extension written right after the number ends, when nothing but space follows it. */
function extensionAlone(text: string, numberEnd: number): number | undefined {
  const extension = readExtension(text, numberEnd);
  if (!extension || !onlySpaceFrom(text, extension.end)) return undefined;
  return extension.end;
}

function onlySpaceFrom(text: string, from: number): boolean {
  NOT_SPACE.lastIndex = from;
  return !NOT_SPACE.test(text);
}

function internationalCandidate(text: string): FastCandidate | undefined {
  if (!text.includes('+') || text.startsWith('+7', text.indexOf('+'))) return undefined;
  const found = INTERNATIONAL_ALONE.exec(text);
  if (!found) return undefined;
  const raw = found[1] as string;
  // The rest of the world's plans are loaded when a page writes one of their codes.
  heardText(raw);
  const phone = readValidInternational(raw.replace(/\D/g, ''));
  if (!phone) return undefined;
  const start = text.indexOf(raw);
  const end = start + raw.length;
  return { start, numberEnd: end, matchEnd: end, phone, bareInternational: false, wholeText: true };
}
