import type { Locale } from '../i18n/translate';

/** Between a number and its unit: a line may break between "14 min" and "37 s", never inside. */
const NO_BREAK = '\u00a0';

/**
 * "14 min 37 s" / "14 мин 37 с": a clock form ("14:37") reads as a time of day next to a
 * call's time, so durations are always written with units.
 */
export function formatDuration(totalSeconds: number, locale: Locale): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const units = locale === 'ru' ? { h: 'ч', m: 'мин', s: 'с' } : { h: 'h', m: 'min', s: 's' };
  const parts: string[] = [];
  if (h > 0) parts.push(`${h}${NO_BREAK}${units.h}`);
  // "1 h 0 min 9 s", not "1 h 9 s": a skipped unit reads as the wrong one.
  if (m > 0 || (h > 0 && s > 0)) parts.push(`${m}${NO_BREAK}${units.m}`);
  if (s > 0 || parts.length === 0) parts.push(`${s}${NO_BREAK}${units.s}`);
  return parts.join(' ');
}
