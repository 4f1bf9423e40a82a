/**
 * Every message between the extension's contexts. The background validates each one with
 * these schemas; messages in PRIVILEGED_TYPES are accepted only from the extension's own pages.
 */
import { z } from 'zod';
import { SettingsPatch, type Language, type Settings } from '../storage/settings';
import type {
  CounterView,
  IndexStatus,
  KeyStatus,
  OutboxEntryView,
  PhoneDetail,
  PhoneSummary,
} from '../types/phone-data';
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
} from '../types/workspace-data';

export const PhoneDigits = z.string().regex(/^\d{7,15}$/, 'phone must be 7-15 digits');
/**
 * A frame's numbers: entries that are not 7-15 digits are dropped and the rest kept, so one
 * misread number (a 16-digit run) never voids every valid number of the page. Still bounded.
 */
const ReportedPhones = z
  .array(z.unknown())
  .max(5000)
  .transform((phones) =>
    phones.filter((phone): phone is string => PhoneDigits.safeParse(phone).success),
  );
const CounterId = z.string().regex(/^\d{1,32}$/);
export const TagName = z
  .string()
  .transform((s) => s.trim())
  .pipe(z.string().min(1).max(64));

export const TagTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('call'), counterId: CounterId, callId: z.string().min(1).max(128) }),
  z.object({
    kind: z.literal('lead'),
    counterId: CounterId,
    leadId: z.number().int().nonnegative(),
  }),
]);

// Frames: a frame's card drawn by its topmost ancestor of ours (lib/content/README.md, "Frames").
/** A frame's random name, told to its parent through postMessage; it locates the iframe only. */
export const FrameToken = z.string().regex(/^[0-9a-f]{32}$/);
const FrameId = z.number().int().nonnegative();
const Coordinate = z.number().min(-1e6).max(1e6);
/** A rectangle in the viewport of the frame that sends it. */
export const RelayRect = z.object({
  left: Coordinate,
  top: Coordinate,
  right: Coordinate,
  bottom: Coordinate,
});
const RelayRects = z.array(RelayRect).min(1).max(16);
const RelayPoint = z.object({ x: Coordinate, y: Coordinate });
/**
 * What a frame asks the ancestor frame holding its iframe (`token`) to do with its card. Only
 * content scripts send these, through the background, which names the frame they came from
 * (`originFrameId`): page scripts can neither send nor read them.
 */
export const CardRelay = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('show'),
    token: FrameToken,
    originFrameId: FrameId.optional(),
    subject: z.object({
      digits: PhoneDigits,
      raw: z.string().max(128),
      extension: z.string().max(16).optional(),
    }),
    rects: RelayRects,
    point: RelayPoint.optional(),
    focus: z.boolean(),
  }),
  /** Explain why a text the user asked about is not a number (the ancestor reads it again). */
  z.object({
    op: z.literal('explain'),
    token: FrameToken,
    originFrameId: FrameId.optional(),
    text: z.string().max(512),
    rects: RelayRects,
    focus: z.boolean(),
  }),
  /** The number moved (the frame scrolled). */
  z.object({ op: z.literal('move'), token: FrameToken, rects: RelayRects }),
  /** `force`: a click or Esc in the frame; otherwise the pointer left, and the card stays while the pointer is on it. */
  z.object({ op: z.literal('hide'), token: FrameToken, force: z.boolean() }),
  /** Tab in the frame while the card is open: move focus into the card. */
  z.object({ op: z.literal('focus'), token: FrameToken }),
]);
export type CardRelay = z.infer<typeof CardRelay>;

/** The most numbers one message may ask about (a CRM list page). */
export const MAX_PHONES_PER_MESSAGE = 1000;

// ---- Orders, calls written by hand, pools, tags, BI tables and CSV files (workspace) ----

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

export const WorkspaceRequest = z.discriminatedUnion('type', [
  // From any context (the card reads a number's orders and opens the workspace).
  z.object({
    type: z.literal('orders.forPhone'),
    phone: PhoneDigits,
    refresh: z.boolean().optional(),
  }),
  z.object({ type: z.literal('workspace.open'), phone: PhoneDigits.optional() }),
  // Extension pages only.
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
  z.object({ type: z.literal('records.retry'), id: z.string().max(64) }),
  z.object({ type: z.literal('records.discard'), id: z.string().max(64) }),
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
]);

/** Of the workspace messages, all but the card's read and "open the workspace". */
const WORKSPACE_PRIVILEGED = WorkspaceRequest.options
  .map((option) => option.shape.type.value)
  .filter((type) => type !== 'orders.forPhone' && type !== 'workspace.open');

