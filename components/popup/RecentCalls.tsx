import { formatDateTime } from '../../lib/format';
import type { Locale } from '../../lib/i18n/translate';
import { SINCE_CHOICES, type RecentModel } from '../../lib/state/popup/recent-model';
import type { RecentCalls as Answer } from '../../lib/types/recent-calls';
import { dataOf } from '../../lib/state/load-state';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Spinner } from '../ui/Spinner';
import { RecentGroup } from './RecentGroup';
import { recentText } from './recent-text';
import { CallbackQueue } from './CallbackQueue';
import { callback } from '../../lib/i18n/messages/callback';
import { translatorFor } from '../ui/translator';

const callbackText = translatorFor(callback);

export interface RecentCallsProps {
  model: RecentModel;
  locale: Locale;
  timeZone?: string;
  onSelect: (phone: string) => void;
  onCopy: (text: string) => Promise<boolean>;
  onOpenOptions: () => void;
}

/** How fresh the list is, or why it is not: said above the calls, never an empty day instead. */
function Freshness({
  answer,
  locale,
  timeZone,
}: {
  answer: Answer;
  locale: Locale;
  timeZone?: string;
}) {
  const t = recentText(locale);
  const at = (ms: number) => formatDateTime(ms, locale, timeZone);
  if (answer.down && answer.asOf === undefined && answer.calls.length === 0) {
    return (
      <p class="tl-recent-status tl-recent-status--bad" role="alert">
        {t('down.nothingYet')}
      </p>
    );
  }
  if (answer.down) {
    const key =
      answer.down === 'offline'
        ? 'down.offline'
        : answer.down === 'slow'
          ? 'down.slow'
          : 'down.unreachable';
    return (
      <p class="tl-recent-status tl-recent-status--bad" role="alert">
        {t(key, { time: answer.asOf !== undefined ? at(answer.asOf) : '—' })}
      </p>
    );
  }
  if (answer.filling) {
    return (
      <p class="tl-recent-status" role="status">
        {answer.filling.from !== undefined
          ? t('fillingFrom', { time: at(answer.filling.from) })
          : t('filling')}
      </p>
    );
  }
  return (
    <p class="tl-recent-status" role="status">
      {answer.asOf !== undefined ? t('asOf', { time: at(answer.asOf) }) : t('filling')}
    </p>
  );
}

/** All calls, or the callback queue with its open count: the choice is kept (and the badge follows). */
function ViewChoice({ model, locale }: { model: RecentModel; locale: Locale }) {
  const t = callbackText(locale);
  const queueOn = model.callbacks.on.value;
  const open = model.callbacks.open.value.length;
  const ready = dataOf(model.state.value) !== undefined;
  return (
    <div class="tl-recent-views" role="group">
      <button
        type="button"
        class={`tl-recent-view${queueOn ? '' : ' is-current'}`}
        data-view="all"
        aria-pressed={!queueOn}
        onClick={() => void model.callbacks.setOn(false)}
      >
        {t('view.all')}
      </button>
      <button
        type="button"
        class={`tl-recent-view${queueOn ? ' is-current' : ''}`}
        data-view="queue"
        aria-pressed={queueOn}
        onClick={() => void model.callbacks.setOn(true)}
      >
        {t('view.queue')}
        {ready && <span class="tl-queue-count">{t('queue.count', { n: open })}</span>}
      </button>
    </div>
  );
}

/** The Recent calls view: who called since the chosen time, grouped by caller, newest first. */
export function RecentCalls({
  model,
  locale,
  timeZone,
  onSelect,
  onCopy,
  onOpenOptions,
}: RecentCallsProps) {
  const t = recentText(locale);
  const state = model.state.value;
  const answer = dataOf(state);
  const groups = model.groups.value;
  const missed = groups.reduce((sum, group) => sum + group.missed, 0);
  const queueOn = model.callbacks.on.value;
  return (
    <section class="tl-recent" aria-labelledby="tl-recent-title">
      <div class="tl-recent-bar">
        <h2 id="tl-recent-title" class="tl-section-title">
          {t('title')}
        </h2>
        <button type="button" class="tl-button tl-button--small" onClick={() => model.hide()}>
          {t('back')}
        </button>
        <label class="tl-recent-since">
          <span>{t('since.label')}</span>
          <select
            value={model.since.value}
            onChange={(event) =>
              model.setSince(event.currentTarget.value as (typeof SINCE_CHOICES)[number])
            }
          >
            {SINCE_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`since.${choice}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ViewChoice model={model} locale={locale} />
      {state.status === 'error' && (
        <ErrorNotice
          error={state.error}
          locale={locale}
          onOpenOptions={onOpenOptions}
          onRetry={() => model.setSince(model.since.value)}
        />
      )}
      {!answer && state.status !== 'error' && <Spinner label={t('filling')} />}
      {answer && (
        <>
          <Freshness answer={answer} locale={locale} timeZone={timeZone} />
          {queueOn && (
            <CallbackQueue
              model={model.callbacks}
              locale={locale}
              timeZone={timeZone}
              since={answer.since}
              onSelect={onSelect}
            />
          )}
          {!queueOn && groups.length > 0 && (
            <p class="tl-recent-summary">
              {t('summary', { callers: groups.length, calls: answer.calls.length, missed })}
            </p>
          )}
          {!queueOn && groups.length === 0 && !answer.down && !answer.filling && (
            <p class="tl-muted">
              {t('none', { time: formatDateTime(answer.since, locale, timeZone) })}
            </p>
          )}
          <ul class="tl-h-entries tl-recent-list" hidden={queueOn}>
            {(queueOn ? [] : groups).map((group) => (
              <RecentGroup
                key={group.phone}
                group={group}
                locale={locale}
                timeZone={timeZone}
                searchUrl={model.searchUrl(group.phone)}
                crmName={answer.crm?.name}
                onSelect={onSelect}
                onCopy={onCopy}
              />
            ))}
          </ul>
          {answer.truncated && <p class="tl-muted">{t('truncated', { n: answer.calls.length })}</p>}
        </>
      )}
    </section>
  );
}
