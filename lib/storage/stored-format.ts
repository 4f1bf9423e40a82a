/**
 * How a stored value is read: its version, the steps that bring an older version up to date,
 * and the schema it must then pass. Pure (no storage), so the migration tests run on fixtures.
 */
import type { z } from 'zod';

/** `migrations[n]` turns a value of version n - 1 into version n (as WXT's `defineItem`). */
export type Migrations = Record<number, (value: unknown) => unknown>;

export interface StoredFormat<T> {
  schema: z.ZodType<T>;
  /** The version written with the value; a value stored without one is version 1. */
  version: number;
  migrations?: Migrations;
}

/** Version 1 is a value stored before versions were written (every shape that shipped so far). */
export const versionOf = (meta: unknown): number => {
  const v = (meta as { v?: unknown } | null | undefined)?.v;
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : 1;
};

/** The value brought from `from` to the format's version; throws if a migration does. */
export function upgrade(value: unknown, from: number, format: StoredFormat<unknown>): unknown {
  let current = value;
  for (let next = from + 1; next <= format.version; next += 1) {
    const step = format.migrations?.[next];
    if (step) current = step(current);
  }
  return current;
}

export type ReadResult<T> = { ok: true; value: T } | { ok: false; reason: string };

/** A stored value (of version `from`) read in the current format, or why it cannot be. */
export function readStored<T>(raw: unknown, from: number, format: StoredFormat<T>): ReadResult<T> {
  let value: unknown;
  try {
    value = upgrade(raw, from, format as StoredFormat<unknown>);
  } catch (error) {
    return { ok: false, reason: `migration from v${from} failed: ${String(error)}` };
  }
  const parsed = format.schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return { ok: false, reason: `${where}${issue?.message ?? 'invalid value'}` };
}

/** An outbox entry that no longer reads: kept aside, never dropped (see `quarantine`). */
export interface QuarantinedEntry {
  value: unknown;
  reason: string;
  /** The version the value was stored with. */
  version: number;
  at: number;
}

/**
 * A stored list read entry by entry: the entries that pass the schema, and the others kept
 * aside with their reason. A value that is not a list at all is kept aside whole.
 */
export function readList<E>(
  raw: unknown,
  from: number,
  format: StoredFormat<E[]> & { entry: z.ZodType<E> },
  now: number,
): { entries: E[]; unreadable: QuarantinedEntry[] } {
  let value: unknown;
  try {
    value = upgrade(raw, from, format as StoredFormat<unknown>);
  } catch (error) {
    const reason = `migration from v${from} failed: ${String(error)}`;
    return { entries: [], unreadable: [{ value: raw, reason, version: from, at: now }] };
  }
  if (!Array.isArray(value)) {
    const reason = 'not a list';
    return { entries: [], unreadable: [{ value: raw, reason, version: from, at: now }] };
  }
  const entries: E[] = [];
  const unreadable: QuarantinedEntry[] = [];
  for (const item of value) {
    const read = readStored(item, format.version, { ...format, schema: format.entry });
    if (read.ok) entries.push(read.value);
    else unreadable.push({ value: item, reason: read.reason, version: from, at: now });
  }
  return { entries, unreadable };
}
