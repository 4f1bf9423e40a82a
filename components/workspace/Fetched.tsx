import { formatDateTime } from '../../lib/format';
import type { Locale } from '../../lib/i18n/translate';
import type { UnreadableItem } from '../../lib/types/workspace-data';
import { UnreadableNote } from '../orders/UnreadableNote';
import { workspaceText } from './translate';

/** Where the list came from and when, and what of it could not be read. */
export function Fetched(props: {
  fetchedAt: number;
  unreadable: readonly UnreadableItem[];
  locale: Locale;
  onReload: () => void;
}) {
  const t = workspaceText(props.locale);
  return (
    <>
      <p class="tl-muted tl-w-fetched">
        {t('fetched', { time: formatDateTime(props.fetchedAt, props.locale) })}{' '}
        <button type="button" class="tl-button tl-button--small" onClick={props.onReload}>
          {t('reload')}
        </button>
      </p>
      <UnreadableNote
        items={props.unreadable}
        text={(n, details) => t('unreadable', { n, details })}
      />
    </>
  );
}
