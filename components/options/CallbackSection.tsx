import { useState } from 'preact/hooks';
import { errorWords } from '../../lib/i18n/error-words';
import { callback } from '../../lib/i18n/messages/callback';
import type { Locale } from '../../lib/i18n/translate';
import type { CallbackSettingsModel } from '../../lib/state/options/callback-settings-model';
import { translatorFor } from '../ui/translator';
import { policyText } from './PolicySection';
import { Section } from './Section';
import { SwitchRow } from './SwitchRow';

const text = translatorFor(callback);

/** Callbacks and outcomes: the queue's switch, the "called back" tag and the outcome tags. */
export function CallbackSection({
  model,
  locale,
  repNameLocked = false,
}: {
  model: CallbackSettingsModel;
  locale: Locale;
  /** The organisation set the rep's name and locked it: shown, not changeable. */
  repNameLocked?: boolean;
}) {
  const t = text(locale);
  const [tag, setTag] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<string | null>(null);
  const [repName, setRepName] = useState<string | null>(null);
  const phase = model.phase.value;
  const error = model.error.value;
  const tagValue = tag ?? model.calledBackTag.value;
  const outcomesValue = outcomes ?? model.outcomeTags.value.join('\n');
  const repNameValue = repNameLocked ? model.repName.value : (repName ?? model.repName.value);
  return (
    <Section id="callbacks" title={t('settings.title')}>
      <ul class="tl-switch-list">
        <SwitchRow
          id="tl-callback-queue"
          label={t('settings.queue')}
          checked={model.queueOn.value}
          busy={false}
          describedBy="tl-callback-queue-hint"
          onToggle={(on) => void model.setQueueOn(on)}
        />
      </ul>
      <p id="tl-callback-queue-hint" class="tl-muted">
        {t('settings.queueHint')}
      </p>
      <form
        class="tl-callback-tags"
        onSubmit={(event) => {
          event.preventDefault();
          void model.saveTags(tagValue, outcomesValue, repNameLocked ? null : repNameValue);
        }}
      >
        <label class="tl-field">
          <span>{t('settings.tag')}</span>
          <input
            id="tl-called-back-tag"
            type="text"
            maxLength={64}
            value={tagValue}
            aria-describedby="tl-called-back-hint"
            onInput={(event) => setTag(event.currentTarget.value)}
          />
        </label>
        <p id="tl-called-back-hint" class="tl-muted">
          {t('settings.tagHint')}
        </p>
        <label class="tl-field">
          <span>{t('settings.repName')}</span>
          <input
            id="tl-rep-name"
            type="text"
            maxLength={40}
            value={repNameValue}
            readOnly={repNameLocked}
            aria-describedby="tl-rep-name-hint"
            onInput={(event) => setRepName(event.currentTarget.value)}
          />
        </label>
        <p id="tl-rep-name-hint" class="tl-muted">
          {repNameLocked
            ? policyText(locale)('lockedField')
            : t('settings.repNameHint', { tag: tagValue })}
        </p>
        <label class="tl-field">
          <span>{t('settings.outcomes')}</span>
          <textarea
            id="tl-outcome-tags"
            rows={4}
            value={outcomesValue}
            aria-describedby="tl-outcome-hint"
            onInput={(event) => setOutcomes(event.currentTarget.value)}
          />
        </label>
        <p id="tl-outcome-hint" class="tl-muted">
          {t('settings.outcomesHint')}
        </p>
        <button type="submit" class="tl-button" disabled={phase === 'saving'}>
          {t('settings.save')}
        </button>
        <p role="status" class="tl-callback-status">
          {phase === 'saved' && t('settings.saved')}
          {phase === 'failed' &&
            t('settings.failed', {
              message:
                typeof error === 'string' || error === null
                  ? (error ?? '')
                  : errorWords(error, locale).text,
            })}
        </p>
      </form>
    </Section>
  );
}
