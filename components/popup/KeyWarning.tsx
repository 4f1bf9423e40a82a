import type { Locale } from '../../lib/i18n/translate';
import type { KeyStatus } from '../../lib/types/phone-data';
import { popupText } from './translate';

/** A stored key that does not work right now, with the way to fix it. */
export function KeyWarning({
  status,
  locale,
  onOpenOptions,
}: {
  status: KeyStatus;
  locale: Locale;
  onOpenOptions: () => void;
}) {
  const t = popupText(locale);
  const text =
    status.state === 'invalid'
      ? t('key.invalid')
      : status.state === 'unreachable'
        ? t('key.unreachable')
        : status.state === 'no_counters'
          ? t('key.noCounters')
          : null;
  if (!text) return null;
  return (
    <div class="tl-notice tl-notice--warn" role="alert">
      <p>{text}</p>
      <p>
        <button type="button" class="tl-button" onClick={onOpenOptions}>
          {t('settings')}
        </button>
      </p>
    </div>
  );
}
