/**
 * The card's line about a number's orders: their count with revenue and margin totals, and a
 * button that opens the workspace on this number to record a sale. Writes happen on the
 * extension's own page, never from the page the card lives on. No CSS of its own: it uses the
 * history classes the card already carries.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Locale } from '../../lib/i18n/translate';
import type { Ask } from '../../lib/state/ask';
import type { PhoneOrders } from '../../lib/state/orders/types';
import { OrderTotals } from './OrderTotals';
import { ordersText } from './translate';

export interface CardOrdersProps {
  phone: string;
  locale: Locale;
  ask: Ask;
}

export function CardOrders({ phone, locale, ask }: CardOrdersProps) {
  const t = ordersText(locale);
  const [orders, setOrders] = useState<PhoneOrders | null>(null);
  useEffect(() => {
    let live = true;
    setOrders(null);
    void ask({ type: 'orders.forPhone', phone }).then((answer) => {
      if (live && answer.ok) setOrders(answer.data);
    });
    return () => {
      live = false;
    };
  }, [phone, ask]);
  return (
    <div class="tl-h-fields" data-testid="card-orders">
      {orders && orders.totals.count > 0 && <OrderTotals totals={orders.totals} locale={locale} />}
      <button
        type="button"
        class="tl-h-link"
        onClick={() => void ask({ type: 'workspace.open', phone })}
      >
        {t('recordInCard')}
      </button>
    </div>
  );
}
