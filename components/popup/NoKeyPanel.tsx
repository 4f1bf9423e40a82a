import type { Locale } from '../../lib/i18n/translate';
import { popupText } from './translate';

/** First run: one clear step to the options page. */
export function NoKeyPanel({
  locale,
  onOpenOptions,
}: {
  locale: Locale;
  onOpenOptions: () => void;
}) {
  const t = popupText(locale);
  return (
    <section class="tl-popup-nokey" aria-labelledby="tl-nokey-title">
      <h2 id="tl-nokey-title">{t('noKey.title')}</h2>
      <p>{t('noKey.body')}</p>
      <button type="button" class="tl-button tl-button--primary" onClick={onOpenOptions} autoFocus>
        {t('noKey.action')}
      </button>
    </section>
  );
}
