/**
 * The card's line about a number's orders: their totals, read when the card shows the number,
 * and the workspace opened on it with "Record a sale" (writes happen on the extension's own
 * page, never from the page the card lives on).
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import type { PhoneOrders } from '../../types/workspace-data';
import type { Ask } from '../ask';

export interface CardOrdersModel {
  /** The shown number's orders; null until read (or when they could not be). */
  orders: ReadonlySignal<PhoneOrders | null>;
  show(phone: string): void;
  recordSale(phone: string): void;
  dispose(): void;
}

export function createCardOrdersModel(ask: Ask): CardOrdersModel {
  const orders = signal<PhoneOrders | null>(null);
  let shown: string | undefined;
  return {
    orders,
    show(phone) {
      shown = phone;
      orders.value = null;
      void ask({ type: 'orders.forPhone', phone }).then((answer) => {
        // An answer for a number no longer shown is dropped.
        if (shown === phone && answer.ok) orders.value = answer.data;
      });
    },
    recordSale(phone) {
      void ask({ type: 'workspace.open', phone, form: 'order' });
    },
    dispose() {
      shown = undefined;
    },
  };
}
