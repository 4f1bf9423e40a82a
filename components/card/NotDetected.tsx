import { formatPhone } from '../../lib/format';
import type { Locale } from '../../lib/i18n/translate';
import type { NoMatchExplanation } from '../../lib/phone/explain-selection';
import { CardNotice } from './CardNotice';
import { cardText } from './text';

export interface NotDetectedProps {
  explanation: NoMatchExplanation;
  locale: Locale;
  /** Look the digits up as typed (offered only when they form a valid number). */
  onLookUp: (digits: string) => void;
}

/** "Why was this number not detected": one reason per number-like part of the selection. */
export function NotDetected({ explanation, locale, onLookUp }: NotDetectedProps) {
  const { t } = cardText(locale);
  const { rejections, typedDigits, failure } = explanation;
  return (
    <CardNotice
      title={t('card.notDetected.title')}
      action={
        typedDigits
          ? {
              label: t('card.notDetected.lookUpTyped', { phone: formatPhone(typedDigits) }),
              onClick: () => onLookUp(typedDigits),
            }
          : undefined
      }
    >
      {failure !== undefined ? (
        <p>{t('card.notDetected.failed', { reason: failure })}</p>
      ) : rejections.length === 0 ? (
        <p>{t('card.notDetected.nothing')}</p>
      ) : (
        <ul class="tl-card-reasons">
          {rejections.map((rejection) => (
            <li key={rejection.start}>
              <span class="tl-card-reason-text">{rejection.raw}</span>{' '}
              {t(`card.notDetected.reason.${rejection.reason}`, { detail: rejection.detail ?? '' })}
            </li>
          ))}
        </ul>
      )}
    </CardNotice>
  );
}
