import { useState } from 'preact/hooks';
import { errorWords } from '../../lib/i18n/error-words';
import type { Locale } from '../../lib/i18n/translate';
import type { WaitingWrite } from '../../lib/state/popup/list-status';
import type { ErrorKind } from '../../lib/types/result';
import { describeRecordWrite } from '../orders/WriteQueue';
import { ordersText } from '../orders/translate';
import { popupText } from './translate';

export interface WaitingWritesProps {
  writes: readonly WaitingWrite[];
  locale: Locale;
  onRetry: (write: WaitingWrite) => void;
  onDiscard: (write: WaitingWrite) => void;
}

function describeWrite(write: WaitingWrite, locale: Locale): string {
  if (write.outbox === 'records') return describeRecordWrite(write.entry.write, ordersText(locale));
  const t = popupText(locale);
  const { target, op, tag } = write.entry;
  const on =
    target.kind === 'call'
      ? t('waiting.call', { id: target.callId })
      : t('waiting.lead', { id: String(target.leadId) });
  return t(op === 'add' ? 'waiting.tagAdd' : 'waiting.tagRemove', { tag, target: on });
}

/** Why a write was not accepted, in the user's language where its kind is known. */
function reasonOf(write: WaitingWrite, locale: Locale): string {
  const { lastError = '', lastErrorKind } = write.entry;
  if (!lastErrorKind) return lastError;
  return errorWords({ kind: lastErrorKind as ErrorKind, message: lastError }, locale).text;
}

function WaitingWriteRow({
  write,
  locale,
  onRetry,
  onDiscard,
}: { write: WaitingWrite } & Omit<WaitingWritesProps, 'writes'>) {
  const t = popupText(locale);
  const [sure, setSure] = useState(false);
  const { entry } = write;
  return (
    <li class={`tl-waiting-write is-${entry.state}`} data-write-id={entry.id}>
      <span class="tl-waiting-what">{describeWrite(write, locale)}</span>
      <span class="tl-muted tl-waiting-state">
        {entry.state === 'failing'
          ? t('waiting.failing', { reason: reasonOf(write, locale) })
          : t('waiting.pending')}
        {entry.attempts > 0 && ` · ${t('waiting.attempts', { n: entry.attempts })}`}
      </span>
      {entry.state === 'failing' && !sure && (
        <span class="tl-action-row">
          <button
            type="button"
            class="tl-button tl-button--small tl-waiting-retry"
            onClick={() => onRetry(write)}
          >
            {t('waiting.retry')}
          </button>
          <button
            type="button"
            class="tl-button tl-button--small tl-waiting-discard"
            onClick={() => setSure(true)}
          >
            {t('waiting.discard')}
          </button>
        </span>
      )}
      {sure && (
        <span class="tl-action-row">
          <span class="tl-muted">{t('waiting.discardHint')}</span>
          <button
            type="button"
            class="tl-button tl-button--small tl-button--danger tl-waiting-discard-sure"
            onClick={() => onDiscard(write)}
          >
            {t('waiting.discardSure')}
          </button>
          <button type="button" class="tl-button tl-button--small" onClick={() => setSure(false)}>
            {t('waiting.keep')}
          </button>
        </span>
      )}
    </li>
  );
}

/** The writes the list's "waiting" line counts: each with its reason, Retry and Discard. */
export function WaitingWrites(props: WaitingWritesProps) {
  const t = popupText(props.locale);
  if (props.writes.length === 0) return null;
  return (
    <section class="tl-waiting" aria-label={t('waiting.title')}>
      <h3 class="tl-waiting-title">{t('waiting.title')}</h3>
      <ul class="tl-waiting-list">
        {props.writes.map((write) => (
          <WaitingWriteRow
            key={`${write.outbox}:${write.entry.id}`}
            write={write}
            locale={props.locale}
            onRetry={props.onRetry}
            onDiscard={props.onDiscard}
          />
        ))}
      </ul>
    </section>
  );
}
