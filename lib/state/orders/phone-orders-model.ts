/**
 * A number's orders and the writes made from its detail: "Record a sale", correcting and
 * tagging an order, logging a missed call and correcting a call. Writes go to the background's
 * outbox; while any waits, the model polls it and reloads the orders once it drains.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import type { ErrorPayload } from '../../types/result';
import type { Ask } from '../ask';
import { dataOf, idle, loading, type LoadState } from '../load-state';
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
import type {
  CallSummary,
  OrderView,
  PhoneOrders,
  RecordWrite,
  RecordWriteView,
} from '../../types/workspace-data';

export type OrderFormState = {
  kind: 'order';
  mode: 'add' | 'update';
  counterId: string;
  values: OrderFormValues;
  problems: Partial<Record<OrderFormField, Invalid>>;
  /** The order number the page showed next to the phone, filled in as the order id. */
  orderIdFromPage?: string;
};
export type CallFormState = {
  kind: 'call';
  mode: 'add' | 'update';
  counterId: string;
  values: CallFormValues;
  problems: Partial<Record<CallFormField, Invalid>>;
};
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

export interface PhoneOrdersModel {
  phone: ReadonlySignal<string | null>;
  orders: ReadonlySignal<LoadState<PhoneOrders>>;
  /** Writes of this number's orders and calls not yet accepted. */
  writes: ReadonlySignal<RecordWriteView[]>;
  form: ReadonlySignal<FormState | null>;
  /** The last write the background refused outright (bad message, no key). */
  writeError: ReadonlySignal<ErrorPayload | null>;
  /** The last write made here: kept and being sent, or accepted by the tracker. */
  lastWrite: ReadonlySignal<'queued' | 'accepted' | null>;
  show(phone: string): Promise<void>;
  refresh(): Promise<void>;
  startRecord(seed: WriteSeed): void;
  startCorrect(order: OrderView): void;
  startLogCall(seed: WriteSeed): void;
  startCorrectCall(call: CallToCorrect): void;
  edit(field: string, value: string): void;
  setCounter(counterId: string): void;
  cancel(): void;
  submit(): Promise<boolean>;
  tag(order: OrderView, tag: string): Promise<void>;
  retry(id: string): Promise<void>;
  discard(id: string): Promise<void>;
  dispose(): void;
}

export interface PhoneOrdersOptions {
  pollMs?: number;
  now?: () => number;
}

function writePhone(write: RecordWrite): string | undefined {
  if ('order' in write) return write.order.callerPhone ?? write.order.contactPerson?.phone;
  if ('call' in write) return write.call.callerPhone;
  return undefined;
}

