/**
 * The number's orders inside the popup's detail: the orders model, the counters a new order or
 * call may belong to (the selected ones), and the forms opened seeded from both. Built with the
 * signals library's `createModel` (the view holds it with `useModel`, which disposes it).
 */
import { createModel, effect, signal } from '@preact/signals';
import type { Ask } from '../ask';
import { dataOf } from '../load-state';
import { counterChoices, type CounterChoice } from './counter-choices';
import { createPhoneOrdersModel } from './phone-orders-model';
import { seedOf } from './seed';

export const PopupOrdersModel = createModel((ask: Ask) => {
  const model = createPhoneOrdersModel(ask);
  const counters = signal<readonly CounterChoice[]>([]);
  void ask({ type: 'counters.list' }).then((answer) => {
    if (answer.ok) counters.value = counterChoices(answer.data.filter((c) => c.selected));
  });
  // Owned by this model: disposing it stops the orders' polling of their waiting writes.
  effect(() => () => model.dispose());
  const seed = (orderId?: string) =>
    seedOf(
      dataOf(model.orders.value),
      counters.value.map((c) => c.counterId),
      orderId,
    );
  return {
    model,
    counters,
    show: (phone: string) => void model.show(phone),
    /** Opens "Record a sale", with the order number the page shows next to the phone, if any. */
    startRecord: (orderId?: string) => model.startRecord(seed(orderId)),
    startLogCall: () => model.startLogCall(seed()),
  };
});

export type PopupOrdersModel = InstanceType<typeof PopupOrdersModel>;
