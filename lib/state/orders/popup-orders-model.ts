/**
 * The number's orders inside the popup's detail: the orders model, the counters a new order or
 * call may belong to (the selected ones), and the forms opened seeded from both.
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import type { Ask } from '../ask';
import { dataOf } from '../load-state';
import { counterChoices, type CounterChoice } from './counter-choices';
import { createPhoneOrdersModel, type PhoneOrdersModel } from './phone-orders-model';
import { seedOf } from './seed';

export interface PopupOrdersModel {
  model: PhoneOrdersModel;
  counters: ReadonlySignal<readonly CounterChoice[]>;
  show(phone: string): void;
  /** Opens "Record a sale", with the order number the page shows next to the phone, if any. */
  startRecord(orderId?: string): void;
  startLogCall(): void;
  dispose(): void;
}

export function createPopupOrdersModel(ask: Ask): PopupOrdersModel {
  const model = createPhoneOrdersModel(ask);
  const counters = signal<readonly CounterChoice[]>([]);
  void ask({ type: 'counters.list' }).then((answer) => {
    if (answer.ok) counters.value = counterChoices(answer.data.filter((c) => c.selected));
  });
  const seed = (orderId?: string) =>
    seedOf(
      dataOf(model.orders.value),
      counters.value.map((c) => c.counterId),
      orderId,
    );
  return {
    model,
    counters,
    show: (phone) => void model.show(phone),
    startRecord: (orderId) => model.startRecord(seed(orderId)),
    startLogCall: () => model.startLogCall(seed()),
    dispose: () => model.dispose(),
  };
}
