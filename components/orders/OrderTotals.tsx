import type { Locale } from '../../lib/i18n/translate';
import type { OrderTotals as Totals } from '../../lib/types/workspace-data';
import { formatMoney, ordersText } from './translate';

/** "2 orders · revenue 46 600 ₽ · margin 15 300 ₽". */
export function OrderTotals({ totals, locale }: { totals: Totals; locale: Locale }) {
  const t = ordersText(locale);
  return (
    <p class="tl-o-totals" data-testid="order-totals">
      {t('totals', {
        count: totals.count,
        revenue: formatMoney(totals.revenue, locale),
        margin: formatMoney(totals.margin, locale),
      })}
    </p>
  );
}
