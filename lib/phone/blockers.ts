import type { PhoneRejectionReason } from './types';

// Shapes of numbers that are never phone numbers. Each pattern must start at a token boundary
// (not right after a digit and its separator) so that it cannot swallow the tail of a phone
// written next to it: "+7 999 123-45-67 500 руб" must not turn "67 500 руб" into a sum.

export interface BlockedSpan {
  start: number;
  end: number;
  reason: PhoneRejectionReason;
}

const TOKEN_START = '(?<![\\p{N}.,:/\\-)]|[\\p{N})][\\s\\u00a0.,\\-/])';
const DAY = '(?:0?[1-9]|[12]\\p{N}|3[01])';
const MONTH = '(?:0?[1-9]|1[0-2])';
const YEAR = '(?:(?:19|20)\\p{N}{2}|\\p{N}{2})';
const TOKEN_END = '(?![\\p{N}])';
const CURRENCY =
  '(?:₽|руб\\.?|рублей|рубля|рубль|р\\.|rub|₸|тг|тенге|₴|грн|uah|byn|br|сум|uzs|сом|kgs|драм|amd|֏|лари|gel|₾|₼|azn|манат|\\$|usd|€|eur|евро|£|gbp|¥|cny|юаней|₺|try|лир|₪|ils|шекел\\p{L}*|₫|đ|vnd|₹|inr|₱|฿|zł|kč|(?<![a-z])(?:rp\\.?|idr|rupiah|kes|ksh))';
const GROUPED_AMOUNT = "\\p{N}{1,3}(?:[\\s\\u00a0'’.,]\\p{N}{3})*(?:[.,]\\p{N}{1,2})?";
const PLAIN_AMOUNT = '\\p{N}+(?:[.,]\\p{N}{1,2})?';

interface Blocker {
  /**
   * Builds the pattern, on the first text that passes the gate: each `\p{…}` class costs V8
   * ~30 µs to construct, these patterns hold dozens, and a CRM list whose numbers stand
   * alone in their cells never asks for them (2.3 ms of every frame's start when built there).
   */
  build: () => RegExp;
  pattern?: RegExp;
  reason: PhoneRejectionReason;
  /** A cheap test that must pass before the full pattern is worth running. */
  gate: RegExp;
  /** A check the match must pass as well (a checksum). */
  valid?: (match: string) => boolean;
}

/**
 * A currency written anywhere (both sum patterns need one), as a plain pattern: a
 * case-insensitive `\p{L}` one takes V8 long to compile.
 */
const CURRENCY_GATE = new RegExp(CURRENCY.replace('\\p{L}*', ''), 'i');

