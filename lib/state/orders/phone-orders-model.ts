/**
 * A number's orders and the writes made from its detail: "Record a sale", correcting and
 * tagging an order, logging a missed call and correcting a call. Writes go to the background's
 * outbox; while any waits, the model polls it and reloads the orders once it drains.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import type { ErrorPayload } from '../../types/result';
import type { Ask } from '../ask';
import { dataOf, idle, loading, type LoadState } from '../load-state';
import type {
  LatestCall,
  OrderView,
  PhoneOrders,
  RecordWrite,
  RecordWriteView,
} from '../../types/workspace-data';
import {
  createRecordForm,
  type CallFormState,
  type CallToCorrect,
  type FormState,
  type OrderFormState,
  type WriteSeed,
} from './record-form';

export type { CallFormState, CallToCorrect, FormState, OrderFormState, WriteSeed };

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
  /** The tags in use on the chosen sites, offered in the forms' tags field. */
  tagsInUse: ReadonlySignal<string[]>;
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
  const recordForm = createRecordForm(now);
  const writeError = signal<ErrorPayload | null>(null);
  const lastWrite = signal<'queued' | 'accepted' | null>(null);
  const tagsInUse = signal<string[]>([]);
  let tagsAsked = false;
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

  /**
   * Reads the outbox. `afterWrite`: a write was just queued, so something was waiting even if
   * the tracker took it before this read (a quick service, a busy view): the list is read again.
   */
  async function loadWrites(afterWrite = false) {
    const answer = await ask({ type: 'records.outbox' });
    if (!answer.ok || disposed) return;
    const hadPending = afterWrite || allWrites.value.some((w) => w.state === 'pending');
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

  // The data shown, also while it reloads (after a write): a call picked from the list then
  // still starts from its called number.
  const latestCall = () => dataOf(orders.value)?.latestCall;

  /** Opens a form: what the last one said goes. The tags in use are read once, for its field. */
  function start(open: () => void) {
    if (!tagsAsked) {
      tagsAsked = true;
      void ask({ type: 'tags.suggestions' }).then((answer) => {
        if (answer.ok && !disposed) tagsInUse.value = answer.data;
        else tagsAsked = false;
      });
    }
    batch(() => {
      open();
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
    await loadWrites(true);
    return true;
  }

  return {
    phone,
    orders,
    writes,
    form: recordForm.form,
    tagsInUse,
    writeError,
    lastWrite,
    async show(next) {
      if (phone.value !== next) {
        batch(() => {
          phone.value = next;
          orders.value = idle;
          recordForm.close();
          lastWrite.value = null;
          writeError.value = null;
        });
      }
      await Promise.all([load(false), loadWrites()]);
    },
    refresh: () => load(true),
    startRecord(seed) {
      start(() => recordForm.startRecord(seed, phone.value ?? ''));
    },
    startCorrect(order) {
      start(() => recordForm.startCorrect(order));
    },
    startLogCall(seed) {
      start(() => recordForm.startLogCall(seed, phone.value ?? ''));
    },
    startCorrectCall(call) {
      start(() => recordForm.startCorrectCall(call, numbersOf(call, phone.value, latestCall())));
    },
    edit: recordForm.edit,
    setCounter: recordForm.setCounter,
    cancel: recordForm.close,
    async submit() {
      const request = recordForm.check();
      if (!request || !(await send(request))) return false;
      recordForm.close();
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

/**
 * The numbers a call correction starts from: the calls listed are this number's, so it is their
 * caller; the called number is known for the newest call (read with its session ids).
 */
function numbersOf(
  call: CallToCorrect,
  phone: string | null,
  latest: LatestCall | undefined,
): { callerPhone?: string; calledPhone?: string } {
  const numbers: { callerPhone?: string; calledPhone?: string } = {};
  if (phone) numbers.callerPhone = phone;
  if (latest?.calledPhone && latest.callId === call.callId && latest.counterId === call.counterId)
    numbers.calledPhone = latest.calledPhone;
  return numbers;
}
