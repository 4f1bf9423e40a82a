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
} from '../lookup/types';

export const PhoneDigits = z.string().regex(/^\d{7,15}$/, 'phone must be 7-15 digits');
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

/** The most numbers one message may ask about (a CRM list page). */
export const MAX_PHONES_PER_MESSAGE = 1000;

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
  z.object({ type: z.literal('page.phones'), phones: z.array(PhoneDigits).max(5000) }),
  z.object({ type: z.literal('tags.add'), target: TagTarget, tag: TagName }),
  z.object({ type: z.literal('tags.remove'), target: TagTarget, tag: TagName }),
  z.object({ type: z.literal('tags.suggestions'), prefix: z.string().max(64).optional() }),
  /** Every waiting tag write; to become privileged once the card uses `outbox.status`. */
  z.object({ type: z.literal('outbox.list') }),
  /** Only the waiting tag writes the asker knows the ids of. */
  z.object({ type: z.literal('outbox.status'), ids: z.array(z.string().max(64)).max(50) }),
  z.object({ type: z.literal('outbox.retry'), id: z.string().max(64) }),
  z.object({ type: z.literal('setup.status') }),
  z.object({ type: z.literal('options.open') }),
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
  // Stored settings that no longer validate (kept in storage; defaults stand in for them).
  z.object({ type: z.literal('settings.problems') }),
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
  'settings.problems',
  'tab.scan',
]);

export interface SetupStatus {
  configured: boolean;
  key: KeyStatus;
  defaultRegion: string;
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
  /** Entries still waiting, of those asked for; an id absent here was accepted (or is unknown). */
  'outbox.status': OutboxEntryView[];
  'outbox.retry': { outboxId: string };
  'setup.status': SetupStatus;
  'options.open': null;
  'key.set': KeyStatus;
  'key.clear': KeyStatus;
  'settings.get': Settings;
  'settings.update': Settings;
  'counters.list': CounterView[];
  'index.status': IndexStatus;
  'index.sync': IndexStatus;
  'data.clear': null;
  'tab.phones': TabPhones;
  /** `pageOptedOut`: the page asked not to have its numbers detected, and was not read. */
  'tab.scan': { injected: true; pageOptedOut?: boolean };
  'export.csv': CsvExport;
  'settings.problems': SettingsProblem[];
}