const BLOCKERS: readonly Blocker[] = [
  {
    // 12.03.2024, 12/03/24, 12-03-2024
    build: () => new RegExp(`${TOKEN_START}${DAY}([./\\-])${MONTH}\\1${YEAR}${TOKEN_END}`, 'gu'),
    reason: 'date',
    gate: /\d[./-]\d/,
  },
  {
    // 2024-03-12, 2024.03.12, 2024/03/12
    build: () =>
      new RegExp(`${TOKEN_START}(?:19|20)\\p{N}{2}([./\\-])${MONTH}\\1${DAY}${TOKEN_END}`, 'gu'),
    reason: 'date',
    gate: /\d[./-]\d/,
  },
  {
    build: () => /(?<![\p{N}:])\p{N}{1,2}:\p{N}{2}(?::\p{N}{2})?(?![\p{N}])/gu,
    reason: 'time',
    gate: /\d:\d/,
  },
  {
    build: () =>
      /(?<![\p{N}.])(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}(?::\d{1,5})?(?![\p{N}]|\.\p{N})/gu,
    reason: 'ip-address',
    gate: /\d\.\d+\.\d/,
  },
  {
    build: () => /(?<![\p{L}\p{N}.])v\.?\s?\p{N}+(?:\.\p{N}+){1,3}(?![\p{N}])/giu,
    reason: 'version',
    gate: /v/i,
  },
  {
    // 1920x1080, 30х40 (Cyrillic х), 1920 × 1080: either no spaces or spaces on both sides, so
    // that an extension " x100" after a number is not taken for a size.
    build: () =>
      new RegExp(
        `${TOKEN_START}\\p{N}{1,5}(?:[xхX×*]|\\s[xхX×*]\\s)\\p{N}{1,5}(?:(?:[xхX×*]|\\s[xхX×*]\\s)\\p{N}{1,5})?${TOKEN_END}`,
        'gu',
      ),
    reason: 'size',
    gate: /\d\s?[xхX×*]/,
  },
  {
    build: () =>
      new RegExp(
        `${TOKEN_START}(?:${GROUPED_AMOUNT}|${PLAIN_AMOUNT})[\\s\\u00a0]?${CURRENCY}(?![\\p{L}])`,
        'giu',
      ),
    reason: 'money',
    gate: CURRENCY_GATE,
  },
  {
    build: () =>
      new RegExp(
        `${CURRENCY}[\\s\\u00a0]?(?:${GROUPED_AMOUNT}|${PLAIN_AMOUNT})${TOKEN_END}`,
        'giu',
      ),
    reason: 'money',
    gate: CURRENCY_GATE,
  },
  {
    // 12 345,67 — grouped thousands with kopecks, even without a currency.
    build: () =>
      new RegExp(`${TOKEN_START}\\p{N}{1,3}(?:[\\s\\u00a0]\\p{N}{3})+,\\p{N}{2}${TOKEN_END}`, 'gu'),
    reason: 'money',
    gate: /,\d\d/,
  },
  {
    build: () =>
      new RegExp(
        `${TOKEN_START}\\p{N}{4}([\\s\\u00a0\\-]?)\\p{N}{4}\\1\\p{N}{4}\\1\\p{N}{4}(?:\\1?\\p{N}{1,3})?${TOKEN_END}`,
        'gu',
      ),
    reason: 'card-number',
    gate: /\d{4}\D?\d{4}/,
  },
  {
    build: () =>
      new RegExp(
        `${TOKEN_START}\\p{N}{3}([.-])\\p{N}{3}\\1\\p{N}{3}[\\s\\u00a0\\-]\\p{N}{2}${TOKEN_END}`,
        'gu',
      ),
    // SNILS "123-456-789 01", and Brazil's CPF "123.456.789-09", the same shape.
    reason: 'snils',
    gate: /\d[.-]\d{3}[.-]\d/,
  },
  {
    // Passport series and number: "45 06 123456", "4506 123456", "4506 № 123456".
    build: () =>
      new RegExp(
        `(?<![\\p{N}+()\\-]|[\\p{N})][\\s\\u00a0])(?:\\p{N}{2}[\\s\\u00a0]\\p{N}{2}|\\p{N}{4})[\\s\\u00a0](?:№[\\s\\u00a0]?)?\\p{N}{6}${TOKEN_END}`,
        'gu',
      ),
    reason: 'passport',
    gate: /\d\s/,
  },
  {
    // EU VAT ids: "GB 123 4567 89", "DE 987654321", "ATU12345678".
    build: () =>
      /(?<![A-Za-z])(?:GB|DE|AT|FR|IT|ES|NL|PL|BE|IE)U?[\s\u00a0]?\d(?:[\s\u00a0]?\d){7,11}(?!\d)/g,
    reason: 'label',
    gate: /[A-Z]{2}U?\s?\d/,
  },
  {
    // An IBAN, "NL52 ABNA 0206 4851 73": its account digits after the bank code read as a
    // national number ("020 6485173" in Amsterdam). Any country's, held by its checksum.
    build: () =>
      /(?<![\p{L}\p{N}])[A-Z]{2}\d{2}(?:[\s\u00a0]?[A-Z\d]{4}){2,7}(?:[\s\u00a0]?[A-Z\d]{1,3})?(?![\p{L}\p{N}])/gu,
    reason: 'label',
    gate: /[A-Z]{2}\d\d/,
    valid: isIban,
  },
  {
    // A Brazilian boleto's digit line: "23793.38128 60000.000003 00000.000400 1 95800000018456".
    build: () =>
      /\d{5}\.\d{5}[\s\u00a0]+\d{5}\.\d{6}[\s\u00a0]+\d{5}\.\d{6}[\s\u00a0]+\d[\s\u00a0]+\d{14}/g,
    reason: 'label',
    gate: /\d{5}\.\d{5}/,
  },
];

/** ISO 13616's check: the country and check digits moved to the end, the whole mod 97 is 1. */
function isIban(written: string): boolean {
  const iban = written.replace(/\s/g, '');
  let rest = 0;
  for (const char of iban.slice(4) + iban.slice(0, 4)) {
    rest = (rest * (char > '9' ? 100 : 10) + parseInt(char, 36)) % 97;
  }
  return rest === 1;
}

function collectSpans(text: string, blockers: readonly Blocker[]): BlockedSpan[] {
  const spans: BlockedSpan[] = [];
  for (const blocker of blockers) {
    if (!blocker.gate.test(text)) continue;
    const pattern = (blocker.pattern ??= blocker.build());
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) {
      if (blocker.valid && !blocker.valid(match[0])) continue;
      const end = match.index + match[0].length;
      spans.push({ start: match.index, end, reason: blocker.reason });
    }
  }
  return spans;
}

/** Spans of `text` that hold a date, time, sum, size, card number... */
export function findBlockedSpans(text: string): BlockedSpan[] {
  return collectSpans(text, BLOCKERS);
}

const DATES_AND_TIMES = BLOCKERS.filter(({ reason }) => reason === 'date' || reason === 'time');

/**
 * Dates and times replaced by line breaks of the same length. They are never part of a phone
 * number, and libphonenumber spends long on them ("12.03.2024 14:05" costs ~0.2 ms).
 */
export function maskDatesAndTimes(text: string): string {
  const spans = collectSpans(text, DATES_AND_TIMES).sort((a, b) => a.start - b.start);
  if (spans.length === 0) return text;
  let masked = '';
  let at = 0;
  for (const { start, end } of spans) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    masked += text.slice(at, from) + '\n'.repeat(end - from);
    at = end;
  }
  return masked + text.slice(at);
}

export function findOverlappingSpan(
  spans: readonly BlockedSpan[],
  start: number,
  end: number,
): BlockedSpan | undefined {
  return spans.find((span) => span.start < end && span.end > start);
}
