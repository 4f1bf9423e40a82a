import type { Locale } from '../../lib/i18n/translate';
import type { OutboxEntryView } from '../../lib/types/phone-data';
import { popupText } from './translate';

export interface OutboxPanelProps {
  entries: readonly OutboxEntryView[];
  locale: Locale;
  onRetry: (id: string) => void;
}

/** Tag writes the service has not accepted yet, with their state and a retry. */
export function OutboxPanel({ entries, locale, onRetry }: OutboxPanelProps) {
  const t = popupText(locale);
  if (entries.length === 0) return null;
  return (
    <section class="tl-outbox" aria-labelledby="tl-outbox-title">
      <h3 id="tl-outbox-title" class="tl-section-title">
        {t('outbox.title')}
      </h3>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} class={`tl-outbox-entry is-${entry.state}`}>
            <span>
              {entry.op === 'add'
                ? t('outbox.add', { tag: entry.tag })
                : t('outbox.remove', { tag: entry.tag })}
            </span>{' '}
            <span class="tl-muted">
              {entry.state === 'failing'
                ? t('outbox.failing', { error: entry.lastError ?? '?' })
                : t('outbox.pending')}
              {entry.attempts > 0 && ` · ${t('outbox.attempts', { n: entry.attempts })}`}
            </span>{' '}
            <button
              type="button"
              class="tl-button tl-button--small"
              onClick={() => onRetry(entry.id)}
            >
              {t('outbox.retry')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
