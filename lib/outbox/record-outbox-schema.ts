/**
 * The stored shape of an order or call write waiting in the outbox (`record-outbox.ts`), checked
 * on read (lib/storage/README.md). Loose records: fields a newer version added are kept.
 */
import { z } from 'zod';
import type { RecordWrite, RecordWriteView } from '../types/workspace-data';
import { Count, Epoch, queued } from '../storage/schemas';

const Text = z.string().optional();
const Digits = z.string().regex(/^\d+$/);
const OrderInputSchema = z.looseObject({
  orderId: z.string().min(1),
  dateTime: Epoch.optional(),
  revenue: z.number().optional(),
  margin: z.number().optional(),
  comment: Text,
  callerPhone: Digits.optional(),
  sid: Text,
  uuid: Text,
  email: Text,
  contactPerson: z.looseObject({ name: Text, phone: Digits.optional(), email: Text }).optional(),
  tags: z.array(z.string()).optional(),
});
const CallInputSchema = z.looseObject({
  callId: z.string().min(1),
  startTime: Epoch.optional(),
  callerPhone: Digits.optional(),
  calledPhone: Digits.optional(),
  duration: Count.optional(),
  status: Text,
  tags: z.array(z.string()).optional(),
});
const RecordWriteSchema = z.union([
  z.object({
    kind: z.enum(['order.add', 'order.update']),
    counterId: z.string(),
    order: OrderInputSchema,
  }),
  z.object({
    kind: z.literal('order.tags'),
    counterId: z.string(),
    orderId: z.string().min(1),
    tags: z.array(z.string()),
  }),
  z.object({
    kind: z.enum(['call.add', 'call.update']),
    counterId: z.string(),
    call: CallInputSchema,
  }),
]) satisfies z.ZodType<RecordWrite>;

export const RecordOutboxEntrySchema = z.looseObject({
  ...queued,
  write: RecordWriteSchema,
  maybeStored: z.boolean().optional(),
}) satisfies z.ZodType<RecordWriteView>;
