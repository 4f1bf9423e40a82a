/**
 * Whether the server's phone filter can be trusted, found out by using it: a 400 saying the
 * filter is not understood means refused, rows for other numbers mean ignored. The finding is
 * kept per base URL with its time; a refused or ignored filter is tried again a day later (the
 * tracker may have learned it), and every filtered answer judges it anew.
 */
import { phoneFilterItem, type FilterFinding, type StoredFilterFinding } from '../storage/items';
import { errorKindOf } from './tracker-source';

export type FilterResource = keyof FilterFinding;
export type FilterState = FilterFinding[FilterResource];

/** After this, a refused or ignored filter is tried again. */
export const FILTER_RECHECK_MS = 24 * 3_600_000;
/** A finding confirmed again sooner than this is not rewritten (one write per lookup is waste). */
const REFRESH_WRITE_MS = 3_600_000;

const RESOURCES: readonly FilterResource[] = ['calls', 'leads'];

/** A resource never judged reads as unknown, found long ago. */
function entryOf(stored: StoredFilterFinding | undefined, resource: FilterResource) {
  return stored?.[resource] ?? { state: 'unknown' as FilterState, at: 0 };
}

export async function readFilterFinding(
  baseUrl: string,
  now: number = Date.now(),
): Promise<FilterFinding> {
  const stored = (await phoneFilterItem.getValue())[baseUrl];
  const finding = { calls: 'unknown', leads: 'unknown' } as FilterFinding;
  for (const resource of RESOURCES) {
    const { state, at } = entryOf(stored, resource);
    const stale = (state === 'refused' || state === 'ignored') && now - at >= FILTER_RECHECK_MS;
    finding[resource] = stale ? 'unknown' : state;
  }
  return finding;
}

let writes: Promise<unknown> = Promise.resolve();

/** Calls and leads are judged at the same time: writes go one after another. */
export function recordFilterFinding(
  baseUrl: string,
  resource: FilterResource,
  state: FilterState,
  now: number = Date.now(),
): Promise<void> {
  const write = writes.then(async () => {
    const all = await phoneFilterItem.getValue();
    const current = entryOf(all[baseUrl], resource);
    if (current.state === state && now - current.at < REFRESH_WRITE_MS) return;
    await phoneFilterItem.setValue({
      ...all,
      [baseUrl]: { ...all[baseUrl], [resource]: { state, at: now } },
    });
  });
  writes = write.catch(() => undefined);
  return write;
}

/** The tracker's codes for "filter not understood" (docs/tracker-api.md). */
const FILTER_NOT_UNDERSTOOD: Record<FilterResource, string | number> = {
  calls: 4,
  leads: 'invalid_filter',
};

/** A 400 that refuses the filter itself, not one about paging or dimensions. */
/** Refused or ignored (and not yet due for another try): the filter cannot answer. */
export const filterStateUnusable = (state: FilterState): boolean =>
  state === 'refused' || state === 'ignored';

export function refusesFilter(error: unknown, resource: FilterResource): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return errorKindOf(error) === 'bad_request' && code === FILTER_NOT_UNDERSTOOD[resource];
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

/** The filter that asks a resource's listing for one number. */
export const phoneFilterOf = (resource: FilterResource, phone: string) =>
  resource === 'calls' ? callPhoneFilter(phone) : leadPhoneFilter(phone);

/**
 * A filtered listing's numbers judged against the one asked for (`judgeFilteredRows`); a clear
 * finding is recorded for the tracker. Returns it.
 */
export async function recordJudgement(
  baseUrl: string,
  resource: FilterResource,
  phones: readonly string[],
  phone: string,
  now: number,
): Promise<FilterState | undefined> {
  const judged = judgeFilteredRows(phones, phone);
  if (judged) await recordFilterFinding(baseUrl, resource, judged, now);
  return judged;
}

/** Records a refusal of the filter itself; true when `error` was one. */
export async function recordIfRefused(
  error: unknown,
  baseUrl: string,
  resource: FilterResource,
  now: number,
): Promise<boolean> {
  if (!refusesFilter(error, resource)) return false;
  await recordFilterFinding(baseUrl, resource, 'refused', now);
  return true;
}
