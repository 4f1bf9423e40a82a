import { formatDuration } from '../../lib/format';
import type { Locale } from '../../lib/i18n/translate';
import type { PhoneTotals } from '../../lib/types/phone-data';
import { historyText } from './translate';

/** "12 calls · 9 answered · 3 missed · 2 leads · talk time 14 min". */
export function Totals({ totals, locale }: { totals: PhoneTotals; locale: Locale }) {
  const t = historyText(locale);
  return (
    <p class="tl-h-totals">
      <span>{t('totals.calls', { n: totals.calls })}</span>
      {totals.calls > 0 && (
        <>
          <span class="tl-h-ok">{t('totals.answered', { n: totals.answered })}</span>
          {totals.missed > 0 && (
            <span class="tl-h-bad">{t('totals.missed', { n: totals.missed })}</span>
          )}
        </>
      )}
      <span>{t('totals.leads', { n: totals.leads })}</span>
      {totals.talkSeconds > 0 && (
        <span>{t('totals.talk', { time: formatDuration(totals.talkSeconds, locale) })}</span>
      )}
    </p>
  );
}
