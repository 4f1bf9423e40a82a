/**
 * A listing that does not end (`--endless-listing`), to test a client's bounds:
 * - `grow`: every page is full, of new records ever further back (one a second), with a next
 *   link and a `totalResults` of ten million: an account with millions of calls in any window;
 * - `repeat`: the `page` parameter is ignored: the first page again, with the same next link.
 */
export type EndlessListing = 'grow' | 'repeat';

export const ENDLESS_TOTAL = 10_000_000;
const STEP_MS = 1000;

export interface EndlessPage<T> {
  items: T[];
  totalResults: number;
  /** Page number the next link names. */
  nextPage: number;
}

/**
 * One page of the endless listing: `clone` turns a real record into the record at `index`
 * (0 newest) with the time `at`, so the rows look like the data set's own.
 */
export function endlessPage<T>(
  mode: EndlessListing,
  matched: readonly T[],
  paging: { page: number; itemsPerPage: number },
  clone: (template: T, index: number, at: number) => T,
  anchorMs: number,
): EndlessPage<T> {
  if (mode === 'repeat') {
    return {
      items: matched.slice(0, paging.itemsPerPage),
      totalResults: ENDLESS_TOTAL,
      nextPage: 2,
    };
  }
  const items: T[] = [];
  if (matched.length > 0) {
    const first = (paging.page - 1) * paging.itemsPerPage;
    for (let index = first; index < first + paging.itemsPerPage; index += 1) {
      items.push(clone(matched[index % matched.length]!, index, anchorMs - index * STEP_MS));
    }
  }
  return { items, totalResults: ENDLESS_TOTAL, nextPage: paging.page + 1 };
}

/** Digits of a made-up caller for the record at `index`: a new number every ten records. */
export const endlessPhone = (index: number) =>
  `7999${String(Math.floor(index / 10)).padStart(7, '0')}`;
