import type { Locale } from '../../lib/i18n/translate';
import type { PhoneDetail } from '../../lib/types/phone-data';
import { AnswerNote } from './AnswerNote';
import type { RecordingSlot } from './CallEntry';
import { answerWords } from '../../lib/format/answer-words';
import { CounterGroupSection } from './CounterGroupSection';
import { groupByCounter } from './group-by-counter';
import { HistoryTagForm, type TagFieldSlot } from './HistoryTagForm';
import { SourceSummary } from './SourceSummary';
import type { TagActions } from './tag-actions';
import { Totals } from './Totals';
import { historyText } from './translate';

export interface PhoneHistoryProps extends TagActions {
  detail: PhoneDetail;
  locale: Locale;
  /** IANA zone for times; the browser's zone when absent (tests pin it). */
  timeZone?: string;
  /** Show where the answer came from and how old it is (the card shows it above instead). */
  showFreshness?: boolean;
  /** The add-tag text field, when the host draws its own (the hover card: HistoryTagForm). */
  tagField?: TagFieldSlot;
  /** Where a call's recording plays, when the host draws its own player (the hover card). */
  recordingPlayer?: RecordingSlot;
}

/**
 * Everything known about one number: totals, first and last marketing source, then calls and
 * leads grouped by site. Props in, events out: tag edits are reported through `onAddTag` and
 * `onRemoveTag`, never performed here.
 */
export function PhoneHistory(props: PhoneHistoryProps) {
  const {
    detail,
    locale,
    timeZone,
    showFreshness = true,
    onAddTag,
    tagField,
    recordingPlayer,
    ...tagActions
  } = props;
  const t = historyText(locale);
  const groups = groupByCounter(detail.calls, detail.leads);
  const pendingWrites = (tagActions.outbox ?? []).length;
  const words = answerWords(detail.answer, locale, timeZone);
  return (
    <div class="tl-h-history">
      {showFreshness && <AnswerNote answer={detail.answer} locale={locale} timeZone={timeZone} />}
      {groups.length > 0 && <Totals totals={detail.totals} locale={locale} />}
      {groups.length === 0 ? (
        <div class="tl-h-empty" role="status">
          <p class="tl-h-empty-title">{words.emptyTitle}</p>
          <p class="tl-h-muted">{words.emptyHint}</p>
        </div>
      ) : (
        <>
          {onAddTag && (
            <HistoryTagForm
              detail={detail}
              locale={locale}
              timeZone={timeZone}
              suggestions={tagActions.suggestions}
              onTagQuery={tagActions.onTagQuery}
              writesOff={tagActions.writesOff}
              onAddTag={onAddTag}
              field={tagField}
            />
          )}
          <SourceSummary
            first={detail.firstSource}
            last={detail.lastSource}
            locale={locale}
            timeZone={timeZone}
          />
          {groups.map((group) => (
            <CounterGroupSection
              key={group.counterId}
              group={group}
              locale={locale}
              timeZone={timeZone}
              recordingPlayer={recordingPlayer}
              {...tagActions}
            />
          ))}
        </>
      )}
      {pendingWrites > 0 && (
        <p class="tl-h-pending" role="status">
          {t('tags.pendingCount', { n: pendingWrites })}
        </p>
      )}
    </div>
  );
}
