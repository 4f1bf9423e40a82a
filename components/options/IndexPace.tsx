import type { Locale } from '../../lib/i18n/translate';
import type { IndexStatus } from '../../lib/types/phone-data';
import { formatDateTime } from '../../lib/format';
import { optionsText } from './translate';

export interface IndexPaceProps {
  index: IndexStatus;
  locale: Locale;
  timeZone?: string | undefined;
}

/** "1 request every 10 s", "2.5 requests a second". */
function paceWords(requestsPerSecond: number, locale: Locale): string {
  const t = optionsText(locale);
  const seconds = Math.round(1 / requestsPerSecond);
  // "1 request every 1 s" reads oddly: a pace near one a second is said per second.
  if (requestsPerSecond >= 1 || seconds <= 1) {
    const rate = Math.max(1, Math.round(requestsPerSecond * 10) / 10);
    return t('data.pace.perSecond', { rate: rate.toLocaleString(locale) });
  }
  return t('data.pace.every', { seconds });
}

/**
 * A first sync's way to the end: when a spread start is due, how much is done and how long
 * the rest takes at the key's pace, and that pace when the tracker limits the key (a team's
 * browsers share it, each backing off to its part).
 */
export function IndexPace({ index, locale, timeZone }: IndexPaceProps) {
  const t = optionsText(locale);
  const { pace, firstSync } = index;
  const minutes = pace?.leftMs !== undefined ? Math.ceil(pace.leftMs / 60_000) : undefined;
  return (
    <>
      {index.startsAt !== undefined && (
        <p class="tl-muted" data-testid="index-starts">
          {t('data.startsAt', { time: formatDateTime(index.startsAt, locale, timeZone) })}
        </p>
      )}
      {firstSync && (
        <p class="tl-muted" data-testid="index-first-sync">
          {minutes === undefined
            ? t('data.firstSync', { percent: firstSync.percent })
            : minutes <= 1
              ? t('data.firstSyncSoon', { percent: firstSync.percent })
              : t('data.firstSyncLeft', { percent: firstSync.percent, minutes })}
        </p>
      )}
      {pace?.limited && (
        <p class="tl-muted" data-testid="index-pace">
          {t('data.pace.shared', { pace: paceWords(pace.requestsPerSecond, locale) })}
        </p>
      )}
    </>
  );
}
