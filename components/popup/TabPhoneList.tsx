import { formatPhone } from '../../lib/format';
import type { Locale } from '../../lib/i18n/translate';
import type { PhoneSummary } from '../../lib/types/phone-data';
import type { LoadState } from '../../lib/state/load-state';
import { popupText } from './translate';

export interface TabPhoneListProps {
  phones: readonly PhoneSummary[];
  locale: Locale;
  /** The one-off scan of a page the extension is not switched on for. */
  scan: LoadState<{ optedOut: boolean }>;
  /** `anyway`: read a page that asked not to have its numbers detected. */
  onScan: (options?: { anyway?: boolean }) => void;
  onSelect: (phone: string) => void;
}

/** Numbers found on the current tab, known ones first, each with its call and lead counts. */
export function TabPhoneList({ phones, locale, scan, onScan, onSelect }: TabPhoneListProps) {
  const t = popupText(locale);
  const known = phones.filter((p) => p.known).length;
  // Counts from the local index cover its window only: said once, and per unknown number.
  const indexDays = phones.reduce(
    (days, p) => (p.covers?.kind === 'index' ? Math.max(days, p.covers.windowDays) : days),
    0,
  );
  const unknownText = (summary: PhoneSummary) =>
    summary.covers?.kind === 'index'
      ? t('tab.unknownIndex', { days: summary.covers.windowDays })
      : t('tab.unknown');
  const sorted = [...phones].sort(
    (a, b) =>
      Number(b.known) - Number(a.known) || (b.lastActivityAt ?? 0) - (a.lastActivityAt ?? 0),
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
        <ul class="tl-phone-list">
          {sorted.map((summary) => {
            const display = formatPhone(summary.phone);
            return (
              <li key={summary.phone}>
                <button
                  type="button"
                  class={`tl-phone ${summary.known ? 'is-known' : 'is-unknown'}`}
                  aria-label={`${t('tab.open', { phone: display })}: ${
                    summary.known
                      ? t('tab.counts', { calls: summary.callCount, leads: summary.leadCount })
                      : unknownText(summary)
                  }`}
                  onClick={() => onSelect(summary.phone)}
                >
                  <span class="tl-phone-dot" aria-hidden="true" />
                  <span class="tl-phone-number">{display}</span>
                  <span class="tl-phone-meta">
                    {summary.known
                      ? t('tab.counts', { calls: summary.callCount, leads: summary.leadCount })
                      : unknownText(summary)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
