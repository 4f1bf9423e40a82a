import { formatDateTime, formatPhone, formatRelative } from '../../lib/format';
import type { Locale } from '../../lib/i18n/translate';
import type { PhoneRow as Row } from '../../lib/state/popup/phone-list';
import { sourceLine } from '../history/source-text';
import { popupText } from './translate';

export interface PhoneRowProps {
  row: Row;
  locale: Locale;
  now: number;
  timeZone?: string;
  onSelect: (phone: string) => void;
}

/**
 * One number of the page: what the page calls it, where the caller last came from
 * (source / medium · campaign · keyword), how long ago, and the counts.
 */
export function PhoneRow({ row, locale, now, timeZone, onSelect }: PhoneRowProps) {
  const t = popupText(locale);
  const display = formatPhone(row.phone);
  const counts = row.known
    ? t('tab.counts', { calls: row.callCount, leads: row.leadCount })
    : row.covers?.kind === 'index'
      ? t('tab.unknownIndex', { days: row.covers.windowDays })
      : t('tab.unknown');
  const source = row.lastSource ? sourceLine(row.lastSource) : undefined;
  const ago =
    row.lastActivityAt === undefined ? undefined : formatRelative(row.lastActivityAt, now, locale);
  const label = row.onPage?.label;
  const spoken = [
    t('tab.open', { phone: display }),
    label,
    source && t('tab.source', { source }),
    ago && t('tab.lastActivity', { ago }),
    counts,
  ].filter(Boolean);
  return (
    <li>
      <button
        type="button"
        class={`tl-phone ${row.known ? 'is-known' : 'is-unknown'}`}
        aria-label={spoken.join('; ')}
        data-phone={row.phone}
        onClick={() => onSelect(row.phone)}
      >
        <span class="tl-phone-dot" aria-hidden="true" />
        <span class="tl-phone-number">{display}</span>
        {ago && (
          <time
            class="tl-phone-ago"
            dateTime={new Date(row.lastActivityAt!).toISOString()}
            title={formatDateTime(row.lastActivityAt!, locale, timeZone)}
          >
            {ago}
          </time>
        )}
        {label && (
          <span class="tl-phone-label" title={label}>
            {label}
          </span>
        )}
        {source && (
          <span class="tl-phone-source" title={source}>
            {source}
          </span>
        )}
        <span class="tl-phone-meta">{counts}</span>
      </button>
    </li>
  );
}
