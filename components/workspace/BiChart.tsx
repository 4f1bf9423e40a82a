/**
 * Numeric columns of a BI table as lines over its date (or first numeric) column, drawn with
 * uPlot, which is loaded only when a chart is first shown (never in the content script).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Locale } from '../../lib/i18n/translate';
import type { BiColumnView } from '../../lib/types/workspace-data';
import { chartSeries, type Row } from '../../lib/state/workspace/bi-grid';
import { chartDates } from './chart-dates';
import { workspaceText } from './translate';

const PALETTE = ['--tl-accent', '--tl-ok', '--tl-warn', '--tl-bad'];

export function BiChart(props: {
  rows: readonly Row[];
  xColumn: BiColumnView | undefined;
  yColumns: readonly BiColumnView[];
  locale: Locale;
}) {
  const t = workspaceText(props.locale);
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The canvas takes its colours when drawn: a change of colour scheme draws it again.
  const [scheme, setScheme] = useState(0);
  useEffect(() => {
    const query = matchMedia('(prefers-color-scheme: dark)');
    const redraw = () => setScheme((n) => n + 1);
    query.addEventListener('change', redraw);
    return () => query.removeEventListener('change', redraw);
  }, []);

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let live = true;
    const element = host.current;
    if (!element || props.yColumns.length === 0) return undefined;
    void (async () => {
      try {
        const [{ default: UPlot }] = await Promise.all([
          import('uplot'),
          import('uplot/dist/uPlot.min.css'),
        ]);
        if (!live) return;
        const style = getComputedStyle(element);
        const color = (name: string) => style.getPropertyValue(name).trim() || '#888';
        const series = chartSeries(props.rows, props.xColumn, props.yColumns);
        const axis = { stroke: color('--tl-fg'), grid: { stroke: color('--tl-border') } };
        const dates = series.xIsTime
          ? chartDates(props.locale, props.xColumn?.type === 'date')
          : undefined;
        element.replaceChildren();
        chart = new UPlot(
          {
            width: Math.max(320, element.clientWidth),
            height: 260,
            scales: { x: { time: series.xIsTime } },
            // Room between ticks for the words of a date ("14 нояб."), which uPlot does not measure.
            axes: [dates ? { ...axis, values: dates.axis, space: 80 } : axis, axis],
            series: [
              {
                label: props.xColumn?.title ?? props.xColumn?.name ?? '#',
                ...(dates && { value: dates.legend }),
              },
              ...props.yColumns.map((column, i) => ({
                label: column.title ?? column.name,
                stroke: color(PALETTE[i % PALETTE.length]!),
                width: 1.5,
              })),
            ],
          },
          [series.x, ...series.ys],
          element,
        );
        setStatus('ready');
      } catch (error) {
        console.warn('Chart failed:', error);
        if (live) setStatus('failed');
      }
    })();
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [props.rows, props.xColumn, props.yColumns, props.locale, scheme]);

  if (props.yColumns.length === 0) return <p class="tl-muted">{t('bi.chartNone')}</p>;
  return (
    <figure class="tl-w-chart" aria-label={t('bi.chart')}>
      {status === 'loading' && <p class="tl-muted">{t('bi.chartLoading')}</p>}
      {status === 'failed' && <p class="tl-notice tl-notice--error">{t('bi.chartFailed')}</p>}
      <div ref={host} data-testid="bi-chart" />
    </figure>
  );
}
