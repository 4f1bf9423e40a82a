import type { Locale } from '../../lib/i18n/translate';
import type { PhoneRow as Row } from '../../lib/state/popup/phone-list';
import { useState } from 'preact/hooks';
import type { WaitingWrite } from '../../lib/state/popup/list-status';
import { PhoneRow } from './PhoneRow';
import { WaitingWrites } from './WaitingWrites';
import { popupText } from './translate';

export interface ListStatusView {
  offline: boolean;
  keyRefused: boolean;
  waitingWrites: number;
  /** The waiting writes themselves, reached from the "waiting" line. */
  writes?: readonly WaitingWrite[];
  onRetryWrite?: (write: WaitingWrite) => void;
  onDiscardWrite?: (write: WaitingWrite) => void;
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
  const [writesShown, setWritesShown] = useState(false);
  const notes = [
    status.offline && t('list.offline'),
    status.keyRefused && t('list.keyRefused'),
  ].filter((note): note is string => typeof note === 'string');
  const waiting = status.waitingWrites > 0;
  return (
    <>
      {(notes.length > 0 || waiting) && (
        <ul class="tl-list-states" role="status">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
          {waiting && (
            <li class="tl-list-waiting">
              {t('list.waiting', { n: status.waitingWrites })}{' '}
              {status.writes && (
                <button
                  type="button"
                  class="tl-button tl-button--small tl-waiting-toggle"
                  aria-expanded={writesShown}
                  onClick={() => setWritesShown(!writesShown)}
                >
                  {t(writesShown ? 'waiting.hide' : 'waiting.show')}
                </button>
              )}
            </li>
          )}
        </ul>
      )}
      {waiting && writesShown && status.writes && (
        <WaitingWrites
          writes={status.writes}
          locale={locale}
          onRetry={(write) => status.onRetryWrite?.(write)}
          onDiscard={(write) => status.onDiscardWrite?.(write)}
        />
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
