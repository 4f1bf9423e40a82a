import { useState } from 'preact/hooks';
import type { Locale } from '../../lib/i18n/translate';
import { toDateTimeInput } from '../../lib/state/orders/form-values';
import {
  CSV_PAGE_SIZE,
  type CsvDownload,
  type CsvKind,
} from '../../lib/state/workspace/counter-csv-download';
import { ErrorNotice } from '../ui/ErrorNotice';
import { saveParts } from './save-file';
import { workspaceText } from './translate';

const DAY_MS = 86_400_000;
const dayInput = (ms: number) => toDateTimeInput(ms).slice(0, 10);
/** Midnight of a `YYYY-MM-DD` in this computer's zone. */
const dayStart = (text: string) => {
  const [y, m, d] = text.split('-').map(Number);
  return y && m && d ? new Date(y, m - 1, d).getTime() : Number.NaN;
};

/** CSV downloads of calls, leads (chosen counter and period) and counters (the account). */
export function ExportsPanel(props: {
  counterId: string;
  csv: CsvDownload;
  locale: Locale;
  onOpenOptions: () => void;
}) {
  const t = workspaceText(props.locale);
  const [from, setFrom] = useState(() => dayInput(Date.now() - 30 * DAY_MS));
  const [to, setTo] = useState(() => dayInput(Date.now()));
  const progress = props.csv.progress.value;
  const start = dayStart(from);
  const end = dayStart(to) + DAY_MS;
  const periodOk = Number.isFinite(start) && Number.isFinite(end) && start < end;
  const running = progress.status === 'running';

  const run = async (kind: CsvKind) => {
    const file = await props.csv.run(kind, { counterId: props.counterId, from: start, to: end });
    if (file) saveParts(file.filename, file.parts);
  };

  return (
    <div class="tl-w-exports">
      <p>{t('exports.intro')}</p>
      <div class="tl-w-row">
        <label>
          {t('exports.from')}{' '}
          <input type="date" value={from} onInput={(e) => setFrom(e.currentTarget.value)} />
        </label>
        <label>
          {t('exports.to')}{' '}
          <input type="date" value={to} onInput={(e) => setTo(e.currentTarget.value)} />
        </label>
      </div>
      {!periodOk && (
        <p class="tl-notice tl-notice--error" role="alert">
          {t('exports.badPeriod')}
        </p>
      )}
      <div class="tl-w-row">
        <button
          type="button"
          class="tl-button"
          disabled={running || !periodOk || !props.counterId}
          onClick={() => void run('calls')}
        >
          {t('exports.calls')}
        </button>
        <button
          type="button"
          class="tl-button"
          disabled={running || !periodOk || !props.counterId}
          onClick={() => void run('leads')}
        >
          {t('exports.leads')}
        </button>
        <button
          type="button"
          class="tl-button"
          disabled={running}
          onClick={() => void run('counters')}
        >
          {t('exports.counters')}
        </button>
        {running && (
          <button
            type="button"
            class="tl-button tl-button--danger"
            onClick={() => props.csv.cancel()}
          >
            {t('exports.cancel')}
          </button>
        )}
      </div>
      <div aria-live="polite" data-testid="csv-progress">
        {progress.status === 'running' && (
          <>
            <progress
              max={progress.total ?? undefined}
              value={progress.total ? progress.rows : undefined}
              aria-label={t('exports.running', { pages: progress.pages, rows: progress.rows })}
            />{' '}
            {progress.total !== undefined
              ? t('exports.runningTotal', {
                  pages: progress.pages,
                  rows: progress.rows,
                  total: progress.total,
                })
              : t('exports.running', { pages: progress.pages, rows: progress.rows })}
          </>
        )}
        {progress.status === 'done' && (
          <>
            <p class="tl-notice tl-notice--info">
              {t('exports.done', { filename: progress.filename, rows: progress.rows })}
            </p>
            {progress.paged && (
              <p>{t('exports.paged', { size: CSV_PAGE_SIZE, pages: progress.pages })}</p>
            )}
            {progress.capped && (
              <p class="tl-notice tl-notice--warn">
                {t('exports.capped', { rows: progress.rows, pages: progress.pages })}
              </p>
            )}
          </>
        )}
      </div>
      {progress.status === 'error' && (
        <ErrorNotice
          error={progress.error}
          locale={props.locale}
          context={t('exports.failed', { rows: progress.rows })}
          onOpenOptions={props.onOpenOptions}
          onRetry={() => void run(progress.kind)}
        />
      )}
    </div>
  );
}
