import type { Locale } from '../../lib/i18n/translate';

/**
 * The BI chart's dates in the chosen language: uPlot's own templates are American ("6/14"),
 * which a Russian page must not show. `dateOnly`: the column holds days, parsed as UTC
 * midnight, so they are said in UTC (else a zone west of it would show the day before).
 */
export function chartDates(locale: Locale, dateOnly: boolean) {
  const timeZone = dateOnly ? 'UTC' : undefined;
  const tick = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone });
  const full = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(dateOnly ? {} : { timeStyle: 'short' }),
    timeZone,
  });
  const at = (seconds: number) => new Date(seconds * 1000);
  return {
    /** The x axis's tick labels (uPlot gives the ticks in seconds). */
    axis: (_chart: unknown, ticks: number[]) => ticks.map((seconds) => tick.format(at(seconds))),
    /** The legend's date of the row under the pointer. */
    legend: (_chart: unknown, value: number | null) =>
      value == null ? '--' : full.format(at(value)),
  };
}
