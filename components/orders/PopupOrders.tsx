/**
 * The number's orders inside the popup's detail (lib/state/orders/popup-orders-model.ts), so
 * the detail view only places the blocks (the action bar's forms at the top, the orders below).
 */
import { useContext, useEffect, useMemo } from 'preact/hooks';
import type { CounterChoice } from '../../lib/state/orders/counter-choices';
import type { PhoneOrdersModel } from '../../lib/state/orders/phone-orders-model';
import { createPopupOrdersModel } from '../../lib/state/orders/popup-orders-model';
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
  const orders = useMemo(() => (ask ? createPopupOrdersModel(ask) : null), [ask]);
  useEffect(() => () => orders?.dispose(), [orders]);
  useEffect(() => {
    if (orders && phone) orders.show(phone);
  }, [orders, phone]);
  if (!orders) return null;
  return {
    model: orders.model,
    counters: orders.counters.value,
    startRecord: orders.startRecord,
    startLogCall: orders.startLogCall,
  };
}
