/**
 * Tags: written, suggested, and the waiting tag writes (pushed: lib/messaging/outbox-watch.ts,
 * lib/background/outbox-feed.ts).
 */
import { z } from 'zod';
import type { OutboxEntryView } from '../../types/phone-data';
import { CounterId, TagName, WriteId } from './fields';

export const TagTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('call'), counterId: CounterId, callId: z.string().min(1).max(128) }),
  z.object({
    kind: z.literal('lead'),
    counterId: CounterId,
    leadId: z.number().int().nonnegative(),
  }),
]);

export const tagsFromAnyContext = [
  z.object({ type: z.literal('tags.add'), target: TagTarget, tag: TagName }),
  z.object({ type: z.literal('tags.remove'), target: TagTarget, tag: TagName }),
  z.object({ type: z.literal('tags.suggestions'), prefix: z.string().max(64).optional() }),
  z.object({ type: z.literal('outbox.retry'), id: WriteId }),
] as const;

export const tagsFromPages = [
  /**
   * Every waiting tag write. The card and the popup hear of theirs through the outbox port
   * (lib/messaging/ports.ts), where a content script hears only of the records its tab was shown.
   */
  z.object({ type: z.literal('outbox.list') }),
  /** A waiting tag write the user gave up on, from the popup's list of waiting writes. */
  z.object({ type: z.literal('outbox.discard'), id: WriteId }),
] as const;

export interface TagResponses {
  'tags.add': { outboxId: string };
  'tags.remove': { outboxId: string };
  'tags.suggestions': string[];
  'outbox.list': OutboxEntryView[];
  'outbox.retry': { outboxId: string };
  'outbox.discard': null;
}

// ---- Waiting tag writes, pushed on the outbox port ----

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
