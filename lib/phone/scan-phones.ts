import { findPhoneNumbersInText, getCountryCallingCode } from 'libphonenumber-js/min';
import type { NumberFound } from 'libphonenumber-js/min';
import { findBlockedSpans, findOverlappingSpan, maskDatesAndTimes } from './blockers';
import type { BlockedSpan } from './blockers';
import { candidateWindows } from './candidate-windows';
import { DIGIT_TOKEN, findInDigitToken } from './digit-token';
import { fastCandidate } from './fast-path';
import { readFieldLabel, readLabels, type LabelEvidence } from './context-labels';
import { endOfNumberBeforeExtension, readExtension } from './extension';
import { isPlausiblePhone } from './numbering-plan';
import { readValidInternational } from './plain-international';
import { lacksNationalPrefix } from './national-prefix';
import { looksLikeRequisite } from './requisite-checksums';
import { callingCodeOfRegion } from './record-regions';
import { heardText } from './written-codes';
import type { CountryCode, PhoneContext, PhoneMatch, PhoneReading, PhoneRejection } from './types';

/** Fewer digits than this in a whole text node cannot hold a number we report. */
const MIN_DIGITS_IN_TEXT = 7;

/** A neighbour that makes the number part of a longer token (INV-201-5550123, ЗАК-7999…). */
const GLUE_CHAR = /[\p{L}\p{N}_@-]/u;
const GLUE_AFTER_EXTENSION = /[\p{N}_@-]/u;
const DIGIT = /\p{N}/u;
/**
 * Hebrew glues its one-letter prepositions to a number with a hyphen ("מ-050-3912276", from;
 * "ל-03-6884100", to): the letter is a word of its own, not part of a code.
 */
const HEBREW_PREFIX_BEFORE = /(?<![\p{L}\p{N}])[בהוכלמש]-$/u;
/** A "/" right after a letter starts a URL path segment: site.ru/79991234567. */
const PATH_SLASH_BEFORE = /[\p{L}._-]\/$/u;

/**
 * Text handed to libphonenumber, same length so offsets stay valid:
 * - "0049 30 …" → " +49 30 …": the library only knows the region's own international prefix.
 *   Only where a number starts: a "00" group right after digits or a closing bracket, with or
 *   without a separator, is inside a number ("8 926 431 00 43", "+7 (926) 004-12-34",
 *   "8(916)0034656");
 * - "," and ";" → line breaks: the library reads "…-67, 12.03" and "…-67; 8 903 …" as
 *   auto-dial extensions (",12", ";8"); we read real extensions ourselves from the original text.
 */
const LIBRARY_REWRITES =
  /(?<![\p{L}\p{N}_+-])(?<![\p{N})][\s\u00a0.-]{0,2})00(?=[\s-]?[1-9])|[,;]/gu;

/**
 * The trunk zero some write in brackets after the country code ("+31 (0)20 …", "+44 (0) 161 …"):
 * dialled from abroad it is left out, and the library, reading it as part of the number or
 * as too wide a gap, finds none. The code moves right over it, same length:
 * "+44 (0) 161" → "    +44 161".
 */
const BRACKETED_TRUNK_ZERO = /\+(\d{1,3})[\s\u00a0]?\(0\)/g;

function prepareForLibrary(text: string): string {
  const prepared = text.replace(LIBRARY_REWRITES, (found) => (found === '00' ? ' +' : '\n'));
  if (!prepared.includes('(0)')) return prepared;
  return prepared.replace(
    BRACKETED_TRUNK_ZERO,
    (found, code: string) => `${' '.repeat(found.length - code.length - 1)}+${code}`,
  );
}

/**
 * Where a number the library found in the prepared text starts in the original: at its "+",
 * or at the "00" or "+" a rewrite turned into spaces before it.
 */
function originalStart(text: string, prepared: string, startsAt: number): number | undefined {
  if (prepared[startsAt] !== '+' || text[startsAt] === '+') return undefined;
  for (let index = startsAt - 1; index >= 0 && prepared[index] === ' '; index--) {
    if (text[index] === '+' || text.startsWith('00', index)) return index;
  }
  return undefined;
}

