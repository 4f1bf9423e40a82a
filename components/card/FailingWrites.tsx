import type { Locale } from '../../lib/i18n/translate';
import type { OutboxEntryView } from '../../lib/types/phone-data';
import { cardText } from './text';

export interface FailingWritesProps {
  writes: readonly OutboxEntryView[];
  locale: Locale;
  onRetry: (outboxId: string) => void;
}

/**
 * Tag writes the background stopped retrying (refused, or too many attempts). The server's own
 * message stays in the title: it is for support, not the first thing a user should read.
 */
export function FailingWrites({ writes, locale, onRetry }: FailingWritesProps) {
  const { t, common } = cardText(locale);
  if (writes.length === 0) return null;
  return (
    <ul class="tl-card-outbox" aria-label={t('card.outbox.title')}>
      {writes.map((write) => {
        const what = t(
          write.op === 'add' ? 'card.outbox.addFailing' : 'card.outbox.removeFailing',
          {
            tag: write.tag,
          },
        );
        return (
          <li key={write.id} class="tl-card-outbox-entry" title={write.lastError}>
            <span>{what}</span>
            <button
              type="button"
              class="tl-card-button"
              aria-label={`${common('action.retry')}: ${what}`}
              onClick={() => onRetry(write.id)}
            >
              {common('action.retry')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
