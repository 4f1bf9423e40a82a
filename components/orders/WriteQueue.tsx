import type { Locale } from '../../lib/i18n/translate';
import type { RecordWrite, RecordWriteView } from '../../lib/types/workspace-data';
import { ordersText } from './translate';

/** What an order or call write does, in a line (also the popup's waiting writes). */
export function describeRecordWrite(write: RecordWrite, t: ReturnType<typeof ordersText>): string {
  switch (write.kind) {
    case 'order.tags':
      return t('write.order.tags', { id: write.orderId, tags: write.tags.join(', ') });
    case 'order.add':
    case 'order.update':
      return t(`write.${write.kind}`, { id: write.order.orderId });
    default:
      return t(`write.${write.kind}`, { id: write.call.callId });
  }
}

/** Order and call writes not yet accepted, with "Send again" and an explicit "Discard". */
export function WriteQueue(props: {
  writes: readonly RecordWriteView[];
  locale: Locale;
  onRetry: (id: string) => void;
  onDiscard: (id: string) => void;
}) {
  const t = ordersText(props.locale);
  if (props.writes.length === 0) return null;
  return (
    <section class="tl-o-queue" aria-label={t('writes.title')} data-testid="record-writes">
      <h3>{t('writes.title')}</h3>
      <ul>
        {props.writes.map((entry) => (
          <li key={entry.id} class={`tl-o-write tl-o-write--${entry.state}`}>
            <span>{describeRecordWrite(entry.write, t)}</span>{' '}
            <span class="tl-muted">
              {entry.state === 'pending'
                ? t('writes.pending')
                : t('writes.failing', { reason: entry.lastError ?? '' })}
              {entry.attempts > 0 && ` · ${t('writes.attempts', { n: entry.attempts })}`}
            </span>
            {entry.state === 'failing' && (
              <span class="tl-o-actions">
                <button
                  type="button"
                  class="tl-button tl-button--small"
                  onClick={() => props.onRetry(entry.id)}
                >
                  {t('writes.retry')}
                </button>
                <button
                  type="button"
                  class="tl-button tl-button--small tl-button--danger"
                  onClick={() => {
                    if (confirm(t('writes.discardConfirm'))) props.onDiscard(entry.id);
                  }}
                >
                  {t('writes.discard')}
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
