/** Every emulated counter lives in Moscow time (+03:00, no DST). */
export const ZONE_OFFSET_MS = 3 * 3600_000;
export const DAY_MS = 86_400_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** `yyyy-mm-ddThh:mm:ss+0300`, the timestamp form of every response. */
export function formatTimestamp(ms: number): string {
  const d = new Date(ms + ZONE_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}+0300`
  );
}

/** `YYYY-MM-DD` of the zone day that contains `ms`. */
export function formatDay(ms: number): string {
  const d = new Date(ms + ZONE_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Start (in epoch ms) of the zone day that contains `ms`. */
export function zoneDayStart(ms: number): number {
  return Math.floor((ms + ZONE_OFFSET_MS) / DAY_MS) * DAY_MS - ZONE_OFFSET_MS;
}

export interface ZonedDate {
  ms: number;
  /** True for `YYYY-MM-DD` without a time: filters then compare whole days. */
  dateOnly: boolean;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/** Parses `YYYY-MM-DD` or `YYYY-MM-DD HH:MM:SS` read in the zone; undefined when invalid. */
export function parseZonedDate(text: string): ZonedDate | undefined {
  const match = DATE_PATTERN.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part))) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(utc);
  const valid =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  if (!valid) return undefined;
  return { ms: utc - ZONE_OFFSET_MS, dateOnly: match[4] === undefined };
}
