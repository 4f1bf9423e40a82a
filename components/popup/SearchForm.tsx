import { useEffect, useRef, useState } from 'preact/hooks';
import type { Locale } from '../../lib/i18n/translate';
import { popupText } from './translate';

export interface SearchFormProps {
  locale: Locale;
  invalid: boolean;
  onSearch: (input: string) => void;
}

/** A number typed in any format: "+7 (999) 123-45-67", "89991234567", "9991234567". */
export function SearchForm({ locale, invalid, onSearch }: SearchFormProps) {
  const t = popupText(locale);
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // The popup opens ready to type a number (its shortcut included).
  useEffect(() => input.current?.focus(), []);
  return (
    <form
      class="tl-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
    >
      <label for="tl-search-input" class="tl-visually-hidden">
        {t('search.label')}
      </label>
      <input
        id="tl-search-input"
        ref={input}
        type="search"
        inputMode="tel"
        autoComplete="off"
        placeholder={t('search.placeholder')}
        value={draft}
        aria-invalid={invalid}
        aria-describedby={invalid ? 'tl-search-error' : undefined}
        onInput={(event) => setDraft(event.currentTarget.value)}
      />
      <button type="submit" class="tl-button tl-button--primary">
        {t('search.button')}
      </button>
      {invalid && (
        <p id="tl-search-error" class="tl-search-error" role="alert">
          {t('search.invalid')}
        </p>
      )}
    </form>
  );
}
