/**
 * Dates as the tracker speaks them.
 *
 * The server reads zone-less dates (filters, `startTime` of a call write, `dateTime` of an
 * order) in the counter's own zone. Nothing in the API tells us a counter's zone, the service
 * is Moscow-based and the emulator's counters are all `+0300`, so +03:00 is the default; every
 * place that formats or reads a zone-less date takes the offset as a parameter.
 */
import { DEFAULT_UTC_OFFSET_MINUTES, formatTrackerDateTime } from '../format/tracker-date';

export { DEFAULT_UTC_OFFSET_MINUTES, formatTrackerDateTime };

export type DateInput = Date | number | string;

/** Dates given as text are passed through untouched: the caller chose the server's format. */
export function toTrackerDateTime(
  value: DateInput,
  offsetMinutes = DEFAULT_UTC_OFFSET_MINUTES,
): string {
  return typeof value === 'string' ? value : formatTrackerDateTime(value, offsetMinutes);
}

const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

function parseOffsetMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
  return sign * (hours * 60 + minutes);
}

/**
 * Epoch milliseconds of a tracker timestamp, or undefined when the text is not one.
 * Accepts `yyyy-mm-ddThh:mm:ss+hhmm` (the documented form), `+hh:mm`, `+hh`, `Z`, a space
 * instead of `T`, fractional seconds, and zone-less `YYYY-MM-DD[ HH:MM[:SS]]`, read at
 * `defaultOffsetMinutes`.
 */
export function parseTrackerTimestamp(
  text: string,
  defaultOffsetMinutes = DEFAULT_UTC_OFFSET_MINUTES,
): number | undefined {
  const match = TIMESTAMP.exec(text.trim());
  if (!match) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '', zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 60) return undefined;
  const millis = frac ? Math.round(Number(`0.${frac}`) * 1000) : 0;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  // Date.UTC rolls 31 February over into March; a real calendar day round-trips.
  if (new Date(utc).getUTCDate() !== day) return undefined;
  const offset = zone ? parseOffsetMinutes(zone) : defaultOffsetMinutes;
  if (Math.abs(offset) > 18 * 60) return undefined;
  return utc - offset * 60_000;
}
