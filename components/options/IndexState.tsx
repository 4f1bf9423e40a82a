import { formatBytes, formatCount, formatDateTime } from '../../lib/format';
import type { Locale } from '../../lib/i18n/translate';
import type { IndexStatus } from '../../lib/types/phone-data';
import { IndexPace } from './IndexPace';
import { optionsText } from './translate';

export interface IndexStateProps {
  index: IndexStatus;
  /** The size cap (settings `indexCapMb`). */
  capMb: number;
  locale: Locale;
  timeZone?: string | undefined;
  /** A key is saved: a sync error without one says nothing new. */
  hasKey: boolean;
}

/** The index's sync state, what it covers, its size against the cap, and why a sync stopped. */
export function IndexState({ index, capMb, locale, timeZone, hasKey }: IndexStateProps) {
  const t = optionsText(locale);
  const time = (at: number) => formatDateTime(at, locale, timeZone);
  const count = (value: number) => formatCount(value, locale);
  const counts = { calls: count(index.calls), leads: count(index.leads) };
  return (
    <div class="tl-index" aria-live="polite">
      <p>
        <strong>
          {
            // Rows a live answer brought before any pass ended: stored, but not "up to date".
            index.state === 'idle' && index.lastSyncAt === undefined
              ? t('data.state.notSynced')
              : t(`data.state.${index.state}`)
          }
        </strong>
        {index.state === 'syncing' && index.progress && (
          <span class="tl-muted">
            {' '}
            ·{' '}
            {t('data.progress', {
              counter: index.progress.counterId,
              done: count(index.progress.done),
            })}
          </span>
        )}
      </p>
      {index.stopped ? (
        <p class="tl-field-error">
          {t(`data.stopped.${index.stopped.reason}`, { counter: index.stopped.counterId })}
        </p>
      ) : (
        index.state === 'error' &&
        index.lastError &&
        hasKey && <p class="tl-field-error">{index.lastError}</p>
      )}
      {index.pausedUntil !== undefined && (
        <p class="tl-muted">{t('data.paused', { time: time(index.pausedUntil) })}</p>
      )}
      <IndexPace index={index} locale={locale} timeZone={timeZone} />
      {index.coverage && !index.coverage.complete && (
        <p class="tl-muted">
          {t('data.covers', {
            days: Math.floor((index.coverage.to - index.coverage.from) / 86_400_000),
            window: index.windowDays,
          })}
        </p>
      )}
      {index.capped && (
        <p class="tl-notice tl-notice--warn" data-testid="index-capped">
          {t('data.capped', { time: time(index.capped.from) })}
        </p>
      )}
      <p class="tl-muted">
        {index.lastSyncAt
          ? t('data.lastSync', { time: time(index.lastSyncAt) })
          : t('data.neverSynced')}
        {' · '}
        {index.measuredBytes !== undefined
          ? t('data.sizeMeasured', { ...counts, size: formatBytes(index.measuredBytes, locale) })
          : t('data.size', { ...counts, size: formatBytes(index.approxBytes, locale) })}
      </p>
      {index.maxRows !== undefined && (
        <p class="tl-muted" data-testid="index-cap">
          {t('data.capOf', {
            size: formatBytes(capMb * 1_048_576, locale),
            rows: count(index.maxRows),
          })}
        </p>
      )}
    </div>
  );
}
