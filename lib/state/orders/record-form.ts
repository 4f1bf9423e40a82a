/**
 * The open "Record a sale" or "Log a call" form of a number's detail, new or correcting one:
 * its values as typed, the problems of the last save, and the request that saves it.
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import type { RequestOf } from '../../messaging/protocol';
import type { CallSummary, OrderView } from '../../types/workspace-data';
import type { Invalid } from './form-values';
import {
  checkCallForm,
  checkOrderForm,
  newCallForm,
  newOrderForm,
  orderFormOf,
  type CallFormField,
  type CallFormValues,
  type OrderFormField,
  type OrderFormValues,
} from './forms';

/** An open form of one kind: its values as typed and the problems of the last save. */
interface OpenForm<Kind, Values, Field extends string> {
  kind: Kind;
  mode: 'add' | 'update';
  counterId: string;
  values: Values;
  problems: Partial<Record<Field, Invalid>>;
}
export type OrderFormState = OpenForm<'order', OrderFormValues, OrderFormField> & {
  /** The order number the page showed next to the phone, filled in as the order id. */
  orderIdFromPage?: string;
};
export type CallFormState = OpenForm<'call', CallFormValues, CallFormField>;
export type FormState = OrderFormState | CallFormState;

/** What the number's detail knows that a new order or call can start from. */
export interface WriteSeed {
  counterId?: string;
  sid?: string;
  uuid?: string;
  /** The number the caller dialled last (a new call's "called number"). */
  calledPhone?: string;
  /** A deal or order number the page shows next to the phone (lib/dom/phone-on-page.ts). */
  orderId?: string;
}

export type CallToCorrect = CallSummary;

/** The request that saves a form, once its values check. */
export type SaveRequest = RequestOf<'orders.save'> | RequestOf<'calls.save'>;

export interface RecordForm {
  form: ReadonlySignal<FormState | null>;
  startRecord(seed: WriteSeed, phone: string): void;
  startCorrect(order: OrderView): void;
  startLogCall(seed: WriteSeed, phone: string): void;
  /** `numbers`: the caller (the number whose calls these are) and, when known, the called. */
  startCorrectCall(
    call: CallToCorrect,
    numbers?: { callerPhone?: string; calledPhone?: string },
  ): void;
  edit(field: string, value: string): void;
  setCounter(counterId: string): void;
  close(): void;
  /** The request saving the form; undefined (and the problems shown) when a value is wrong. */
  check(): SaveRequest | undefined;
}

export function createRecordForm(now: () => number): RecordForm {
  const form = signal<FormState | null>(null);
  const openOrder = (
    mode: 'add' | 'update',
    counterId: string,
    values: OrderFormValues,
    orderIdFromPage?: string,
  ) => {
    form.value = {
      kind: 'order',
      mode,
      counterId,
      values,
      problems: {},
      ...(orderIdFromPage ? { orderIdFromPage } : {}),
    };
  };
  const openCall = (mode: 'add' | 'update', counterId: string, values: CallFormValues) => {
    form.value = { kind: 'call', mode, counterId, values, problems: {} };
  };
  return {
    form,
    startRecord(seed, phone) {
      openOrder('add', seed.counterId ?? '', newOrderForm({ ...seed, phone }, now()), seed.orderId);
    },
    startCorrect(order) {
      openOrder('update', order.counterId, orderFormOf(order));
    },
    startLogCall(seed, phone) {
      const values = newCallForm(
        { callerPhone: phone, ...(seed.calledPhone ? { calledPhone: seed.calledPhone } : {}) },
        now(),
      );
      openCall('add', seed.counterId ?? '', values);
    },
    startCorrectCall(call, numbers = {}) {
      openCall('update', call.counterId, {
        ...newCallForm(numbers, call.startTime),
        callId: call.callId,
        duration: String(call.durationSec),
        status: call.status,
        tags: call.tags.join(', '),
      });
    },
    edit(field, value) {
      const current = form.value;
      if (!current) return;
      // The field's problem goes as it is edited; the rest stay until the next save.
      const problems: Record<string, unknown> = { ...current.problems };
      delete problems[field];
      form.value = {
        ...current,
        values: { ...current.values, [field]: value },
        problems,
      } as FormState;
    },
    setCounter(counterId) {
      if (form.value) form.value = { ...form.value, counterId };
    },
    close() {
      form.value = null;
    },
    check() {
      const current = form.value;
      if (!current) return undefined;
      const { mode, counterId } = current;
      if (current.kind === 'order') {
        const checked = checkOrderForm(current.values, mode, now());
        if (checked.ok) return { type: 'orders.save', mode, counterId, order: checked.input };
        form.value = { ...current, problems: checked.problems };
        return undefined;
      }
      const checked = checkCallForm(current.values, mode, now());
      if (checked.ok) return { type: 'calls.save', mode, counterId, call: checked.input };
      form.value = { ...current, problems: checked.problems };
      return undefined;
    },
  };
}
