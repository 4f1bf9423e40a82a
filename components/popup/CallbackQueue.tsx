import { formatDateTime, formatPhone, telHref, toDateTimeAttribute } from '../../lib/format';
import { errorWords } from '../../lib/i18n/error-words';
import { callback } from '../../lib/i18n/messages/callback';
import type { Locale } from '../../lib/i18n/translate';
import {
  callKey,
  type CallbackQueueModel,
  type ClosedQueueCall,
} from '../../lib/state/popup/callback-queue-model';
import type { RecentCall } from '../../lib/types/recent-calls';
import { OutcomeButtons } from '../history/OutcomeButtons';
import { sourceLine } from '../history/source-text';
import { translatorFor } from '../ui/translator';
import { recentText } from './recent-text';

const text = translatorFor(callback);

export interface CallbackQueueProps {
  model: CallbackQueueModel;
  locale: Locale;
  timeZone?: string;
  /** The start of the period shown (the Recent calls choice). */
  since: number;
  onSelect: (phone: string) => void;
}

function QueueItem({
  call,
  model,
  locale,
  timeZone,
  onSelect,
}: { call: RecentCall } & Omit<CallbackQueueProps, 'since'>) {
  const t = text(locale);
  const key = callKey(call);
  const display = formatPhone(call.phone);
  const source = sourceLine(call);
  const tags = model.tags.value;
  const busy = model.writing.value.has(key);
  const error = model.errors.value[key];
  return (
    <li class="tl-queue-item" data-phone={call.phone} data-call-id={call.callId}>
      <div class="tl-recent-head">
        <button type="button" class="tl-recent-number" onClick={() => onSelect(call.phone)}>
          {display}
        </button>
        <time dateTime={toDateTimeAttribute(call.startTime)} class="tl-recent-when">
          {t('queue.missedAt', { time: formatDateTime(call.startTime, locale, timeZone) })}
        </time>
      </div>
      {source && (
        <p class="tl-recent-source tl-queue-source" title={source}>
          {source}
        </p>
      )}
      <div class="tl-action-row tl-recent-actions">
        <a
          class="tl-button tl-button--small"
          href={telHref(call.phone)}
          onClick={() => model.callBack(call)}
        >
          {recentText(locale)('callBack')}
        </a>
        {tags && (
          <button
            type="button"
            class="tl-button tl-button--small tl-queue-done"
            disabled={busy}
            title={t('queue.doneTitle', { tag: tags.tag })}
            onClick={() => void model.done(call)}
          >
            {t('queue.done')}
          </button>
        )}
      </div>
      {tags && model.calledBack.value.has(key) && (
        <div class="tl-queue-after">
          <p class="tl-muted">{t('queue.afterCall')}</p>
          <OutcomeButtons
            outcomes={tags.outcomes}
            tags={call.tags}
            locale={locale}
            busy={busy}
            onPick={(tag) => void model.outcome(call, tag)}
          />
        </div>
      )}
      <p class="tl-action-note" role="status">
        {busy && t('queue.writing')}
        {error && t('queue.failed', { message: errorWords(error, locale).text })}
      </p>
    </li>
  );
}

/** Why a closed missed call is closed, and who marked it where its tags say. */
function closedWords(entry: ClosedQueueCall, locale: Locale): string {
  const t = text(locale);
  if (entry.by === 'answered') return t('queue.byAnswered');
  if (entry.by === 'logged') return t('queue.byLogged');
  return entry.who ? t('queue.by', { name: entry.who }) : t('queue.byTag');
}

/** The period's missed calls no longer open: the number, when, and why (who called back). */
function ClosedList({ model, locale, timeZone, onSelect }: Omit<CallbackQueueProps, 'since'>) {
  const t = text(locale);
  const closed = model.closed.value;
  if (closed.length === 0) return null;
  return (
    <section class="tl-queue-closed" aria-label={t('queue.closedTitle')}>
      <h3 class="tl-queue-closed-title">{t('queue.closedTitle')}</h3>
      <ul class="tl-h-entries tl-recent-list">
        {closed.map((entry) => (
          <li
            key={callKey(entry.call)}
            class="tl-queue-closed-item"
            data-call-id={entry.call.callId}
            data-by={entry.by}
          >
            <div class="tl-recent-head">
              <button
                type="button"
                class="tl-recent-number"
                onClick={() => onSelect(entry.call.phone)}
              >
                {formatPhone(entry.call.phone)}
              </button>
              <time dateTime={toDateTimeAttribute(entry.call.startTime)} class="tl-recent-when">
                {t('queue.missedAt', {
                  time: formatDateTime(entry.call.startTime, locale, timeZone),
                })}
              </time>
            </div>
            <p class="tl-muted tl-queue-by">{closedWords(entry, locale)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Missed, not called back": the open missed calls, a search over them, Call back and Done. */
export function CallbackQueue({ model, locale, timeZone, since, onSelect }: CallbackQueueProps) {
  const t = text(locale);
  const open = model.open.value;
  const shown = model.shown.value;
  const query = model.query.value;
  return (
    <div class="tl-queue">
      <input
        type="search"
        class="tl-queue-search"
        aria-label={t('queue.search')}
        placeholder={t('queue.searchHint')}
        value={query}
        onInput={(event) => model.setQuery(event.currentTarget.value)}
      />
      {open.length === 0 && (
        <p class="tl-muted">{t('queue.none', { time: formatDateTime(since, locale, timeZone) })}</p>
      )}
      {open.length > 0 && shown.length === 0 && (
        <p class="tl-muted">{t('queue.noMatch', { query })}</p>
      )}
      <ul class="tl-h-entries tl-recent-list tl-queue-list">
        {shown.map((call) => (
          <QueueItem
            key={callKey(call)}
            call={call}
            model={model}
            locale={locale}
            timeZone={timeZone}
            onSelect={onSelect}
          />
        ))}
      </ul>
      <ClosedList model={model} locale={locale} timeZone={timeZone} onSelect={onSelect} />
      {model.tags.value && (
        <p class="tl-muted tl-queue-rule">{t('queue.rule', { tag: model.tags.value.tag })}</p>
      )}
    </div>
  );
}