export const Request = z.discriminatedUnion('type', [
  // From any context, content scripts included.
  z.object({
    type: z.literal('lookup.summaries'),
    phones: z.array(PhoneDigits).max(MAX_PHONES_PER_MESSAGE),
  }),
  z.object({
    type: z.literal('lookup.detail'),
    phone: PhoneDigits,
    refresh: z.boolean().optional(),
  }),
  z.object({ type: z.literal('page.phones'), phones: ReportedPhones }),
  z.object({ type: z.literal('tags.add'), target: TagTarget, tag: TagName }),
  z.object({ type: z.literal('tags.remove'), target: TagTarget, tag: TagName }),
  z.object({ type: z.literal('tags.suggestions'), prefix: z.string().max(64).optional() }),
  z.object({ type: z.literal('outbox.retry'), id: z.string().max(64) }),
  z.object({ type: z.literal('setup.status') }),
  z.object({ type: z.literal('options.open') }),
  /** A frame found the iframe of a child that sent it this token; tells that child. */
  z.object({ type: z.literal('frame.adopt'), token: FrameToken }),
  /** To the ancestor frame `toFrameId` (the sender's parent, as `frame.adopt` told it). */
  z.object({ type: z.literal('card.relay'), toFrameId: FrameId, relay: CardRelay }),
  /** The card a frame drew for `frameId` closed; `hadFocus`: give focus back there. */
  z.object({ type: z.literal('card.closedFor'), frameId: FrameId, hadFocus: z.boolean() }),
  /** The card's views, loaded into the sender's frame when it first shows a card. */
  z.object({ type: z.literal('card.views') }),
  /** The rest of the world's numbering plans, when the sender's page writes one of their codes. */
  z.object({ type: z.literal('phone.world') }),
  // Extension pages only.
  z.object({ type: z.literal('key.set'), apiKey: z.string().trim().min(1).max(256) }),
  z.object({ type: z.literal('key.clear') }),
  z.object({ type: z.literal('settings.get') }),
  z.object({ type: z.literal('settings.update'), patch: SettingsPatch }),
  z.object({ type: z.literal('counters.list'), refresh: z.boolean().optional() }),
  z.object({ type: z.literal('index.status') }),
  z.object({ type: z.literal('index.sync') }),
  z.object({ type: z.literal('data.clear') }),
  z.object({ type: z.literal('tab.phones'), tabId: z.number().int() }),
  z.object({
    type: z.literal('tab.scan'),
    tabId: z.number().int().nonnegative(),
    /** Read the page even though it opted out of phone detection (format-detection). */
    anyway: z.boolean().optional(),
  }),
  z.object({ type: z.literal('export.csv'), phone: PhoneDigits }),
  /**
   * Every waiting tag write. The card and the popup hear of theirs through the outbox port
   * (lib/messaging/ports.ts), where a content script hears only of the records its tab was shown.
   */
  z.object({ type: z.literal('outbox.list') }),
  // Stored settings that no longer validate (kept in storage; defaults stand in for them).
  z.object({ type: z.literal('settings.problems') }),
  // Waiting writes that no longer read (after an update), kept aside: lib/storage/README.md.
  z.object({ type: z.literal('stored.unreadable') }),
  ...WorkspaceRequest.options,
]);
export type Request = z.infer<typeof Request>;
export type RequestType = Request['type'];
export type RequestOf<T extends RequestType> = Extract<Request, { type: T }>;

export const PRIVILEGED_TYPES: ReadonlySet<RequestType> = new Set<RequestType>([
  'key.set',
  'key.clear',
  'settings.get',
  'settings.update',
  'counters.list',
  'index.status',
  'index.sync',
  'data.clear',
  'tab.phones',
  'export.csv',
  'outbox.list',
  'settings.problems',
  'stored.unreadable',
  'tab.scan',
  ...WORKSPACE_PRIVILEGED,
]);

export interface SetupStatus {
  configured: boolean;
  key: KeyStatus;
  defaultRegion: string;
  /** The user's regions, default first: content scripts read national numbers of the others. */
  regions?: string[];
  /** The chosen interface language, so content scripts need not read storage. Always sent. */
  language?: Language;
}

export interface TabPhones {
  phones: PhoneSummary[];
}

export interface SettingsProblem {
  field: string;
  message: string;
}

/** How many waiting writes of each outbox could not be read and are kept aside. */
export interface UnreadableWrites {
  tagWrites: number;
  recordWrites: number;
}

export interface CsvExport {
  filename: string;
  csv: string;
}

/** What the background answers, per request type. */
export interface ResponseMap {
  'lookup.summaries': PhoneSummary[];
  'lookup.detail': PhoneDetail;
  'page.phones': { known: number };
  'tags.add': { outboxId: string };
  'tags.remove': { outboxId: string };
  'tags.suggestions': string[];
  'outbox.list': OutboxEntryView[];
  'outbox.retry': { outboxId: string };
  'setup.status': SetupStatus;
  'options.open': null;
  'frame.adopt': null;
  /** `shown`: an ancestor drew (or moved, hid, focused) the card; false: draw it in the frame. */
  'card.relay': { shown: boolean };
  'card.closedFor': null;
  'card.views': null;
  'phone.world': null;
  'key.set': KeyStatus;
  'key.clear': KeyStatus;
  'settings.get': Settings;
  'settings.update': Settings;
  'counters.list': CounterView[];
  'index.status': IndexStatus;
  'index.sync': IndexStatus;
  'stored.unreadable': UnreadableWrites;
  'data.clear': null;
  'tab.phones': TabPhones;
  /** `pageOptedOut`: the page asked not to have its numbers detected, and was not read. */
  'tab.scan': { injected: true; pageOptedOut?: boolean };
  'export.csv': CsvExport;
  'settings.problems': SettingsProblem[];
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

// ---- Waiting tag writes, pushed (lib/messaging/outbox-watch.ts, lib/background/outbox-feed.ts) ----

/** Watcher to background: send the list again; `seq` is told back with it. */
export const OutboxResend = z.object({
  type: z.literal('outbox.resend'),
  seq: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
});
export type OutboxResend = z.infer<typeof OutboxResend>;

/** Background to watcher: the waiting writes now, after every change and every resend. */
export interface OutboxEntriesMessage {
  type: 'outbox.entries';
  entries: OutboxEntryView[];
  /** The highest `seq` of the resends asked so far: the list is as of after them. */
  answers: number;
}
