import { useState } from 'preact/hooks';
import { errorWords } from '../../lib/i18n/error-words';
import { callback } from '../../lib/i18n/messages/callback';
import type { Locale } from '../../lib/i18n/translate';
import type { CallbackSettingsModel } from '../../lib/state/options/callback-settings-model';
import { translatorFor } from '../ui/translator';
import { policyText } from './PolicySection';
import { HintedField, HintedTextField } from './HintedField';
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
        <HintedTextField
          id="tl-called-back-tag"
          hintId="tl-called-back-hint"
          label={t('settings.tag')}
          hint={t('settings.tagHint')}
          value={tagValue}
          maxLength={64}
          onInput={setTag}
        />
        <HintedTextField
          id="tl-rep-name"
          hintId="tl-rep-name-hint"
          label={t('settings.repName')}
          hint={
            repNameLocked
              ? policyText(locale)('lockedField')
              : t('settings.repNameHint', { tag: tagValue })
          }
          value={repNameValue}
          maxLength={40}
          readOnly={repNameLocked}
          onInput={setRepName}
        />
        <HintedField
          label={t('settings.outcomes')}
          hintId="tl-outcome-hint"
          hint={t('settings.outcomesHint')}
        >
          <textarea
            id="tl-outcome-tags"
            rows={4}
            value={outcomesValue}
            aria-describedby="tl-outcome-hint"
            onInput={(event) => setOutcomes(event.currentTarget.value)}
          />
        </HintedField>
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
