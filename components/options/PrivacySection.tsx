import type { Locale } from '../../lib/i18n/translate';
import { Section } from './Section';
import { optionsText } from './translate';

/** What leaves the browser, and the privacy policy. */
export function PrivacySection({ baseUrl, locale }: { baseUrl: string; locale: Locale }) {
  const t = optionsText(locale);
  return (
    <Section id="privacy" title={t('privacy.title')}>
      <ul class="tl-privacy">
        <li>{t('privacy.leaves', { baseUrl })}</li>
        <li>{t('privacy.nothingElse')}</li>
        <li>{t('privacy.stored')}</li>
      </ul>
      {/* PRIVACY.md, shipped in the package as privacy.txt (wxt.config.ts). */}
      <p>
        <a href="/privacy.txt" target="_blank" rel="noopener" class="tl-privacy-link">
          {t('privacy.policy')}
        </a>
      </p>
    </Section>
  );
}
