/**
 * The card's line about a number's orders (lib/state/orders/card-orders-model.ts, held by the
 * card's model): their count with revenue and margin totals, and a button that opens the
 * workspace on this number with "Record a sale" open. Its classes are laid out by the card
 * (card.css, the actions row).
 */
import { useEffect } from 'preact/hooks';
import type { Locale } from '../../lib/i18n/translate';
import type { CardOrdersModel } from '../../lib/state/orders/card-orders-model';
import { cardOrders } from '../../lib/i18n/messages/card-orders';
import { translatorFor } from '../ui/translator';
import { formatMoney } from './money';

const cardText = translatorFor(cardOrders);

export interface CardOrdersProps {
  /** Reads the number's orders and opens the workspace; the view only shows and clicks. */
  model: CardOrdersModel;
  phone: string;
  locale: Locale;
  /** Why nothing can be written now (the key was refused): "Record a sale…" waits, disabled. */
  writesOff?: string;
}

export function CardOrders({ model, phone, locale, writesOff }: CardOrdersProps) {
  const t = cardText(locale);
  // The shown number's orders; an answer that comes after the line is gone is dropped.
  useEffect(() => {
    model.show(phone);
    return () => model.dispose();
  }, [model, phone]);
  const orders = model.orders.value;
  return (
    <div class="tl-card-orders" data-testid="card-orders">
      {orders && orders.totals.count > 0 && (
        <p class="tl-card-orders-totals" data-testid="order-totals">
          <strong>
            {t('totals', {
              count: orders.totals.count,
              revenue: formatMoney(orders.totals.revenue, locale),
              margin: formatMoney(orders.totals.margin, locale),
            })}
          </strong>
        </p>
      )}
      <p>
        <button
          type="button"
          class="tl-card-button"
          disabled={writesOff !== undefined}
          title={writesOff}
          onClick={() => model.recordSale(phone)}
        >
          {t('recordInCard')}
        </button>
      </p>
    </div>
  );
}
