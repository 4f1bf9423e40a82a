import { useState } from 'preact/hooks';
import { PhoneHistory, UndoRemoval } from '../history';
import type { Locale } from '../../lib/i18n/translate';
import type { CardFields } from '../../lib/content/card-fields';
import type { CardModel } from '../../lib/content/card-model';
import type { PhoneDetail, TagTarget } from '../../lib/types/phone-data';
import { CardOrders } from '../orders/CardOrders';
import { CardSummary } from './CardSummary';
import { NewestCallOutcome } from '../history/NewestCallOutcome';
import { CopySource } from './CopySource';
import { FailingWrites } from './FailingWrites';
import { FramedRecording } from './FramedRecording';
import { FramedTagField } from './FramedTagField';
import { QuickTag } from './QuickTag';
import { errorWords } from '../../lib/i18n/error-words';
import { cardText } from './text';

export interface CardDetailProps {
  model: CardModel;
  detail: PhoneDetail;
  locale: Locale;
  fields: CardFields;
  timeZone?: string;
}

/**
 * What is known about the number, compact: the summary a rep reads first, the quick tag field,
 * writes that went wrong, and the whole history one click away (the shared history view the
 * popup shows, with the card's tag actions wired in). The history offers removal on every
 * chip; card.css hides it on leads, whose tags the service cannot remove, and the model
 * ignores a lead removal.
 */
export function CardDetail({ model, detail, locale, fields, timeZone }: CardDetailProps) {
  const { t, common } = cardText(locale);
  const writesOff = model.keyRefused.value ? common('writes.keyRefused') : undefined;
  const [historyOpen, setHistoryOpen] = useState(false);
  const failures = model.tagFailures.value;
  const addTag = (target: TagTarget, tag: string) => void model.addTag(target, tag);
  const entries = detail.calls.length + detail.leads.length;
  return (
    <>
      <CardSummary
        detail={detail}
        locale={locale}
        timeZone={timeZone}
        outbox={model.pendingWrites.value}
        onRemoveTag={(target, tag) => void model.removeTag(target, tag)}
        writesOff={writesOff}
      />
      {writesOff && (
        <p class="tl-card-notice tl-card-writes-off" role="status">
          {writesOff}
        </p>
      )}
      <QuickTag
        detail={detail}
        suggestions={model.suggestions.value}
        locale={locale}
        onAdd={addTag}
        onQuery={(prefix) => model.querySuggestions(prefix)}
        writesOff={writesOff}
        fields={fields}
      />
      {detail.calls[0] && !writesOff && model.outcomeTags.value.length > 0 && (
        <NewestCallOutcome
          call={detail.calls[0]}
          outcomes={model.outcomeTags.value}
          locale={locale}
          timeZone={timeZone}
          onPick={addTag}
        />
      )}
      {failures.length > 0 && (
        <ul class="tl-card-failures" role="alert">
          {failures.map((failure) => (
            <li key={`${failure.op}-${failure.tag}`}>
              {t(failure.op === 'add' ? 'card.tagFailed' : 'card.tagRemoveFailed', {
                tag: failure.tag,
                reason: errorWords(failure.error, locale).text,
              })}
            </li>
          ))}
        </ul>
      )}
      <FailingWrites
        writes={model.failingWrites.value}
        locale={locale}
        onRetry={(id) => void model.retryWrite(id)}
      />
      {/* One row of actions (card.css lays their notes and the order totals on lines of their
          own): the card stays compact. */}
      <div class="tl-card-actions">
        <CopySource detail={detail} locale={locale} timeZone={timeZone} />
        <CardOrders
          model={model.orders}
          phone={detail.phone}
          locale={locale}
          writesOff={writesOff}
        />
        {entries > 0 && (
          <button
            type="button"
            class="tl-card-button tl-card-history-toggle"
            aria-expanded={historyOpen}
            aria-controls="tl-card-history"
            onClick={() => setHistoryOpen(!historyOpen)}
          >
            {t(historyOpen ? 'card.history.hide' : 'card.history.show', { n: entries })}
          </button>
        )}
      </div>
      {historyOpen && (
        <div id="tl-card-history" class="tl-card-history">
          <PhoneHistory
            detail={detail}
            locale={locale}
            timeZone={timeZone}
            showFreshness={false}
            outbox={model.pendingWrites.value}
            suggestions={model.suggestions.value}
            onAddTag={addTag}
            onRemoveTag={(target, tag) => void model.removeTag(target, tag)}
            onTagQuery={(prefix) => model.querySuggestions(prefix)}
            writesOff={writesOff}
            recordingPlayer={(recording) => (
              <FramedRecording fields={fields} recording={recording} locale={locale} />
            )}
            tagField={({ target, placeholder }) => (
              <FramedTagField
                class="tl-card-history-tagfield"
                fields={fields}
                target={target}
                shown={{
                  locale,
                  label: '',
                  placeholder,
                  button: '+',
                  suggestions: model.suggestions.value,
                  writesOff,
                }}
                onAdd={addTag}
                onQuery={(prefix) => model.querySuggestions(prefix)}
              />
            )}
          />
        </div>
      )}
      {/* Last, pinned to the body's bottom: in view even under a long expanded history. */}
      <UndoRemoval
        removal={model.lastRemoval.value}
        locale={locale}
        onUndo={() => void model.undoRemoval()}
        onHold={(held) => model.holdRemoval(held)}
        pin="scroller"
      />
    </>
  );
}
