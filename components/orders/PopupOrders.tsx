/**
 * The number's orders inside the popup's detail: its own model and the account's counters, so
 * the detail view only places the blocks (the action bar's forms at the top, the orders below).
 */
import { useContext, useEffect, useMemo, useState } from 'preact/hooks';
import { counterName } from '../../lib/lookup/records';
import {
  createPhoneOrdersModel,
  type PhoneOrdersModel,
} from '../../lib/state/orders/phone-orders-model';
import { seedOf } from '../../lib/state/orders/seed';
import { dataOf } from '../../lib/state/load-state';
import { OrdersAsk } from './ask-context';
import type { CounterChoice } from './CounterSelect';

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
  const model = useMemo(() => (ask ? createPhoneOrdersModel(ask) : null), [ask]);
  const [counters, setCounters] = useState<CounterChoice[]>([]);
  useEffect(() => () => model?.dispose(), [model]);
  useEffect(() => {
    if (model && phone) void model.show(phone);
  }, [model, phone]);
  useEffect(() => {
    if (!ask) return;
    void ask({ type: 'counters.list' }).then((answer) => {
      if (!answer.ok) return;
      setCounters(
        answer.data
          .filter((c) => c.selected)
          .map((c) => ({ counterId: c.counterId, name: counterName(c, c.counterId) })),
      );
    });
  }, [ask]);
  if (!model) return null;
  const seed = (orderId?: string) =>
    seedOf(
      dataOf(model.orders.value),
      counters.map((c) => c.counterId),
      orderId,
    );
  return {
    model,
    counters,
    startRecord: (orderId) => model.startRecord(seed(orderId)),
    startLogCall: () => model.startLogCall(seed()),
  };
}
