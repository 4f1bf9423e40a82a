/**
 * Lenient-in, strict-out field schemas. The service renders booleans as text, numbers as
 * strings and status in either case; the rest of the extension sees clean values. `null` and
 * `""` mean "absent" (a CSV cell cannot tell them apart from a missing field anyway).
 */
import { z } from 'zod';
import { DEFAULT_UTC_OFFSET_MINUTES, parseTrackerTimestamp } from '../dates';

type Scalar = string | number | boolean;
/** Converts a present scalar, or returns undefined when it is not a valid value. */
type Convert<T> = (value: Scalar) => T | undefined;

const isAbsent = (v: unknown): boolean => v === undefined || v === null || v === '';
const isScalar = (v: unknown): v is Scalar =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

function convertOrIssue<T>(expected: string, convert: Convert<T>) {
  return (raw: unknown, ctx: z.RefinementCtx): T => {
    const out = isScalar(raw) ? convert(raw) : undefined;
    if (out === undefined) {
      ctx.addIssue({ code: 'custom', message: `expected ${expected}, got ${describe(raw)}` });
      return z.NEVER;
    }
    return out;
  };
}

function describe(raw: unknown): string {
  if (typeof raw === 'string')
    return JSON.stringify(raw.length > 40 ? `${raw.slice(0, 40)}…` : raw);
  if (Array.isArray(raw)) return 'an array';
  return raw === null ? 'null' : typeof raw === 'object' ? 'an object' : String(raw);
}

/** A field that may be absent: undefined out when missing, null or "". */
function optionalField<T>(expected: string, convert: Convert<T>) {
  const run = convertOrIssue(expected, convert);
  return z
    .unknown()
    .transform((raw, ctx): T | undefined => (isAbsent(raw) ? undefined : run(raw, ctx)))
    .optional();
}

/** A field every record must carry. */
function requiredField<T>(expected: string, convert: Convert<T>) {
  const run = convertOrIssue(expected, convert);
  return z.unknown().transform((raw, ctx): T => {
    if (isAbsent(raw)) {
      ctx.addIssue({ code: 'custom', message: `required ${expected} is missing` });
      return z.NEVER;
    }
    return run(raw, ctx);
  });
}

const toText: Convert<string> = (v) => (typeof v === 'boolean' ? undefined : String(v));

const toNumber: Convert<number> = (v) => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string') return undefined;
  // Some locales write a decimal comma; no thousands separators are expected.
  const text = v.trim().replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return undefined;
  return Number(text);
};

const toInteger: Convert<number> = (v) => {
  const n = toNumber(v);
  return n !== undefined && Number.isInteger(n) ? n : undefined;
};

const TRUE_TEXT = new Set(['true', '1', 'yes', 'y', 'on']);
const FALSE_TEXT = new Set(['false', '0', 'no', 'n', 'off']);
const toBoolean: Convert<boolean> = (v) => {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v === 1 ? true : v === 0 ? false : undefined;
  const text = v.trim().toLowerCase();
  return TRUE_TEXT.has(text) ? true : FALSE_TEXT.has(text) ? false : undefined;
};

const toLowerText: Convert<string> = (v) =>
  typeof v === 'string' ? v.trim().toLowerCase() || undefined : undefined;

const toDigits: Convert<string> = (v) => {
  if (typeof v === 'boolean') return undefined;
  const digits = String(v).replace(/\D/g, '');
  return digits === '' ? undefined : digits;
};

/** Epoch ms. Numbers are taken as epoch seconds below 10^11, else as milliseconds. */
const toEpochMs: Convert<number> = (v) => {
  if (typeof v === 'number') return Number.isFinite(v) ? (v < 1e11 ? v * 1000 : v) : undefined;
  if (typeof v !== 'string') return undefined;
  return parseTrackerTimestamp(v, DEFAULT_UTC_OFFSET_MINUTES);
};

export const text = () => optionalField('text', toText);
export const requiredText = () => requiredField('text', toText);
export const number = () => optionalField('a number', toNumber);
export const integer = () => optionalField('an integer', toInteger);
export const boolean = () => optionalField('a boolean', toBoolean);
/** Status-like text, trimmed and lower-cased: `SUCCESS` and `success` are the same. */
export const lowerText = () => optionalField('text', toLowerText);
/** Phone number as digits only, country code first. */
export const phone = () => optionalField('a phone number', toDigits);
/** Epoch milliseconds from `yyyy-mm-ddThh:mm:ss+hhmm` and friends. */
export const timestamp = () => optionalField('a timestamp', toEpochMs);

function listOf<T>(expected: string, convert: Convert<T>) {
  const run = convertOrIssue(expected, convert);
  return z
    .unknown()
    .transform((raw, ctx): T[] => {
      if (isAbsent(raw)) return [];
      // CSV cells and some JSON answers join list items with commas.
      const items =
        typeof raw === 'string'
          ? raw
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : raw;
      if (!Array.isArray(items)) {
        ctx.addIssue({ code: 'custom', message: `expected a list, got ${describe(raw)}` });
        return z.NEVER;
      }
      return items.map((item) => run(item, ctx));
    })
    .default([]);
}

/** Tags: always an array, `[]` when absent. Accepts `"a,b"` as well as `["a","b"]`. */
export const tags = () => listOf('a tag name', toText);
export const phoneList = () => listOf('a phone number', toDigits);

const splitCsvList = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** A list whose items are not described anywhere: text kept, objects kept as JSON text. */
export const opaqueTextList = () =>
  z
    .unknown()
    .transform((raw, ctx): string[] | undefined => {
      if (isAbsent(raw)) return undefined;
      // CSV cells carry a list joined with "," (docs/tracker-api.md, CSV).
      if (typeof raw === 'string') return splitCsvList(raw);
      if (!Array.isArray(raw)) {
        ctx.addIssue({ code: 'custom', message: `expected a list, got ${describe(raw)}` });
        return z.NEVER;
      }
      return raw.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
    })
    .optional();

/** Short summary of zod issues for an error message: at most three, with their paths. */
export function summarizeIssues(error: z.ZodError, limit = 3): string {
  const parts = error.issues.slice(0, limit).map((issue) => {
    const path = issue.path.length ? issue.path.map(String).join('.') : '(root)';
    return `${path}: ${issue.message}`;
  });
  const more = error.issues.length - limit;
  return more > 0 ? `${parts.join('; ')}; and ${more} more` : parts.join('; ');
}

/** The marketing source marks a call or lead carries (UTM). */
export const utmMarks = () => ({
  utmCampaign: text(),
  utmContent: text(),
  utmMedium: text(),
  utmSource: text(),
  utmTerm: text(),
});
