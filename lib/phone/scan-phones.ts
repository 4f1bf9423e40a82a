import {
  findPhoneNumbersInText,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import type { PhoneNumber } from 'libphonenumber-js/min';
import { findBlockedSpans, findOverlappingSpan, maskDatesAndTimes } from './blockers';
import type { BlockedSpan } from './blockers';
import { readLabels } from './context-labels';
import { endOfNumberBeforeExtension, readExtension } from './extension';
import { isPlausiblePhone } from './numbering-plan';
import { looksLikeRequisite } from './requisite-checksums';
import type { CountryCode, PhoneMatch, PhoneRejection } from './types';

/** Fewer digits than this in a whole text node cannot hold a number we report. */
const MIN_DIGITS_IN_TEXT = 7;

/** A neighbour that makes the number part of a longer token (INV-201-5550123, ЗАК-7999…). */
const GLUE_CHAR = /[\p{L}\p{N}_@-]/u;
/** A "/" right after a letter starts a URL path segment: site.ru/79991234567. */
const PATH_SLASH_BEFORE = /[\p{L}._-]\/$/u;

/**
 * Text handed to libphonenumber, same length so offsets stay valid:
 * - "0049 30 …" → " +49 30 …": the library only knows the region's own international prefix;
 * - "," and ";" → line breaks: the library reads "…-67, 12.03" and "…-67; 8 903 …" as
 *   auto-dial extensions (",12", ";8"); we read real extensions ourselves from the original text.
 */
const LIBRARY_REWRITES = /(?<![\p{L}\p{N}_+-])00(?=[\s-]?[1-9])|[,;]/gu;

function prepareForLibrary(text: string): string {
  return text.replace(LIBRARY_REWRITES, (found) => (found === '00' ? ' +' : '\n'));
}

/** E.164 written without "+", as CRMs store it: 375291234567. */
const BARE_DIGIT_RUN = /(?<![\p{L}\p{N}_+-])\p{N}{11,15}(?![\p{N}])/gu;
const ONLY_DIGITS = /^\p{N}+$/u;

/**
 * Calling codes assumed for bare international digits without a phone label: the CIS audience
 * this extension serves. Elsewhere bare 11-15 digit runs are more often ids than phones.
 */
const BARE_INTERNATIONAL_CALLING_CODES = new Set([
  '7',
  '374',
  '375',
  '380',
  '992',
  '993',
  '994',
  '995',
  '996',
  '998',
  '373',
]);

interface Candidate {
  start: number;
  numberEnd: number;
  /** End of libphonenumber's match, extension included. */
  matchEnd: number;
  phone: PhoneNumber;
  bareInternational: boolean;
}

export interface ScanResult {
  matches: PhoneMatch[];
  rejections: PhoneRejection[];
}

export function hasEnoughDigits(text: string): boolean {
  let count = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 48 && code <= 57 && ++count >= MIN_DIGITS_IN_TEXT) return true;
  }
  return false;
}

/** "[+7 916 …]": the library may start a match at an opening bracket that is closed only after it. */
function unclosedBracketLength(text: string, start: number, end: number): number {
  const opening = text[start];
  if (opening !== '[' && opening !== '(') return 0;
  const closing = opening === '[' ? ']' : ')';
  if (text.slice(start + 1, end).includes(closing)) return 0;
  let length = 1;
  while (/\s/.test(text[start + length] ?? '')) length++;
  return length;
}

function libraryCandidates(text: string, region: CountryCode): Candidate[] {
  const masked = maskDatesAndTimes(text);
  if (masked !== text && !hasEnoughDigits(masked)) return [];
  const prepared = prepareForLibrary(masked);
  const found = findPhoneNumbersInText(prepared, { defaultCountry: region });
  return found.map(({ number: phone, startsAt, endsAt }) => {
    const rewrittenZeros = prepared[startsAt] === '+' && text.startsWith('00', startsAt - 1);
    const start = rewrittenZeros
      ? startsAt - 1
      : startsAt + unclosedBracketLength(text, startsAt, endsAt);
    const numberEnd =
      phone.ext === undefined
        ? endsAt
        : startsAt + endOfNumberBeforeExtension(prepared.slice(startsAt, endsAt), phone.ext);
    return { start, numberEnd, matchEnd: endsAt, phone, bareInternational: false };
  });
}

