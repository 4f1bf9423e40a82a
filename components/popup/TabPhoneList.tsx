import type { Locale } from '../../lib/i18n/translate';
import type { PhoneSummary } from '../../lib/types/phone-data';
import type { LoadState } from '../../lib/state/load-state';
import { PagePhones, type PagePhonesProps } from './PagePhones';
import { popupText } from './translate';

export interface TabPhoneListProps {
  phones: readonly PhoneSummary[];
  /** The rows to show, filtered and ordered, with the filter and the list's states. */
  list: Omit<PagePhonesProps, 'total' | 'locale' | 'onSelect'>;
  locale: Locale;
  /** The one-off scan of a page the extension is not switched on for. */
  scan: LoadState<{ optedOut: boolean }>;
  /** `anyway`: read a page that asked not to have its numbers detected. */
  onScan: (options?: { anyway?: boolean }) => void;
  onSelect: (phone: string) => void;
}

/** Numbers found on the current tab, or why there are none and how to look. */
export function TabPhoneList({ phones, list, locale, scan, onScan, onSelect }: TabPhoneListProps) {
  const t = popupText(locale);
  const known = phones.filter((p) => p.known).length;
  // Counts from the local index cover its window only: said once, and per unknown number.
  const indexDays = phones.reduce(
    (days, p) => (p.covers?.kind === 'index' ? Math.max(days, p.covers.windowDays) : days),
    0,
  );
  return (
    <section class="tl-tab" aria-labelledby="tl-tab-title">
      <h2 id="tl-tab-title" class="tl-section-title">
        {t('tab.title')}
        {phones.length > 0 && (
          <span class="tl-muted tl-tab-summary">
            {' '}
            · {t('tab.summary', { known, total: phones.length })}
          </span>
        )}
      </h2>
      {indexDays > 0 && (
        <p class="tl-muted tl-tab-covers">{t('tab.coversIndex', { days: indexDays })}</p>
      )}
      {phones.length === 0 && scan.status === 'ready' && scan.data.optedOut ? (
        <div class="tl-empty" role="status">
          <p>{t('tab.optedOut')}</p>
          <p class="tl-muted">{t('tab.optedOutHint')}</p>
          <button type="button" class="tl-button" onClick={() => onScan({ anyway: true })}>
            {t('tab.lookUpAnyway')}
          </button>
        </div>
      ) : phones.length === 0 ? (
        <div class="tl-empty" role="status">
          <p>{t('tab.none')}</p>
          <p class="tl-muted">{t('tab.noneHint')}</p>
          <button
            type="button"
            class="tl-button"
            disabled={scan.status === 'loading'}
            onClick={() => onScan()}
          >
            {scan.status === 'loading' ? t('tab.scanning') : t('tab.scan')}
          </button>
          {scan.status === 'error' && (
            <p class="tl-muted" role="alert">
              {t('tab.scanFailed')}
            </p>
          )}
        </div>
      ) : (
        <PagePhones {...list} total={phones.length} locale={locale} onSelect={onSelect} />
      )}
    </section>
  );
}
