/**
 * A list envelope whose items are read one by one: an item that does not fit its schema is
 * left out and reported (its position and why) instead of failing the whole page. Used for
 * the lists whose shapes the spec does not show (orders, pools, tags), so a view still shows
 * what it could read and says what it could not.
 */
import { z } from 'zod';
import type { Page } from './envelope';
import { integer, summarizeIssues, text } from './primitives';

export interface UnreadableItem {
  /** Position in the page's `result`, from 0. */
  index: number;
  /** The item's id when it had one, to name it. */
  id?: string;
  message: string;
}

export interface LenientPage<T> extends Page<T> {
  /** Items of this page that could not be read; absent when every item was read. */
  unreadable?: UnreadableItem[];
}

export function lenientListEnvelope<T extends z.ZodType>(item: T, idField?: string) {
  return z
    .object({
      result: z.array(z.unknown()).nullable(),
      totalResults: integer(),
      nextLink: text(),
    })
    .transform((env): LenientPage<z.output<T>> => {
      const page: LenientPage<z.output<T>> = { items: [] };
      const unreadable: UnreadableItem[] = [];
      (env.result ?? []).forEach((raw, index) => {
        const parsed = item.safeParse(raw);
        if (parsed.success) {
          page.items.push(parsed.data as z.output<T>);
          return;
        }
        const problem: UnreadableItem = { index, message: summarizeIssues(parsed.error) };
        const id = idOf(raw, idField);
        if (id !== undefined) problem.id = id;
        unreadable.push(problem);
      });
      if (unreadable.length > 0) page.unreadable = unreadable;
      if (env.totalResults !== undefined) page.totalResults = env.totalResults;
      if (env.nextLink !== undefined) page.nextLink = env.nextLink;
      return page;
    });
}

function idOf(raw: unknown, idField: string | undefined): string | undefined {
  if (!idField || typeof raw !== 'object' || raw === null) return undefined;
  const value = (raw as Record<string, unknown>)[idField];
  return typeof value === 'string' || typeof value === 'number'
    ? String(value).slice(0, 64)
    : undefined;
}

/** The unreadable items of a page read with a lenient envelope (none for any other page). */
export function unreadableOf(page: Page<unknown>): UnreadableItem[] {
  return (page as LenientPage<unknown>).unreadable ?? [];
}
