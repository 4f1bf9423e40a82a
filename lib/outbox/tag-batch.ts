/**
 * Which waiting tag writes go out together: one request per counter, kind, operation and tag
 * set, with up to `MAX_IDS_PER_REQUEST` ids, and never two writes of one target and tag at once.
 */
import type { OutboxEntryView, TagTarget } from '../types/phone-data';

/** Ids in one tag-write request. */
export const MAX_IDS_PER_REQUEST = 100;

export const targetKey = (target: TagTarget): string =>
  target.kind === 'call'
    ? `call:${target.counterId}:${target.callId}`
    : `lead:${target.counterId}:${target.leadId}`;

export const targetId = (target: TagTarget): string =>
  target.kind === 'call' ? target.callId : String(target.leadId);

/** Writes sent in one request: one counter, kind, operation and tag set, many ids. */
export interface TagBatch {
  entries: OutboxEntryView[];
  kind: TagTarget['kind'];
  counterId: string;
  op: 'add' | 'remove';
  tags: string[];
}

const idSet = (list: readonly OutboxEntryView[]) =>
  list
    .map((e) => targetId(e.target))
    .sort()
    .join(',');

/** Pending writes due now, oldest first, but for those behind an earlier one of their target+tag. */
function dueWrites(
  entries: readonly OutboxEntryView[],
  time: number,
  inFlight: ReadonlySet<string>,
): OutboxEntryView[] {
  const ahead = new Set<string>();
  const due: OutboxEntryView[] = [];
  for (const entry of entries) {
    const key = `${targetKey(entry.target)}|${entry.tag}`;
    const blocked = ahead.has(key);
    ahead.add(key);
    if (blocked || inFlight.has(entry.id) || entry.state !== 'pending') continue;
    if ((entry.nextAttemptAt ?? 0) <= time) due.push(entry);
  }
  return due;
}

/**
 * The next batch of due writes, oldest first. A write waits while an earlier one on the same
 * target and tag (in flight or not yet due) is ahead of it, so the last intent wins.
 */
export function dueBatch(
  entries: readonly OutboxEntryView[],
  time: number,
  inFlight: ReadonlySet<string>,
): TagBatch | undefined {
  const due = dueWrites(entries, time, inFlight);
  const first = due[0];
  if (!first) return undefined;
  const group = (e: OutboxEntryView) => `${e.target.kind}|${e.target.counterId}|${e.op}`;
  // Per tag, the ids due in the first write's group.
  const idsByTag = new Map<string, OutboxEntryView[]>();
  for (const entry of due) {
    if (group(entry) !== group(first)) continue;
    const list = idsByTag.get(entry.tag);
    if (!list) idsByTag.set(entry.tag, [entry]);
    else if (list.length < MAX_IDS_PER_REQUEST) list.push(entry);
  }
  const chosen = idsByTag.get(first.tag)!;
  const ids = idSet(chosen);
  // Other tags going to exactly the same ids ride along in the same request.
  const batchEntries = [...chosen];
  const tags = [first.tag];
  for (const [tag, list] of idsByTag) {
    if (tag === first.tag || idSet(list) !== ids) continue;
    tags.push(tag);
    for (const entry of list) batchEntries.push(entry);
  }
  return {
    entries: batchEntries,
    kind: first.target.kind,
    counterId: first.target.counterId,
    op: first.op,
    tags,
  };
}
