/**
 * The number's orders inside the popup's detail (lib/state/orders/popup-orders-model.ts), so
 * the detail view only places the blocks (the action bar's forms at the top, the orders below).
 */
import { useModel } from '@preact/signals';
import { useContext, useEffect } from 'preact/hooks';
import type { CounterChoice } from '../../lib/state/orders/counter-choices';
import type { PhoneOrdersModel } from '../../lib/state/orders/phone-orders-model';
import { PopupOrdersModel } from '../../lib/state/orders/popup-orders-model';
import { noBackground } from '../../lib/state/ask';
import { OrdersAsk } from './ask-context';

export interface PopupOrders {
  model: PhoneOrdersModel;
  counters: readonly CounterChoice[];
  /** Opens "Record a sale", with the order number the page shows next to the phone, if any. */
  startRecord(orderId?: string): void;
  startLogCall(): void;
}

/** The orders of `phone`; null where no background is set up (a view rendered on its own). */
export function usePopupOrders(phone: string | null): PopupOrders | null {
  const ask = useContext(OrdersAsk);
  const orders = useModel(() => new PopupOrdersModel(ask ?? noBackground));
  useEffect(() => {
    if (ask && phone) orders.show(phone);
  }, [ask, orders, phone]);
  if (!ask) return null;
  return {
    model: orders.model,
    counters: orders.counters.value,
    startRecord: orders.startRecord,
    startLogCall: orders.startLogCall,
  };
}
