import type { Locale } from '../i18n/translate';

/** "0:42", "3:07", "1:02:05" — the way call logs show talk time; identical in both locales. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Spoken form for screen readers and totals: "3 min 7 s" / "3 мин 7 с". */
export function formatDurationLong(totalSeconds: number, locale: Locale): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const units = locale === 'ru' ? { h: 'ч', m: 'мин', s: 'с' } : { h: 'h', m: 'min', s: 's' };
  const parts: string[] = [];
  if (h > 0) parts.push(`${h} ${units.h}`);
  // "1 h 0 min 9 s", not "1 h 9 s": a skipped unit reads as the wrong one.
  if (m > 0 || (h > 0 && s > 0)) parts.push(`${m} ${units.m}`);
  if (s > 0 || parts.length === 0) parts.push(`${s} ${units.s}`);
  return parts.join(' ');
}