function bareInternationalCandidates(text: string, taken: readonly Candidate[]): Candidate[] {
  const candidates: Candidate[] = [];
  for (const match of text.matchAll(BARE_DIGIT_RUN)) {
    const start = match.index;
    const end = start + match[0].length;
    if (taken.some((candidate) => candidate.start < end && candidate.matchEnd > start)) continue;
    const phone = parsePhoneNumberFromString(`+${match[0]}`);
    if (phone?.isValid()) {
      candidates.push({ start, numberEnd: end, matchEnd: end, phone, bareInternational: true });
    }
  }
  return candidates;
}

type Verdict = { match: PhoneMatch } | { rejection: PhoneRejection };

function judge(
  text: string,
  region: CountryCode,
  candidate: Candidate,
  blockedSpans: () => readonly BlockedSpan[],
): Verdict {
  const { start, numberEnd, phone } = candidate;
  const raw = text.slice(start, numberEnd);
  const reject = (reason: PhoneRejection['reason'], detail?: string): Verdict => ({
    rejection: { start, end: numberEnd, raw, reason, ...(detail === undefined ? {} : { detail }) },
  });

  const extension =
    readExtension(text, numberEnd) ??
    (phone.ext === undefined ? undefined : { digits: phone.ext, end: candidate.matchEnd });
  const before = text[start - 1];
  const after = text[extension?.end ?? numberEnd];
  if (before !== undefined && GLUE_CHAR.test(before)) return reject('glued', before);
  if (PATH_SLASH_BEFORE.test(text.slice(Math.max(0, start - 2), start)))
    return reject('glued', '/');
  if (after !== undefined && GLUE_CHAR.test(after)) return reject('glued', after);

  const labels = readLabels(text, start);
  if (labels.rejectingLabel !== undefined) return reject('label', labels.rejectingLabel);

  const blocked = findOverlappingSpan(blockedSpans(), start, numberEnd);
  if (blocked) {
    const isPatternOnly = blocked.reason === 'passport';
    if (!isPatternOnly || !labels.hasSupportingLabel) {
      return reject(blocked.reason, text.slice(blocked.start, blocked.end));
    }
  }

  if (!isPlausiblePhone(phone)) return reject('invalid-number');
  if (ONLY_DIGITS.test(raw) && looksLikeRequisite(raw) && !labels.hasSupportingLabel) {
    return reject('requisite-checksum');
  }
  if (
    candidate.bareInternational &&
    !labels.hasSupportingLabel &&
    !BARE_INTERNATIONAL_CALLING_CODES.has(phone.countryCallingCode) &&
    phone.countryCallingCode !== getCountryCallingCode(region)
  ) {
    return reject('bare-international', `+${phone.countryCallingCode}`);
  }

  const match: PhoneMatch = { start, end: numberEnd, raw, digits: phone.number.slice(1) };
  if (extension) {
    match.extension = extension.digits;
    match.extensionEnd = extension.end;
  }
  return { match };
}

/** The whole detection pipeline; rejections are collected only for the diagnostic. */
export function scanPhones(
  text: string,
  region: CountryCode,
  collectRejections: boolean,
): ScanResult {
  const result: ScanResult = { matches: [], rejections: [] };
  if (!hasEnoughDigits(text)) return result;

  const fromLibrary = libraryCandidates(text, region);
  const candidates = [...fromLibrary, ...bareInternationalCandidates(text, fromLibrary)];
  if (candidates.length === 0) return result;

  let spans: BlockedSpan[] | undefined;
  const blockedSpans = () => (spans ??= findBlockedSpans(text));
  for (const candidate of candidates) {
    const verdict = judge(text, region, candidate, blockedSpans);
    if ('match' in verdict) result.matches.push(verdict.match);
    else if (collectRejections) result.rejections.push(verdict.rejection);
  }
  if (candidates.length > fromLibrary.length) result.matches.sort((a, b) => a.start - b.start);
  return result;
}
