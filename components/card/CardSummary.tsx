import { formatDateTime, formatDuration } from '../../lib/format';
import { clipText } from '../../lib/format/clip';
import type { Locale } from '../../lib/i18n/translate';
import type { PhoneDetail } from '../../lib/types/phone-data';
import { pendingForTarget } from '../../lib/state/detail/tag-targets';
import { AnswerNote, TagEditor, answerWords, historyText } from '../history';
import type { TagActions } from '../history';
import { sourceText } from '../history/source-text';
import { latestTarget } from './QuickTag';
import { cardText } from './text';

export interface CardSummaryProps extends Pick<TagActions, 'outbox' | 'onRemoveTag' | 'writesOff'> {
  detail: PhoneDetail;
  locale: Locale;
  timeZone?: string;
}

/**
 * What a rep needs in the first second: where the answer came from, who brought this person
 * (source, campaign, keyword), how many calls, the last call and its tags.
 */
export function CardSummary(props: CardSummaryProps) {
  const { detail, locale, timeZone, outbox, onRemoveTag, writesOff } = props;
  const { t } = cardText(locale);
  const h = historyText(locale);
  const note = <AnswerNote answer={detail.answer} locale={locale} timeZone={timeZone} />;
  if (detail.calls.length + detail.leads.length === 0) {
    const words = answerWords(detail.answer, locale, timeZone);
    return (
      <>
        {note}
        <div class="tl-card-empty" role="status">
          <p class="tl-card-empty-title">{words.emptyTitle}</p>
          <p class="tl-card-muted">{words.emptyHint}</p>
        </div>
      </>
    );
  }
  // The latest contact's source leads (what brought this call); the first one, when it differs,
  // follows in a word.
  const origin = detail.lastSource ?? detail.firstSource;
  const first = detail.firstSource;
  const firstDiffers =
    first &&
    origin &&
    sourceText(first.source, first.medium) !== sourceText(origin.source, origin.medium);
  const last = detail.calls[0];
  const latest = latestTarget(detail);
  const tags = last?.tags ?? detail.leads[0]?.tags ?? [];
  const counts = [h('totals.calls', { n: detail.totals.calls })];
  if (detail.totals.leads > 0) counts.push(h('totals.leads', { n: detail.totals.leads }));
  return (
    <>
      {note}
      <dl class="tl-card-facts">
        <dt>{h('field.source')}</dt>
        <dd>
          {origin ? (
            <strong>{sourceText(origin.source, origin.medium)}</strong>
          ) : (
            <span class="tl-card-muted">{h('source.none')}</span>
          )}
          {firstDiffers && (
            <span class="tl-card-muted">
              {' · '}
              {t('card.fact.firstSource', { source: sourceText(first.source, first.medium) })}
            </span>
          )}
        </dd>
        {origin?.campaign && (
          <>
            <dt>{h('field.campaign')}</dt>
            <dd>{clipText(origin.campaign)}</dd>
          </>
        )}
        {origin?.keyword && (
          <>
            <dt>{h('field.keyword')}</dt>
            <dd>{clipText(origin.keyword)}</dd>
          </>
        )}
        <dt>{t('card.fact.count')}</dt>
        <dd>{counts.join(' · ')}</dd>
        {last && (
          <>
            <dt>{t('card.fact.lastCall')}</dt>
            <dd>
              {formatDateTime(last.startTime, locale, timeZone)} ·{' '}
              <span class={last.answered ? 'tl-card-ok' : 'tl-card-bad'}>
                {last.answered ? h('call.answered') : h('call.missed')}
              </span>
              {last.durationSec > 0 && ` · ${formatDuration(last.durationSec, locale)}`}
            </dd>
          </>
        )}
        <dt>{h('field.tags')}</dt>
        <dd class={latest?.kind === 'lead' ? 'tl-h-lead' : undefined}>
          {latest && (
            <TagEditor
              target={latest}
              tags={tags}
              pending={pendingForTarget(outbox ?? [], latest)}
              locale={locale}
              {...(onRemoveTag ? { onRemove: onRemoveTag } : {})}
              writesOff={writesOff}
            />
          )}
        </dd>
      </dl>
    </>
  );
}
