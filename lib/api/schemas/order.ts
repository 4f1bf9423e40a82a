import { z } from 'zod';
import { lenientListEnvelope } from './lenient-list';
import { number, phone, requiredText, tags, text, timestamp } from './primitives';

export const ContactPerson = z.object({
  name: text(),
  phone: phone(),
  email: text(),
});
export type ContactPerson = z.output<typeof ContactPerson>;

export const OrderRecord = z.object({
  orderId: requiredText(),
  dateTime: timestamp(),
  sid: text(),
  uuid: text(),
  callerPhone: phone(),
  margin: number(),
  revenue: number(),
  contactPerson: ContactPerson.nullish().transform((v) => v ?? undefined),
  email: text(),
  comment: text(),
  tags: tags(),
});
export type OrderRecord = z.output<typeof OrderRecord>;

export const OrderListResponse = lenientListEnvelope(OrderRecord, 'orderId');

/** Names the order list may be asked for; `contactPerson` is one dimension holding an object. */
export type OrderDimension = keyof OrderRecord;
export const ORDER_DIMENSIONS = Object.keys(OrderRecord.shape) as OrderDimension[];
