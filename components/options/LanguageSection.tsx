import type { Locale } from '../../lib/i18n/translate';
import type { Language } from '../../lib/storage/settings';
import { policyText } from './PolicySection';
import { Section } from './Section';
import { optionsText } from './translate';

const LANGUAGES: Language[] = ['auto', 'en', 'ru'];

/** Interface language: English, Russian, or the browser's. */
export function LanguageSection({
  language,
  locale,
  onChange,
  locked = false,
}: {
  /** Set and locked by the organisation: shown, not changeable. */
  locked?: boolean;
  language: Language;
  locale: Locale;
  onChange: (language: Language) => void;
}) {
  const t = optionsText(locale);
  return (
    <Section id="language" title={t('language.title')}>
      <fieldset class="tl-radio-group">
        <legend class="tl-visually-hidden">{t('language.label')}</legend>
        {LANGUAGES.map((value) => (
          <label key={value} class="tl-radio">
            <input
              type="radio"
              name="tl-language"
              value={value}
              checked={language === value}
              disabled={locked}
              onChange={() => onChange(value)}
            />
            {t(`language.${value}`)}
          </label>
        ))}
      </fieldset>
      {locked && <p class="tl-muted">{policyText(locale)('lockedField')}</p>}
    </Section>
  );
}
