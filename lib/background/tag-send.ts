/**
 * How a batch of waiting tag writes (lib/outbox/tag-outbox.ts) reaches the tracker: the tag
 * outbox is handed this by the background (`services.ts`), as the record outbox is handed
 * `sendRecordWrite`, so the outbox never holds the tracker's client.
 */
import type { TrackerSource } from '../lookup/tracker-source';
import type { TagBatch } from '../outbox/tag-batch';

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/** One request per batch: the tracker's tag operation for the batch's ids. */
export async function sendTagBatch(source: TrackerSource, batch: TagBatch): Promise<void> {
  if (batch.kind === 'call') {
    const ids = batch.entries.map((e) => (e.target as { callId: string }).callId);
    await source.changeCallTags(batch.op, batch.counterId, unique(ids), batch.tags);
  } else if (batch.op === 'add') {
    const ids = batch.entries.map((e) => (e.target as { leadId: number }).leadId);
    await source.addLeadTags(batch.counterId, unique(ids), batch.tags);
  } else {
    throw Object.assign(new Error('The tracker cannot remove tags from leads.'), {
      kind: 'bad_request',
    });
  }
}
