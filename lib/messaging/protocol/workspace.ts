/** The workspace: orders, calls written by hand, pools, tags, BI tables and CSV files. */
import { z } from 'zod';
import type {
  BiDataPage,
  BiSchemaView,
  CsvPart,
  FullList,
  OrderPage,
  PhoneOrders,
  PoolView,
  RecordWriteView,
  TagStatView,
} from '../../types/workspace-data';
import { CounterId, PhoneDigits, TagName, WriteId } from './fields';

const RecordId = z.string().trim().min(1).max(128);
const Money = z.number().finite().min(-1e12).max(1e12);
const Epoch = z.number().int().min(0).max(8.64e15);
const ShortText = z.string().max(2000);
const Tags = z.array(TagName).max(20);

export const OrderInput = z.object({
  orderId: RecordId,
  dateTime: Epoch.optional(),
  revenue: Money.optional(),
  margin: Money.optional(),
  comment: ShortText.optional(),
  callerPhone: PhoneDigits.optional(),
  sid: z.string().max(128).optional(),
  uuid: z.string().max(128).optional(),
  email: z.string().max(256).optional(),
  contactPerson: z
    .object({
      name: z.string().max(256).optional(),
      phone: PhoneDigits.optional(),
      email: z.string().max(256).optional(),
    })
    .optional(),
  tags: Tags.optional(),
});

export const CallInput = z.object({
  callId: RecordId,
  startTime: Epoch.optional(),
  callerPhone: PhoneDigits.optional(),
  calledPhone: PhoneDigits.optional(),
  duration: z.number().int().min(0).max(86_400).optional(),
  status: z.string().trim().min(1).max(32).optional(),
  tags: Tags.optional(),
});

const BiTableId = z.string().regex(/^\d{1,18}$/, 'a table id is digits');
const Page = z.number().int().min(1).max(100_000);
const PerPage = z.number().int().min(1).max(1000);

/** The card reads a number's orders and opens the workspace. */
export const workspaceFromAnyContext = [
  z.object({
    type: z.literal('orders.forPhone'),
    phone: PhoneDigits,
    refresh: z.boolean().optional(),
  }),
  z.object({ type: z.literal('workspace.open'), phone: PhoneDigits.optional() }),
] as const;

export const workspaceFromPages = [
  z.object({
    type: z.literal('orders.list'),
    counterId: CounterId,
    page: Page,
    itemsPerPage: PerPage,
    from: Epoch.optional(),
    to: Epoch.optional(),
  }),
  z.object({
    type: z.literal('orders.save'),
    mode: z.enum(['add', 'update']),
    counterId: CounterId,
    order: OrderInput,
  }),
  z.object({
    type: z.literal('orders.tag'),
    counterId: CounterId,
    orderId: RecordId,
    tags: Tags.min(1),
  }),
  z.object({
    type: z.literal('calls.save'),
    mode: z.enum(['add', 'update']),
    counterId: CounterId,
    call: CallInput,
  }),
  z.object({ type: z.literal('records.outbox') }),
  z.object({ type: z.literal('records.retry'), id: WriteId }),
  z.object({ type: z.literal('records.discard'), id: WriteId }),
  z.object({ type: z.literal('workspace.pools'), counterId: CounterId }),
  z.object({ type: z.literal('workspace.tags'), counterId: CounterId }),
  z.object({ type: z.literal('bi.schema'), tableId: BiTableId }),
  z.object({
    type: z.literal('bi.data'),
    tableId: BiTableId,
    page: Page,
    itemsPerPage: PerPage,
  }),
  z.object({
    type: z.literal('csv.part'),
    resource: z.enum(['calls', 'leads']),
    counterId: CounterId,
    from: Epoch,
    to: Epoch,
    page: Page,
    itemsPerPage: PerPage,
  }),
  z.object({ type: z.literal('csv.counters') }),
] as const;

export const WorkspaceRequest = z.discriminatedUnion('type', [
  ...workspaceFromAnyContext,
  ...workspaceFromPages,
]);

export interface WorkspaceResponses {
  'orders.forPhone': PhoneOrders;
  'workspace.open': null;
  'orders.list': OrderPage;
  'orders.save': { writeId: string };
  'orders.tag': { writeId: string };
  'calls.save': { writeId: string };
  'records.outbox': RecordWriteView[];
  'records.retry': { writeId: string };
  'records.discard': null;
  'workspace.pools': FullList<PoolView>;
  'workspace.tags': FullList<TagStatView>;
  'bi.schema': BiSchemaView;
  'bi.data': BiDataPage;
  'csv.part': CsvPart;
  'csv.counters': { text: string; rows: number };
}
