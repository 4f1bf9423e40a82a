/**
 * Reading what a person typed into the order and call forms: amounts with spaces and commas,
 * local date-times, phone numbers in any common form, comma-separated tags. Each reader
 * answers the clean value or the key of the message that explains what is wrong.
 */
import type { OrdersKey } from '../../i18n/messages/orders';

/** A reader's problem: the key of the message (lib/i18n/messages/orders.ts) that says it. */
export type Invalid = Extract<OrdersKey, `invalid.${string}`>;

export type Read<T> = { ok: true; value: T } | { ok: false; problem: Invalid };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const bad = (problem: Invalid): Read<never> => ({ ok: false, problem });

/** "15 000,50", "15000.5", "-200": spaces (also thin and no-break) and one decimal comma. */
export function readMoney(text: string): Read<number | undefined> {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(/₽|руб\.?|rub/gi, '');
  if (cleaned === '') return ok(undefined);
  if (!/^-?\d+([.,]\d{1,2})?$/.test(cleaned)) return bad('invalid.money');
  const value = Number(cleaned.replace(',', '.'));
  return Math.abs(value) <= 1e12 ? ok(value) : bad('invalid.money');
}

/** A `datetime-local` value ("2026-11-23T18:30") as epoch ms in this computer's zone. */
export function readDateTime(
  text: string,
  now: number,
  required: boolean,
): Read<number | undefined> {
  if (text.trim() === '') return required ? bad('invalid.required') : ok(undefined);
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return bad('invalid.date');
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(y!, mo! - 1, d!, h!, mi!, s!);
  if (Number.isNaN(date.getTime()) || date.getMonth() !== mo! - 1) return bad('invalid.date');
  // A minute of slack: the form's default is "now" rounded to the minute.
  if (date.getTime() > now + 60_000) return bad('invalid.future');
  return ok(date.getTime());
}

/** Digits, country code first; a Russian "8 916 …" becomes "7916…". */
export function readPhone(text: string, required: boolean): Read<string | undefined> {
  if (text.trim() === '') return required ? bad('invalid.required') : ok(undefined);
  if (/[^\d\s()+\-.]/.test(text)) return bad('invalid.phone');
  let digits = text.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  return digits.length >= 7 && digits.length <= 15 ? ok(digits) : bad('invalid.phone');
}

export function readId(text: string): Read<string> {
  const value = text.trim();
  return value.length >= 1 && value.length <= 128 ? ok(value) : bad('invalid.id');
}

export function readTags(text: string): Read<string[] | undefined> {
  const tags = [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
  if (tags.length === 0) return ok(undefined);
  if (tags.length > 20 || tags.some((tag) => tag.length > 64)) return bad('invalid.tag');
  return ok(tags);
}

export function readEmail(text: string): Read<string | undefined> {
  const value = text.trim();
  if (value === '') return ok(undefined);
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 256
    ? ok(value)
    : bad('invalid.email');
}

/** Unit words per factor in seconds: "3 min 20 s", "3m20s", "3 мин 20 с", "1 ч 2 мин". */
const DURATION_UNITS: readonly [RegExp, number][] = [
  [/^(h|hrs?|hours?|ч|час(а|ов)?)$/u, 3600],
  [/^(m|mins?|minutes?|мин|минут[аы]?)$/u, 60],
  [/^(s|secs?|seconds?|с|сек|секунд[аы]?)$/u, 1],
];

function unitFactor(unit: string): number | undefined {
  const word = unit.toLowerCase().replace(/\.$/, '');
  return DURATION_UNITS.find(([pattern]) => pattern.test(word))?.[1];
}

/** Seconds of "200", "3:20", "1:02:05", "3 min 20 s" or "3 мин 20 с"; undefined if none. */
function durationSeconds(value: string): number | undefined {
  if (/^\d+$/.test(value)) return Number(value);
  const clock = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(value);
  if (clock) {
    const [, h, m, s] = clock;
    if (Number(s) > 59 || (h !== undefined && Number(m) > 59)) return undefined;
    return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s);
  }
  const parts = [...value.matchAll(/(\d+)\s*([\p{L}]+\.?)\s*/gu)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== value) return undefined;
  let total = 0;
  const seen = new Set<number>();
  for (const [, amount, unit] of parts) {
    const factor = unitFactor(unit!);
    if (factor === undefined || seen.has(factor)) return undefined;
    seen.add(factor);
    total += Number(amount) * factor;
  }
  return total;
}

/** A call's talk time, at most a day. */
export function readDuration(text: string): Read<number | undefined> {
  const value = text.trim().replace(/\s+/g, ' ');
  if (value === '') return ok(undefined);
  const seconds = durationSeconds(value);
  return seconds !== undefined && seconds <= 86_400 ? ok(seconds) : bad('invalid.duration');
}

export function readText(text: string, max = 2000): Read<string | undefined> {
  const value = text.trim();
  if (value === '') return ok(undefined);
  return ok(value.slice(0, max));
}

/** A `datetime-local` value for an epoch ms, in this computer's zone. */
export function toDateTimeInput(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