/** E.164 written without "+", as CRMs store it: 375291234567. */
const BARE_DIGIT_RUN = /(?<![\p{L}\p{N}_+-])\p{N}{11,15}(?![\p{N}])/gu;
const BARE_DIGITS_MIN = 11;
/** Numerals other than ASCII digits, which `\p{N}` counts too: such texts go through the pattern. */
const OTHER_NUMERALS = /[^\P{N}0-9]/u;
const ONLY_DIGITS = /^\p{N}+$/u;
/** Russia's and Kazakhstan's calling code: the requisites' checksums are theirs. */
const RUSSIAN_CALLING_CODE = '7';
/** E.164 allows 15 digits; a longer "number" is a misreading, and the background refuses it. */
const MAX_E164_DIGITS = 15;
/** A national number written 3-3-4, as only North America writes them: "(617) 555-0134". */
const NANP_SHAPE = /^\(?[2-9]\d{2}\)?[\s.-]{0,2}[2-9]\d{2}[\s.-]\d{4}$/;
const NANP_REGIONS: ReadonlySet<CountryCode> = new Set(['US', 'CA']);
/** Only separators before a candidate: it is the first thing in its text, so a label elsewhere is its label. */
const FIELD_START = /^[\s\u00a0:：—–\-•·,;(]*$/u;

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
  phone: PhoneReading;
  bareInternational: boolean;
  /**
   * The number (and its extension) is all its text holds, in a shape of the fast path: no date,
   * sum or id can overlap it, and no digits are left for another region to read.
   */
  wholeText?: true;
}

export interface ScanResult {
  matches: PhoneMatch[];
  rejections: readonly PhoneRejection[];
}

/** The rejections of a scan that collects none, or found none to collect: one shared list. */
const NO_REJECTIONS: readonly PhoneRejection[] = Object.freeze([]);

/** Whether `text` has the digits a number needs: findPhones finds nothing in one without. */
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

/** The library's matches in the parts of `prepared` that may hold a number, offsets in `prepared`. */
function findInWindows(prepared: string, region: CountryCode): NumberFound[] {
  const inToken = findInDigitToken(prepared, region);
  if (inToken) return inToken;
  const windows = candidateWindows(prepared);
  if (!windows) return findPhoneNumbersInText(prepared, { defaultCountry: region });
  const found: NumberFound[] = [];
  for (const { start, end } of windows) {
    const part = start === 0 && end === prepared.length ? prepared : prepared.slice(start, end);
    for (const match of findPhoneNumbersInText(part, { defaultCountry: region })) {
      found.push({ ...match, startsAt: match.startsAt + start, endsAt: match.endsAt + start });
    }
  }
  return found;
}

function libraryCandidates(text: string, masked: string, region: CountryCode): Candidate[] {
  if (masked !== text && !hasEnoughDigits(masked)) return [];
  const prepared = prepareForLibrary(masked);
  heardText(prepared);
  return findInWindows(prepared, region).map(({ number: phone, startsAt, endsAt }) => {
    const start =
      originalStart(text, prepared, startsAt) ??
      startsAt + unclosedBracketLength(text, startsAt, endsAt);
    const numberEnd =
      phone.ext === undefined
        ? endsAt
        : startsAt + endOfNumberBeforeExtension(prepared.slice(startsAt, endsAt), phone.ext);
    return { start, numberEnd, matchEnd: endsAt, phone, bareInternational: false };
  });
}

/** A number alone in its text ("+7 916 …", "+375 29 …"), read without the library's matcher. */
function fastCandidates(text: string, region: CountryCode): Candidate[] | undefined {
  const found = fastCandidate(text, getCountryCallingCode(region) === '7');
  return found ? [found] : undefined;
}

/** Whether `text` has `length` ASCII digits in a row: a character loop, before any pattern. */
function hasDigitRun(text: string, length: number): boolean {
  let run = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 48 || code > 57) run = 0;
    else if (++run >= length) return true;
  }
  return false;
}

