/**
 * The tracker's zone-less date format (`YYYY-MM-DD HH:MM:SS`), read by the server in the
 * counter's own zone. A pure formatter, so the lookup layer can write date filters without
 * importing the API client (lib/api/dates.ts builds on it).
 */

/** Minutes east of UTC used when a date carries no zone: Moscow, +03:00 (no DST since 2014). */
export const DEFAULT_UTC_OFFSET_MINUTES = 180;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** `YYYY-MM-DD HH:MM:SS` of an instant, as seen at `offsetMinutes` east of UTC. */
export function formatTrackerDateTime(
  instant: Date | number,
  offsetMinutes = DEFAULT_UTC_OFFSET_MINUTES,
): string {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Invalid date');
  const shifted = new Date(ms + offsetMinutes * 60_000);
  return (
    `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`
  );
}

/**
 * `yyyy-mm-ddThh:mm:ss+hhmm` of an instant: how the tracker writes times in its answers and
 * its own CSV files (docs/tracker-api.md), in the counters' zone (+0300 by default).
 */
export function formatTrackerTimestamp(
  instant: Date | number,
  offsetMinutes = DEFAULT_UTC_OFFSET_MINUTES,
): string {
  return `${formatTrackerDateTime(instant, offsetMinutes).replace(' ', 'T')}${trackerZone(offsetMinutes)}`;
}

/** `+hhmm` of an offset east of UTC, as the tracker's timestamps end (`+0300`). */
export function trackerZone(offsetMinutes = DEFAULT_UTC_OFFSET_MINUTES): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}
