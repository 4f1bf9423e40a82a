/**
 * The card's line about a number's orders: their count with revenue and margin totals, and a
 * button that opens the workspace on this number with "Record a sale" open. Writes happen on the
 * extension's own page, never from the page the card lives on. No CSS of its own: it uses the
 * history classes the card already carries.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Locale } from '../../lib/i18n/translate';
import { ask as sendToBackground } from '../../lib/messaging/client';
import type { Ask } from '../../lib/state/ask';
import type { PhoneOrders } from '../../lib/types/workspace-data';
import { cardOrders } from '../../lib/i18n/messages/card-orders';
import { translatorFor } from '../ui/translator';
import { formatMoney } from './money';

const cardText = translatorFor(cardOrders);

export interface CardOrdersProps {
  phone: string;
  locale: Locale;
  /** How to reach the background; the content script's messaging unless a test gives one. */
  ask?: Ask;
  /** Why nothing can be written now (the key was refused): "Record a sale…" waits, disabled. */
  writesOff?: string;
}

export function CardOrders({ phone, locale, ask = sendToBackground, writesOff }: CardOrdersProps) {
  const t = cardText(locale);
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
    <div data-testid="card-orders">
      {orders && orders.totals.count > 0 && (
        <p data-testid="order-totals">
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
          class="tl-h-tag-add"
          disabled={writesOff !== undefined}
          title={writesOff}
          onClick={() => void ask({ type: 'workspace.open', phone, form: 'order' })}
        >
          {t('recordInCard')}
        </button>
      </p>
    </div>
  );
}
