import { useState } from 'preact/hooks';
import type { Locale } from '../../lib/i18n/translate';
import type { OptionsModel } from '../../lib/state/options/options-model';
import { PRODUCTION_BASE_URL } from '../../lib/storage/defaults';
import { ErrorNotice } from '../ui/ErrorNotice';
import { policyText } from './PolicySection';
import { Section } from './Section';
import { optionsText } from './translate';

/**
 * The service address: step 1, so a key is checked against the right server. Each wait says
 * what it is (the browser's permission prompt, then the key check).
 */
export function ServiceSection({ model, locale }: { model: OptionsModel; locale: Locale }) {
  const t = optionsText(locale);
  const settings = model.settings.settings.value;
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? settings?.baseUrl ?? PRODUCTION_BASE_URL;
  const problem = model.baseUrlProblem.value;
  const step = model.baseUrlStep.value;
  const locked = model.policy.lockedSetting('baseUrl');
  return (
    <Section id="service" title={t('baseUrl.title')} hint={t('baseUrl.hint')}>
      <form
        class="tl-row"
        onSubmit={(event) => {
          event.preventDefault();
          // No await before this call: the permission prompt needs the click.
          void model.setBaseUrl(value).then((saved) => saved && setDraft(null));
        }}
      >
        <label for="tl-base-url" class="tl-visually-hidden">
          {t('baseUrl.label')}
        </label>
        <input
          id="tl-base-url"
          type="url"
          class="tl-grow"
          value={value}
          aria-invalid={problem?.kind === 'invalid'}
          disabled={locked}
          onInput={(event) => setDraft(event.currentTarget.value)}
        />
        <button type="submit" class="tl-button" disabled={step !== null || locked}>
          {t('baseUrl.save')}
        </button>
        {settings && settings.baseUrl !== PRODUCTION_BASE_URL && !locked && (
          <button
            type="button"
            class="tl-button"
            onClick={() => {
              void model.setBaseUrl(PRODUCTION_BASE_URL).then((saved) => saved && setDraft(null));
            }}
          >
            {t('baseUrl.reset')}
          </button>
        )}
      </form>
      {locked && <p class="tl-muted">{policyText(locale)('lockedField')}</p>}
      {step && (
        <p class="tl-muted" role="status">
          {t(step === 'asking' ? 'baseUrl.asking' : 'key.checking')}
        </p>
      )}
      {problem?.kind === 'invalid' && (
        <p class="tl-field-error" role="alert">
          {t('baseUrl.invalid')}
        </p>
      )}
      {problem?.kind === 'denied' && (
        <p class="tl-field-error" role="alert">
          {t('baseUrl.denied')}
        </p>
      )}
      {problem?.kind === 'failed' && problem.error && (
        <ErrorNotice error={problem.error} locale={locale} />
      )}
    </Section>
  );
}