function bareInternationalCandidates(text: string, taken: readonly Candidate[]): Candidate[] {
  const candidates: Candidate[] = [];
  if (!hasDigitRun(text, BARE_DIGITS_MIN) && !OTHER_NUMERALS.test(text)) return candidates;
  for (const match of text.matchAll(BARE_DIGIT_RUN)) {
    const start = match.index;
    const end = start + match[0].length;
    if (taken.some((candidate) => candidate.start < end && candidate.matchEnd > start)) continue;
    const phone = readValidInternational(match[0]);
    if (phone) {
      candidates.push({ start, numberEnd: end, matchEnd: end, phone, bareInternational: true });
    }
  }
  return candidates;
}

type Verdict = { match: PhoneMatch } | { rejection: PhoneRejection };

/**
 * "789161234567": a run of 12 digits read as country code 7, the trunk prefix 8, then ten
 * digits. The library drops the 8, but nobody writes a number that way: it is an id.
 */
function isCountryCodeBeforeTrunkPrefix(raw: string, phone: PhoneReading): boolean {
  if (phone.countryCallingCode !== '7') return false;
  // Grouped as well: "7845 1234 5678", a waybill, is no "8 451 234-56-78".
  return /^\+?78\d{10}$/.test(raw) || (raw[0] !== '+' && /^78\d{10}$/.test(raw.replace(/\D/g, '')));
}

/** Labels in the text first; a label the layout puts elsewhere counts for the text's first value. */
function labelsFor(text: string, start: number, context: PhoneContext | undefined): LabelEvidence {
  const inText = labelsOfRun(text, start);
  if (inText.rejectingLabel !== undefined || inText.hasSupportingLabel || !context?.label) {
    return inText;
  }
  if (!FIELD_START.test(text.slice(0, start))) return inText;
  const label = context.label();
  return label === undefined ? inText : readFieldLabel(label);
}