export function createPhoneOrdersModel(
  ask: Ask,
  options: PhoneOrdersOptions = {},
): PhoneOrdersModel {
  const pollMs = options.pollMs ?? 1500;
  const now = options.now ?? Date.now;
  const phone = signal<string | null>(null);
  const orders = signal<LoadState<PhoneOrders>>(idle);
  const allWrites = signal<RecordWriteView[]>([]);
  const form = signal<FormState | null>(null);
  const writeError = signal<ErrorPayload | null>(null);
  const lastWrite = signal<'queued' | 'accepted' | null>(null);
  let generation = 0;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  /** Writes about this number: its orders (by id or phone) and calls logged for it. */
  const writes = computed(() => {
    const current = phone.value;
    const shownIds = new Set(dataOf(orders.value)?.orders.map((o) => o.orderId) ?? []);
    return allWrites.value.filter((entry) => {
      const { write } = entry;
      if (write.kind === 'order.tags') return shownIds.has(write.orderId);
      if ('order' in write && shownIds.has(write.order.orderId)) return true;
      if ('call' in write && write.kind === 'call.update') return true;
      return current !== null && writePhone(write) === current;
    });
  });

  async function load(refresh: boolean) {
    const current = phone.value;
    if (!current) return;
    const mine = ++generation;
    orders.value = loading(orders.value);
    const answer = await ask({ type: 'orders.forPhone', phone: current, refresh });
    if (mine !== generation) return;
    orders.value = answer.ok
      ? { status: 'ready', data: answer.data }
      : { status: 'error', error: answer.error };
  }

  async function loadWrites() {
    const answer = await ask({ type: 'records.outbox' });
    if (!answer.ok || disposed) return;
    const hadPending = allWrites.value.some((w) => w.state === 'pending');
    allWrites.value = answer.data;
    const pending = answer.data.some((w) => w.state === 'pending');
    // The last waiting write went through: show what the tracker now holds.
    if (hadPending && !pending) {
      if (lastWrite.value === 'queued' && !answer.data.some((w) => w.state === 'failing'))
        lastWrite.value = 'accepted';
      await load(true);
    }
    clearTimeout(pollTimer);
    if (pending) pollTimer = setTimeout(() => void loadWrites(), pollMs);
  }

  function startOrderForm(
    mode: 'add' | 'update',
    counterId: string,
    values: OrderFormValues,
    orderIdFromPage?: string,
  ) {
    batch(() => {
      form.value = {
        kind: 'order',
        mode,
        counterId,
        values,
        problems: {},
        ...(orderIdFromPage ? { orderIdFromPage } : {}),
      };
      lastWrite.value = null;
      writeError.value = null;
    });
  }

  function startCallForm(mode: 'add' | 'update', counterId: string, values: CallFormValues) {
    batch(() => {
      form.value = { kind: 'call', mode, counterId, values, problems: {} };
      lastWrite.value = null;
      writeError.value = null;
    });
  }

  async function send(request: Parameters<Ask>[0]): Promise<boolean> {
    const answer = await ask(request);
    if (!answer.ok) {
      writeError.value = answer.error;
      return false;
    }
    batch(() => {
      writeError.value = null;
      lastWrite.value = 'queued';
    });
    await loadWrites();
    return true;
  }

  return {
    phone,
    orders,
    writes,
    form,
    writeError,
    lastWrite,
    async show(next) {
      if (phone.value !== next) {
        batch(() => {
          phone.value = next;
          orders.value = idle;
          form.value = null;
          lastWrite.value = null;
          writeError.value = null;
        });
      }
      await Promise.all([load(false), loadWrites()]);
    },
    refresh: () => load(true),
    startRecord(seed) {
      const current = phone.value ?? '';
      startOrderForm(
        'add',
        seed.counterId ?? '',
        newOrderForm({ ...seed, phone: current }, now()),
        seed.orderId,
      );
    },
    startCorrect(order) {
      startOrderForm('update', order.counterId, orderFormOf(order));
    },
    startLogCall(seed) {
      const values = newCallForm(
        {
          callerPhone: phone.value ?? '',
          ...(seed.calledPhone ? { calledPhone: seed.calledPhone } : {}),
        },
        now(),
      );
      startCallForm('add', seed.counterId ?? '', values);
    },
    startCorrectCall(call) {
      startCallForm('update', call.counterId, {
        ...newCallForm({}, call.startTime),
        callId: call.callId,
        callerPhone: '',
        calledPhone: '',
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
    cancel() {
      form.value = null;
    },
    async submit() {
      const current = form.value;
      if (!current) return false;
      if (current.kind === 'order') {
        const checked = checkOrderForm(current.values, current.mode, now());
        if (!checked.ok) {
          form.value = { ...current, problems: checked.problems };
          return false;
        }
        if (
          !(await send({
            type: 'orders.save',
            mode: current.mode,
            counterId: current.counterId,
            order: checked.input,
          }))
        )
          return false;
      } else {
        const checked = checkCallForm(current.values, current.mode, now());
        if (!checked.ok) {
          form.value = { ...current, problems: checked.problems };
          return false;
        }
        if (
          !(await send({
            type: 'calls.save',
            mode: current.mode,
            counterId: current.counterId,
            call: checked.input,
          }))
        )
          return false;
      }
      form.value = null;
      return true;
    },
    async tag(order, tag) {
      const clean = tag.trim();
      if (clean === '') return;
      await send({
        type: 'orders.tag',
        counterId: order.counterId,
        orderId: order.orderId,
        tags: [clean],
      });
    },
    async retry(id) {
      await send({ type: 'records.retry', id });
    },
    async discard(id) {
      const answer = await ask({ type: 'records.discard', id });
      if (!answer.ok) writeError.value = answer.error;
      await loadWrites();
    },
    dispose() {
      disposed = true;
      clearTimeout(pollTimer);
    },
  };
}
