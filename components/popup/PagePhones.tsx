import type { Locale } from '../../lib/i18n/translate';
import type { PhoneRow as Row } from '../../lib/state/popup/phone-list';
import { PhoneRow } from './PhoneRow';
import { popupText } from './translate';

export interface ListStatusView {
  offline: boolean;
  keyRefused: boolean;
  waitingWrites: number;
}

export interface PagePhonesProps {
  /** The numbers matching the filter, in the list's order (newest activity first). */
  rows: readonly Row[];
  /** How many numbers the page has, filtered or not. */
  total: number;
  filter: string;
  status: ListStatusView;
  locale: Locale;
  timeZone?: string;
  now?: number;
  onFilter: (text: string) => void;
  onSelect: (phone: string) => void;
}

/** The list's states, its filter, the order it is in, and its rows. */
export function PagePhones(props: PagePhonesProps) {
  const { rows, total, filter, status, locale } = props;
  const t = popupText(locale);
  const now = props.now ?? Date.now();
  const notes = [
    status.offline && t('list.offline'),
    status.keyRefused && t('list.keyRefused'),
    status.waitingWrites > 0 && t('list.waiting', { n: status.waitingWrites }),
  ].filter((note): note is string => typeof note === 'string');
  return (
    <>
      {notes.length > 0 && (
        <ul class="tl-list-states" role="status">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <div class="tl-list-tools">
        {/* A text box, not a second search box: the number search above is the popup's one. */}
        <input
          type="text"
          class="tl-list-filter"
          value={filter}
          aria-label={t('list.filter')}
          placeholder={t('list.filterPlaceholder')}
          onInput={(event) => props.onFilter(event.currentTarget.value)}
        />
        <span class="tl-muted tl-list-order">{t('list.order')}</span>
      </div>
      {rows.length === 0 ? (
        <p class="tl-muted tl-list-nomatch" role="status">
          {t('list.noMatch', { filter: filter.trim(), total })}{' '}
          <button
            type="button"
            class="tl-button tl-button--small"
            onClick={() => props.onFilter('')}
          >
            {t('list.clear')}
          </button>
        </p>
      ) : (
        <ul class="tl-phone-list" aria-label={t('list.order')}>
          {rows.map((row) => (
            <PhoneRow
              key={row.phone}
              row={row}
              locale={locale}
              now={now}
              timeZone={props.timeZone}
              onSelect={props.onSelect}
            />
          ))}
        </ul>
      )}
    </>
  );
}