/** The digits and separators a candidate continues: "09 123/4567", read from its "123". */
const RUN_BEFORE = /[\d(][\d\s\u00a0()./-]*$/;
const AFTER_DIGIT = /\d[\s\u00a0/.-]?$/;

/**
 * Labels before `start`; for a candidate the library found inside a longer run of digits
 * ("Steuernummer 09 123/4567" read as "123/4567"), the label before the run rejects it too,
 * when fewer digits than a number's come before it in the run.
 */
function labelsOfRun(text: string, start: number): LabelEvidence {
  const own = readLabels(text, start);
  if (
    own.rejectingLabel !== undefined ||
    !AFTER_DIGIT.test(text.slice(Math.max(0, start - 2), start))
  ) {
    return own;
  }
  const before = text.slice(Math.max(0, start - 24), start);
  const run = RUN_BEFORE.exec(before);
  // A number's worth of digits before it is a number (or an id) of its own, with its own label.
  if (!run || countDigits(run[0]) >= MIN_DIGITS_IN_TEXT) return own;
  const runLabel = readLabels(text, start - before.length + run.index).rejectingLabel;
  return runLabel === undefined ? own : { ...own, rejectingLabel: runLabel };
}

/** A verdict against `raw`, at [start, end): a function, not a closure made for each number. */
function rejection(
  start: number,
  end: number,
  raw: string,
  reason: PhoneRejection['reason'],
  detail?: string,
): Verdict {
  return { rejection: { start, end, raw, reason, ...(detail === undefined ? {} : { detail }) } };
}

/**
 * How a region reads a text: on its own, as the region of the text's record, or as another
 * region beside that record (the user's default reading what the record's region cannot).
 */
type RegionRole = 'plain' | 'record' | 'beside-record';

function judge(
  text: string,
  region: CountryCode,
  candidate: Candidate,
  blockedSpans: () => readonly BlockedSpan[],
  context: PhoneContext | undefined,
  role: RegionRole = 'plain',
): Verdict {
  const { start, numberEnd, phone } = candidate;
  const raw = text.slice(start, numberEnd);

  const extension =
    readExtension(text, numberEnd) ??
    (phone.ext === undefined ? undefined : { digits: phone.ext, end: candidate.matchEnd });
  const before = text[start - 1];
  const after = text[extension?.end ?? numberEnd];
  // A "+" starts a number even right after another one's digits: "…45-67+7 (495)…" is two
  // numbers in adjacent inline elements.
  if (
    before !== undefined &&
    GLUE_CHAR.test(before) &&
    !(text[start] === '+' && DIGIT.test(before)) &&
    !(before === '-' && HEBREW_PREFIX_BEFORE.test(text.slice(Math.max(0, start - 3), start)))
  )
    return rejection(start, numberEnd, raw, 'glued', before);
  if (PATH_SLASH_BEFORE.test(text.slice(Math.max(0, start - 2), start)))
    return rejection(start, numberEnd, raw, 'glued', '/');
  // After an extension a word is the next field's label ("доб. 123Моб.:", "(доб. 12)Факс").
  const glue = extension ? GLUE_AFTER_EXTENSION : GLUE_CHAR;
  if (after !== undefined && glue.test(after))
    return rejection(start, numberEnd, raw, 'glued', after);

  const labels = labelsFor(text, start, context);
  if (labels.rejectingLabel !== undefined)
    return rejection(start, numberEnd, raw, 'label', labels.rejectingLabel);

  const blocked = candidate.wholeText
    ? undefined
    : findOverlappingSpan(blockedSpans(), start, numberEnd);
  if (blocked) {
    const isPatternOnly = blocked.reason === 'passport';
    if (!isPatternOnly || !labels.hasSupportingLabel) {
      return rejection(
        start,
        numberEnd,
        raw,
        blocked.reason,
        text.slice(blocked.start, blocked.end),
      );
    }
  }

  if (!isPlausiblePhone(phone) || phone.number.length - 1 > MAX_E164_DIGITS) {
    return rejection(start, numberEnd, raw, 'invalid-number');
  }
  if (isCountryCodeBeforeTrunkPrefix(raw, phone))
    return rejection(start, numberEnd, raw, 'invalid-number');
  // Beside a record of another country, the user's region reads only what is written its way.
  if (lacksNationalPrefix(phone, raw, region, role === 'beside-record'))
    return rejection(start, numberEnd, raw, 'invalid-number', 'national prefix');
  // Beside a record, North America reads only what is written its way: 3-3-4.
  if (role === 'beside-record' && NANP_REGIONS.has(region) && !NANP_SHAPE.test(raw))
    return rejection(start, numberEnd, raw, 'invalid-number', 'not 3-3-4');
  // Russian requisites' checksums pass one run of digits in eleven: a Saudi or German record's
  // own national number ("0138125500") is no ИНН.
  if (
    ONLY_DIGITS.test(raw) &&
    !(role === 'record' && phone.countryCallingCode !== RUSSIAN_CALLING_CODE) &&
    looksLikeRequisite(raw) &&
    !labels.hasSupportingLabel
  ) {
    return rejection(start, numberEnd, raw, 'requisite-checksum');
  }
  if (
    candidate.bareInternational &&
    !labels.hasSupportingLabel &&
    !BARE_INTERNATIONAL_CALLING_CODES.has(phone.countryCallingCode) &&
    phone.countryCallingCode !== getCountryCallingCode(region)
  ) {
    return rejection(start, numberEnd, raw, 'bare-international', `+${phone.countryCallingCode}`);
  }

  const match: PhoneMatch = { start, end: numberEnd, raw, digits: phone.number.slice(1) };
  if (extension) {
    match.extension = extension.digits;
    match.extensionEnd = extension.end;
  }
  return { match };
}

const NO_SPANS_ASKED = (): readonly BlockedSpan[] => [];

/**
 * The whole detection pipeline; rejections are collected only for the diagnostic. A text that
 * writes a number without a country code reads it in the region its record gives
 * (`context.record`, record-regions.ts) before `region`, the user's or the site's default.
 */
export function scanPhones(
  text: string,
  region: CountryCode,
  collectRejections: boolean,
  context?: PhoneContext,
): ScanResult {
  if (!hasEnoughDigits(text)) return { matches: [], rejections: NO_REJECTIONS };
  // A requisite column (ИНН, ОГРН) finds nothing in any region: its rows' records go unread.
  if (!collectRejections && isLabelledRequisite(text, context)) {
    return { matches: [], rejections: NO_REJECTIONS };
  }
  const record =
    context?.record && writesNationalNumber(text) && !isPlusSevenShaped(text, region)
      ? context.record()
      : undefined;
  // Between the default region and another, equally likely, the user's default decides.
  if (!record || record.length === 0 || record.includes(region)) {
    return scanInRegion(text, region, collectRejections, context);
  }
  return readInRecordRegions(text, region, record, collectRejections, context!);
}

/** Numbers written with "+" or "00" and their punctuation: what is left is written nationally. */
const WRITTEN_INTERNATIONAL = /(?:\+|(?<![\d])00(?=[1-9]))[\d\s\u00a0().-]*/g;

/**
 * Every number a text writes without its country code in a +7 national shape ("8 (343)
 * 123-45-67", "89161234567") where the default region is +7: no other country writes its
 * numbers so (Belarus writes "8 029 …"), and the readings other plans find in them ("+375
 * 8343…") are accidents. A list whose rows write such numbers (a row read as one text, beside
 * "+7 …" numbers, names and emails) then asks nothing of its rows' records.
 */
function isPlusSevenShaped(text: string, region: CountryCode): boolean {
  if (getCountryCallingCode(region) !== '7') return false;
  const national =
    text.includes('+') || text.includes('00') ? text.replace(WRITTEN_INTERNATIONAL, ' ') : text;
  let shaped = false;
  for (const [run] of national.matchAll(DIGIT_RUN)) {
    if (countDigits(run) < NATIONAL_DIGITS.min) continue;
    // Bare ten digits ("9876543210") are many countries' shape: only the trunk 8 is Russian.
    if (run[0] !== '8' || fastCandidate(run, true) === undefined) return false;
    shaped = true;
  }
  return shaped;
}

function countDigits(run: string): number {
  let count = 0;
  for (let index = 0; index < run.length; index++) {
    const code = run.charCodeAt(index);
    if (code >= 48 && code <= 57) count++;
  }
  return count;
}

/** Whether `text` may hold a number written without its country code. */
function writesNationalNumber(text: string): boolean {
  if (!text.includes('+') && !text.includes('00')) return true;
  return hasEnoughDigits(text.replace(WRITTEN_INTERNATIONAL, ' '));
}

/** Whether a match was written with its country code: its reading needs no region. */
const isWrittenInternational = (match: PhoneMatch) => /^(?:\+|00)/.test(match.raw);

/**
 * A context whose other regions end with `fallback`: the user's default still reads what the
 * record's region cannot ("8 916 …" in a German record).
 */
function withFallback(context: PhoneContext, fallback: CountryCode): PhoneContext {
  const label = context.label?.bind(context);
  return {
    ...(label ? { label } : {}),
    regions: () => [...(context.regions?.() ?? []), fallback],
  };
}

function readInRecordRegions(
  text: string,
  fallback: CountryCode,
  record: readonly CountryCode[],
  collectRejections: boolean,
  context: PhoneContext,
): ScanResult {
  const unloaded = record.find((region) => getCountryCallingCode(region) === '');
  if (unloaded) {
    // The frame lacks the region's plan: hear its code so the rest of the world loads and the
    // text is read again (written-codes.ts). Until then no national reading: a wrong country
    // is worse than a miss.
    heardRegion(unloaded);
    const found = scanInRegion(text, fallback, collectRejections, context);
    return { ...found, matches: found.matches.filter(isWrittenInternational) };
  }
  const [first, second] = record as [CountryCode, CountryCode | undefined];
  // A record that says nothing but the page's language leaves the default region its ways.
  const beside = context.recordByLanguage?.() ? 'plain' : 'beside-record';
  const read = scanInRegion(
    text,
    first,
    collectRejections,
    withFallback(context, fallback),
    true,
    beside,
  );
  if (second === undefined) return read;
  return {
    matches: ambiguousReadings(
      read.matches,
      scanInRegion(text, second, false, context, true).matches,
    ),
    rejections: read.rejections,
  };
}

/**
 * Two regions equally likely: a national number both read, as different numbers, is reported
 * in both readings, each marked ambiguous; the lookup can search both.
 */
function ambiguousReadings(first: PhoneMatch[], second: readonly PhoneMatch[]): PhoneMatch[] {
  const matches: PhoneMatch[] = [];
  for (const match of first) {
    const other = second.find((found) => found.start === match.start && found.end === match.end);
    if (other && other.digits !== match.digits) {
      matches.push({ ...match, ambiguous: true }, { ...other, ambiguous: true });
    } else matches.push(match);
  }
  for (const other of second) {
    if (!first.some((match) => match.start < other.end && match.end > other.start)) {
      matches.push(other);
    }
  }
  return matches.sort((a, b) => a.start - b.start);
}

function scanInRegion(
  text: string,
  region: CountryCode,
  collectRejections: boolean,
  context?: PhoneContext,
  /** The record's region: its 3-3-4 readings ("(442) 215 0900" in Mexico) stay its own. */
  recordRegion = false,
  /** How the other regions read beside the record's region. */
  beside: RegionRole = 'beside-record',
): ScanResult {
  if (!collectRejections && isLabelledRequisite(text, context)) {
    return { matches: [], rejections: NO_REJECTIONS };
  }

  const fast = collectRejections ? undefined : fastCandidates(text, region);
  const alone = fast?.[0];
  // Most texts of a CRM list: one number alone, accepted. Nothing is left for another reading
  // (see below), and a number written 3-3-4 goes the long way for North America's sake.
  if (alone && !NANP_SHAPE.test(text.slice(alone.start, alone.numberEnd))) {
    // A number that is its whole text asks for no blocked span (`judge`).
    const role = recordRegion ? 'record' : 'plain';
    const verdict = judge(text, region, alone, NO_SPANS_ASKED, context, role);
    if ('match' in verdict) return { matches: [verdict.match], rejections: NO_REJECTIONS };
  }
  const rejections: PhoneRejection[] = [];
  const result: ScanResult = { matches: [], rejections };
  let spans: BlockedSpan[] | undefined;
  const blockedSpans = () => (spans ??= findBlockedSpans(text));
  /** Candidates a region read as no valid number: another region may read them. */
  const implausible = new Set<Candidate>();
  const judgeAll = (candidates: readonly Candidate[], candidateRegion: CountryCode) => {
    for (const candidate of candidates) {
      const verdict = judge(
        text,
        candidateRegion,
        candidate,
        blockedSpans,
        context,
        !recordRegion ? 'plain' : candidateRegion === region ? 'record' : beside,
      );
      if ('match' in verdict) result.matches.push(verdict.match);
      else {
        if (verdict.rejection.reason === 'invalid-number') implausible.add(candidate);
        if (collectRejections) rejections.push(verdict.rejection);
      }
    }
  };

  // Dates and times masked once: the library, other regions and the unread-digits check share it.
  let maskedText: string | undefined;
  const masked = () => (maskedText ??= maskDatesAndTimes(text));
  const fromLibrary = fast ?? libraryCandidates(text, masked(), region);
  // A fast-path number is its whole text (with at most a six-digit extension): no other run of
  // 11 digits or more is left for a bare international reading.
  const bare = fast ? [] : bareInternationalCandidates(text, fromLibrary);
  judgeAll([...fromLibrary, ...bare], region);
  let seen: Candidate[] = [...fromLibrary, ...bare].filter((c) => !implausible.has(c));
  let regions: readonly CountryCode[] | undefined;
  const contextRegions = () => (regions ??= context?.regions?.() ?? []);

  // "312-555-0178" is valid in Russia too, but nobody writes a Russian number 3-3-4: where the
  // context names a North American region, that reading goes to it.
  const northAmerican =
    NANP_REGIONS.has(region) || recordRegion
      ? []
      : result.matches.filter((match) => NANP_SHAPE.test(match.raw));
  if (northAmerican.length > 0 && contextRegions().some((other) => NANP_REGIONS.has(other))) {
    const starts = new Set(northAmerican.map((match) => match.start));
    result.matches = result.matches.filter((match) => !starts.has(match.start));
    seen = seen.filter((candidate) => !starts.has(candidate.start));
  }

  // Numbers the default region cannot read ("888-555-0199" is no Russian number) may be
  // national numbers of another region the context names. Asked only when digits are left
  // that no candidate covered.
  let readByOthers = false;
  const allRead = fast !== undefined && fromLibrary.every((candidate) => seen.includes(candidate));
  if (
    context?.regions &&
    !allRead &&
    hasUnreadDigits(masked(), () => [...seen, ...blockedSpans()])
  ) {
    for (const other of contextRegions()) {
      if (other === region) continue;
      const fresh = libraryCandidates(text, masked(), other).filter(
        (candidate) => !seen.some((taken) => overlaps(taken, candidate)),
      );
      judgeAll(fresh, other);
      seen.push(...fresh.filter((candidate) => !implausible.has(candidate)));
      readByOthers ||= fresh.length > 0;
    }
  }
  if (readByOthers || bare.length > 0) result.matches.sort((a, b) => a.start - b.start);
  return result;
}

/**
 * A cell or field holding nothing but digits, under a label that rejects its value ("ИНН",
 * "Заказ", "ID"): any number read there would start the field, carry no label of its own and
 * be rejected for the field's label, so the library is not asked. Most requisite columns of a
 * CRM list are this.
 */
function isLabelledRequisite(text: string, context: PhoneContext | undefined): boolean {
  if (!context?.label || !DIGIT_TOKEN.test(text)) return false;
  const label = context.label();
  return label !== undefined && readFieldLabel(label).rejectingLabel !== undefined;
}

function overlaps(a: Candidate, b: Candidate): boolean {
  return a.start < b.matchEnd && a.matchEnd > b.start;
}

/** Digits with phone punctuation between them: one written number. */
const DIGIT_RUN = /\d(?:[\s\u00a0().-]{0,2}\d)+/g;
/** A national number has 7 to 12 digits with its trunk prefix; longer runs are ids (OGRN). */
const NATIONAL_DIGITS = { min: 7, max: 12 };

/** Whether a national-sized number is left outside every candidate, date, sum... */
function hasUnreadDigits(
  masked: string,
  taken: () => readonly ({ start: number; matchEnd: number } | BlockedSpan)[],
): boolean {
  // Blanking spans out only shortens runs: without a long enough run there is nothing to find,
  // and the blocked spans (a dozen patterns) need not be looked for.
  if (!nationalRunsIn(masked, Infinity)) return false;
  const chars = masked.split('');
  for (const span of taken()) {
    chars.fill(' ', span.start, 'matchEnd' in span ? span.matchEnd : span.end);
  }
  return nationalRunsIn(chars.join(''), NATIONAL_DIGITS.max);
}

/** Whether a written number of `NATIONAL_DIGITS.min` to `max` digits is in `text`. */
function nationalRunsIn(text: string, max: number): boolean {
  for (const [run] of text.matchAll(DIGIT_RUN)) {
    const digits = run.replace(/\D/g, '').length;
    if (digits >= NATIONAL_DIGITS.min && digits <= max) return true;
  }
  return false;
}

/** Tells the content script a record wants a region whose plan is not loaded. */
function heardRegion(region: CountryCode): void {
  const code = callingCodeOfRegion(region);
  if (code) heardText(`+${code}`);
}
