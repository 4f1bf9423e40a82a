/**
 * The order and call forms as data: their fields as typed, and the checked input the
 * background takes. A form with problems names every field that needs fixing.
 */
import type { CallInput, OrderInput, OrderView } from '../../types/workspace-data';
import {
  readDateTime,
  readDuration,
  readEmail,
  readId,
  readMoney,
  readPhone,
  readTags,
  readText,
  toDateTimeInput,
  type Invalid,
  type Read,
} from './form-values';
import { formatPhone } from '../../format/phone';

/** A number shown in a form as everywhere else (grouped); read back as digits (readPhone). */
const shown = (phone: string | undefined): string =>
  phone && /^\d{7,15}$/.test(phone) ? formatPhone(phone) : (phone ?? '');

export type OrderFormField =
  | 'orderId'
  | 'dateTime'
  | 'revenue'
  | 'margin'
  | 'comment'
  | 'contactName'
  | 'contactPhone'
  | 'contactEmail'
  | 'callerPhone'
  | 'sid'
  | 'uuid'
  | 'tags';
export type OrderFormValues = Record<OrderFormField, string>;

export type CallFormField =
  'callId' | 'startTime' | 'callerPhone' | 'calledPhone' | 'duration' | 'status' | 'tags';
export type CallFormValues = Record<CallFormField, string>;

export type Checked<T, F extends string> =
  { ok: true; input: T } | { ok: false; problems: Partial<Record<F, Invalid>> };

/** Collects values and problems field by field. */
function collector<F extends string>() {
  const problems: Partial<Record<F, Invalid>> = {};
  return {
    problems,
    take<T>(field: F, read: Read<T>): T | undefined {
      if (read.ok) return read.value;
      problems[field] = read.problem;
      return undefined;
    },
  };
}

/**
 * A fresh "Record a sale": the caller's phone, the latest call's sid/uuid, and the order number
 * the page shows next to the phone, if any, filled in.
 */
export function newOrderForm(
  seed: { phone?: string; sid?: string; uuid?: string; orderId?: string },
  now: number,
): OrderFormValues {
  return {
    orderId: seed.orderId ?? '',
    dateTime: toDateTimeInput(now),
    revenue: '',
    margin: '',
    comment: '',
    contactName: '',
    contactPhone: shown(seed.phone),
    contactEmail: '',
    callerPhone: shown(seed.phone),
    sid: seed.sid ?? '',
    uuid: seed.uuid ?? '',
    tags: '',
  };
}

export function orderFormOf(order: OrderView): OrderFormValues {
  return {
    orderId: order.orderId,
    dateTime: order.dateTime === undefined ? '' : toDateTimeInput(order.dateTime),
    revenue: order.revenue === undefined ? '' : String(order.revenue),
    margin: order.margin === undefined ? '' : String(order.margin),
    comment: order.comment ?? '',
    contactName: order.contactName ?? '',
    contactPhone: shown(order.contactPhone),
    contactEmail: order.contactEmail ?? '',
    callerPhone: shown(order.callerPhone),
    sid: order.sid ?? '',
    uuid: order.uuid ?? '',
    tags: order.tags.join(', '),
  };
}

function defined<T extends object>(value: T): T {
  for (const key of Object.keys(value) as (keyof T)[]) {
    if (value[key] === undefined) delete value[key];
  }
  return value;
}

/** An add needs the id and the date; a correction sends only what it changes, id always. */
export function checkOrderForm(
  values: OrderFormValues,
  mode: 'add' | 'update',
  now: number,
): Checked<OrderInput, OrderFormField> {
  const c = collector<OrderFormField>();
  const orderId = c.take('orderId', readId(values.orderId));
  const dateTime = c.take('dateTime', readDateTime(values.dateTime, now, mode === 'add'));
  const contact = defined({
    name: c.take('contactName', readText(values.contactName, 256)),
    phone: c.take('contactPhone', readPhone(values.contactPhone, false)),
    email: c.take('contactEmail', readEmail(values.contactEmail)),
  });
  const input = defined<OrderInput>({
    orderId: orderId ?? '',
    dateTime,
    revenue: c.take('revenue', readMoney(values.revenue)),
    margin: c.take('margin', readMoney(values.margin)),
    comment: c.take('comment', readText(values.comment)),
    callerPhone: c.take('callerPhone', readPhone(values.callerPhone, false)),
    sid: c.take('sid', readText(values.sid, 128)),
    uuid: c.take('uuid', readText(values.uuid, 128)),
    email: undefined,
    contactPerson: Object.keys(contact).length > 0 ? contact : undefined,
    tags: c.take('tags', readTags(values.tags)),
  });
  return Object.keys(c.problems).length > 0
    ? { ok: false, problems: c.problems }
    : { ok: true, input };
}

export function newCallForm(seed: { callerPhone?: string; calledPhone?: string }, now: number) {
  return {
    callId: `manual-${now.toString(36)}`,
    startTime: toDateTimeInput(now),
    callerPhone: shown(seed.callerPhone),
    calledPhone: shown(seed.calledPhone),
    duration: '',
    status: 'success',
    tags: '',
  } satisfies CallFormValues;
}

export function checkCallForm(
  values: CallFormValues,
  mode: 'add' | 'update',
  now: number,
): Checked<CallInput, CallFormField> {
  const c = collector<CallFormField>();
  const required = mode === 'add';
  const input = defined<CallInput>({
    callId: c.take('callId', readId(values.callId)) ?? '',
    startTime: c.take('startTime', readDateTime(values.startTime, now, required)),
    callerPhone: c.take('callerPhone', readPhone(values.callerPhone, required)),
    calledPhone: c.take('calledPhone', readPhone(values.calledPhone, required)),
    duration: c.take('duration', readDuration(values.duration)),
    status: values.status.trim() === '' ? undefined : values.status.trim(),
    tags: c.take('tags', readTags(values.tags)),
  });
  return Object.keys(c.problems).length > 0
    ? { ok: false, problems: c.problems }
    : { ok: true, input };
}
