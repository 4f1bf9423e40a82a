/**
 * Tag writes the tracker accepted lately, laid again over rows read from it. A read that left
 * before the write was accepted can come back after it, without the tag: stored as read, it
 * would undo the write in every view until the next read (a Done call back in the queue).
 * Tag operations are set operations, so laying one again over a row that has it changes nothing.
 */
/** Longer than any read of the tracker takes (a pass gives up after 30 s). */
export const ACCEPTED_KEPT_MS = 120_000;
/** Enough for a rep's bulk tagging; older ones go first. */
export const ACCEPTED_KEPT_MAX = 500;

interface AcceptedTag {
  key: string;
  op: 'add' | 'remove';
  tag: string;
  at: number;
}

export function createAcceptedTags(now: () => number) {
  let kept: AcceptedTag[] = [];
  /** The rows `kept` names: a row read in a sync's page of thousands is one lookup. */
  let keys = new Set<string>();
  return {
    /** The write the tracker accepted for the row stored under `key`. */
    note(key: string, op: 'add' | 'remove', tag: string): void {
      const since = now() - ACCEPTED_KEPT_MS;
      kept = [...kept.filter((each) => each.at >= since), { key, op, tag, at: now() }].slice(
        -ACCEPTED_KEPT_MAX,
      );
      keys = new Set(kept.map((each) => each.key));
    },
    /** `row` (stored under `key`) with the writes accepted lately laid over it, in their order. */
    over<R extends { tags: string[] }>(key: string, row: R): R {
      if (!keys.has(key)) return row;
      const since = now() - ACCEPTED_KEPT_MS;
      let tags = row.tags;
      for (const each of kept) {
        if (each.key !== key || each.at < since) continue;
        tags = tags.filter((tag) => tag !== each.tag);
        if (each.op === 'add') tags = [...tags, each.tag];
      }
      return tags === row.tags ? row : { ...row, tags };
    },
  };
}

export type AcceptedTags = ReturnType<typeof createAcceptedTags>;
