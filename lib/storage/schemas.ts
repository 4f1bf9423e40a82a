/**
 * The stored shape of every item, checked on read (lib/storage/README.md). Records are loose:
 * a field this version does not know (written by a newer one) is kept, not stripped. Shapes
 * only; the bounds on what a user may write are the message protocol's.
 */
import { z } from 'zod';
import type { KeyStatus, OutboxEntryView, TagTarget } from '../types/phone-data';
import type { CounterInfo } from '../types/rows';
import type { Migrations } from './stored-format';

export const Epoch = z.number().int().nonnegative();
export const Count = z.number().int().nonnegative();

export const CountersCacheSchema = z.looseObject({
  baseUrl: z.string(),
  fetchedAt: Epoch,
  counters: z.array(
    z.looseObject({
      counterId: z.string(),
      url: z.string(),
      projectName: z.string(),
      projectDisplayName: z.string(),
    }) satisfies z.ZodType<CounterInfo>,
  ),
});

const KeyStatusSchema: z.ZodType<KeyStatus> = z.lazy(() =>
  z.discriminatedUnion('state', [
    z.object({ state: z.literal('missing') }),
    z.object({ state: z.literal('checking') }),
    z.object({ state: z.literal('valid'), counters: Count, checkedAt: Epoch }),
    z.object({ state: z.literal('invalid'), message: z.string() }),
    z.object({ state: z.literal('no_counters') }),
    z.object({ state: z.literal('unreachable'), message: z.string() }),
    z.object({
      state: z.literal('rejected'),
      reason: z.enum(['invalid', 'unreachable']),
      message: z.string(),
      previous: KeyStatusSchema.optional(),
    }),
  ]),
);
export { KeyStatusSchema };

const TagTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('call'), counterId: z.string(), callId: z.string() }),
  z.object({ kind: z.literal('lead'), counterId: z.string(), leadId: z.number() }),
]) satisfies z.ZodType<TagTarget>;

/** What the entries of both outboxes share: their place in the queue and their last try. */
export const queued = {
  id: z.string().min(1),
  state: z.enum(['pending', 'failing']),
  attempts: Count,
  lastError: z.string().optional(),
  nextAttemptAt: Epoch.optional(),
  createdAt: Epoch,
  /** Added after the first version (optional: an older entry goes to the current address). */
  baseUrl: z.string().optional(),
  /** Added later: set while a send's answer is awaited (lib/types/queued-write.ts). */
  sendingSince: Epoch.optional(),
};

export const TagOutboxEntrySchema = z.looseObject({
  ...queued,
  target: TagTargetSchema,
  op: z.enum(['add', 'remove']),
  tag: z.string().min(1),
}) satisfies z.ZodType<OutboxEntryView>;

const FilterState = z.enum(['unknown', 'works', 'refused', 'ignored']);
const FilterEntry = z.object({ state: FilterState, at: Epoch });
export const PhoneFilterSchema = z.record(
  z.string(),
  z.looseObject({ calls: FilterEntry.optional(), leads: FilterEntry.optional() }),
);
export type StoredFilterFinding = z.infer<typeof PhoneFilterSchema>[string];

/** v2: each finding carries the time it was found; a bare state of v1 reads as found long ago. */
export const phoneFilterMigrations: Migrations = {
  2: (value) => {
    if (typeof value !== 'object' || value === null) return value;
    const timed = (finding: unknown) =>
      typeof finding === 'string' ? { state: finding, at: 0 } : finding;
    return Object.fromEntries(
      Object.entries(value).map(([baseUrl, finding]) => [
        baseUrl,
        typeof finding === 'object' && finding !== null
          ? Object.fromEntries(Object.entries(finding).map(([k, v]) => [k, timed(v)]))
          : finding,
      ]),
    );
  },
};

const SyncTaskSchema = z.looseObject({
  counterId: z.string(),
  resource: z.enum(['calls', 'leads']),
  since: Epoch,
  nextPage: z.number().int().min(1),
  done: Count,
  total: Count.optional(),
});
export const IndexSyncSchema = z.looseObject({
  scope: z.string().optional(),
  job: z.looseObject({ startedAt: Epoch, tasks: z.array(SyncTaskSchema) }).optional(),
  syncedUntil: z.record(z.string(), Epoch),
  lastSyncAt: Epoch.optional(),
  lastError: z.string().optional(),
  approxBytesPerRow: z.number().nonnegative().optional(),
});

/** `storage.local` `indexSync`, read by outside tools: this shape and key never change. */
export const IndexSyncSummarySchema = z.object({
  lastSyncAt: Epoch.optional(),
  lastError: z.string().optional(),
});

/** The vault's record: the API key, a non-empty string. */
export const ApiKeySchema = z.string().min(1);
