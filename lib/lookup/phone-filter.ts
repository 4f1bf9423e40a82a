/**
 * Whether the server's phone filter can be trusted, found out by using it: a 400 means
 * refused, rows for other numbers mean ignored. The finding is kept per base URL.
 */
import { phoneFilterItem, type FilterFinding } from '../storage/items';

export type FilterResource = keyof FilterFinding;
export type FilterState = FilterFinding[FilterResource];

const UNKNOWN: FilterFinding = { calls: 'unknown', leads: 'unknown' };

export async function readFilterFinding(baseUrl: string): Promise<FilterFinding> {
  return (await phoneFilterItem.getValue())[baseUrl] ?? UNKNOWN;
}

let writes: Promise<unknown> = Promise.resolve();

/** Calls and leads are judged at the same time: writes go one after another. */
export function recordFilterFinding(
  baseUrl: string,
  resource: FilterResource,
  state: FilterState,
): Promise<void> {
  const write = writes.then(async () => {
    const all = await phoneFilterItem.getValue();
    const current = all[baseUrl] ?? UNKNOWN;
    if (current[resource] === state) return;
    await phoneFilterItem.setValue({ ...all, [baseUrl]: { ...current, [resource]: state } });
  });
  writes = write.catch(() => undefined);
  return write;
}

/** The finding a filtered answer supports, or undefined when it proves nothing (no rows). */
export function judgeFilteredRows(
  phones: readonly string[],
  phone: string,
): FilterState | undefined {
  if (phones.length === 0) return undefined;
  return phones.every((p) => p === phone) ? 'works' : 'ignored';
}

export const callPhoneFilter = (phone: string) => `callerPhone=${phone}`;
export const leadPhoneFilter = (phone: string) => `phone=${phone}`;
