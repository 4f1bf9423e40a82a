/** The typed API client (lib/api) seen through the lookup engine's narrow `TrackerSource`. */
import {
  BadRequestError,
  createTrackerClient,
  type CallOptions,
  type Page,
  type TagWriteOutcome,
  type TrackerClientOptions,
} from '../api';
import { toCallRow, toLeadRow } from '../lookup/records';
import {
  CALL_DIMENSIONS,
  LEAD_DIMENSIONS,
  type ListPage,
  type ListQuery,
  type SourceConfig,
  type TrackerSource,
} from '../lookup/tracker-source';

const CSV_PAGE_SIZE = 1000;
/** More patient than the client's default: a rate-limited sync would rather wait than fail. */
const MAX_RETRIES = 5;
const MAX_CSV_PAGES = 50;
/**
 * A lookup someone waits for: one quick retry, then "unreachable" in seconds (the index and its
 * age answer instead), not after the half-minute a background sync may patiently spend.
 */
const INTERACTIVE = { maxRetries: 1, maxRetryWaitMs: 1_000, timeoutMs: 5_000 };
/** A lookup whose local answer is shown meanwhile: a slow service may take its time. */
const INTERACTIVE_PATIENT = { maxRetries: 1, maxRetryWaitMs: 1_000, timeoutMs: 18_000 };

/** The source's view of a page: rows it can index, and whether another page follows. */
function pageOf<R, T>(
  page: Page<R>,
  pageNumber: number,
  itemsPerPage: number,
  map: (record: R) => T | undefined,
): ListPage<T> {
  const rows = page.items.map(map).filter((row): row is T => row !== undefined);
  const seen = (pageNumber - 1) * itemsPerPage + page.items.length;
  const hasMore =
    page.items.length > 0 &&
    page.nextLink !== undefined &&
    (page.totalResults === undefined || seen < page.totalResults);
  const result: ListPage<T> = { rows, hasMore };
  if (page.totalResults !== undefined) result.totalResults = page.totalResults;
  if (page.nextLink !== undefined) result.nextLink = page.nextLink;
  return result;
}

type ListWithDimensions<D, R> = (
  params: {
    counter: string;
    dimensions: readonly D[];
    page: number;
    itemsPerPage: number;
    filter?: string;
  },
  options: CallOptions,
) => Promise<Page<R>>;

/** A `TrackerSource` list (calls or leads) over the client's lists of that resource. */
function pagesOf<D, R, T>(
  lists: {
    patient: ListWithDimensions<D, R>;
    interactive: ListWithDimensions<D, R>;
    interactivePatient: ListWithDimensions<D, R>;
  },
  dimensions: readonly D[],
  toRow: (counterId: string, record: R) => T | undefined,
): (query: ListQuery) => Promise<ListPage<T>> {
  return async ({
    counterId,
    filter,
    page,
    itemsPerPage = 1000,
    signal,
    deadline,
    interactive,
    patient,
  }) => {
    const list = !interactive
      ? lists.patient
      : patient
        ? lists.interactivePatient
        : lists.interactive;
    const answer = await list(
      {
        counter: counterId,
        dimensions,
        page,
        itemsPerPage,
        ...(filter ? { filter } : {}),
      },
      { ...(signal ? { signal } : {}), ...(deadline !== undefined ? { deadline } : {}) },
    );
    return pageOf(answer, page, itemsPerPage, (record) => toRow(counterId, record));
  };
}

/**
 * A tag write the server answered per id: any id not "ok" fails the write, and the error
 * names those ids (`failedIds`) so the others count as done.
 */
function requireAllOk(outcomes: TagWriteOutcome[]): void {
  const failed = outcomes.filter((o) => !o.ok);
  const first = failed[0];
  if (first && !first.ok) {
    const error = new BadRequestError(`The tracker did not apply the tag: ${first.message}`, {
      code: 'tag_write_failed',
    });
    throw Object.assign(error, { failedIds: failed.map((o) => o.id) });
  }
}

/**
 * How many requests run at once and how fast is the scheduler's business (`options.scheduler`,
 * one per background, shared with the workspace): lookups someone waits for ask as
 * `interactive`, sync pages as `background`, tag writes as `write`.
 */
export function createApiSource(
  config: SourceConfig,
  options: Omit<TrackerClientOptions, 'apiKey' | 'baseUrl'> = {},
): TrackerSource {
  const client = createTrackerClient({
    maxRetries: MAX_RETRIES,
    ...options,
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
  });
  const quick = createTrackerClient({
    ...options,
    ...INTERACTIVE,
    priority: 'interactive',
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
  });
  const slowOk = createTrackerClient({
    ...options,
    ...INTERACTIVE_PATIENT,
    priority: 'interactive',
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
  });
  const asked = { priority: 'interactive' } as const;
  return {
    async counters(signal, options) {
      const deadline = options?.deadline;
      return (
        await client.counters.me({
          ...asked,
          ...(signal ? { signal } : {}),
          ...(deadline !== undefined ? { deadline } : {}),
        })
      ).counters;
    },
    listCalls: pagesOf(
      {
        patient: client.calls.list,
        interactive: quick.calls.list,
        interactivePatient: slowOk.calls.list,
      },
      CALL_DIMENSIONS,
      toCallRow,
    ),
    listLeads: pagesOf(
      {
        patient: client.leads.list,
        interactive: quick.leads.list,
        interactivePatient: slowOk.leads.list,
      },
      LEAD_DIMENSIONS,
      toLeadRow,
    ),
    async csvRows(resource, { counterId, filter }) {
      const rows: Record<string, unknown>[] = [];
      for (let page = 1; page <= MAX_CSV_PAGES; page += 1) {
        const params = {
          counter: counterId,
          page,
          itemsPerPage: CSV_PAGE_SIZE,
          ...(filter ? { filter } : {}),
        };
        const found =
          resource === 'calls'
            ? await client.calls.listCsv({ ...params, dimensions: CALL_DIMENSIONS }, asked)
            : await client.leads.listCsv({ ...params, dimensions: LEAD_DIMENSIONS }, asked);
        for (const row of found) rows.push(row);
        if (found.length < CSV_PAGE_SIZE) break;
      }
      return rows;
    },
    async changeCallTags(op, counterId, callIds, tags) {
      const input = { counter: counterId, callIds, tags };
      requireAllOk(
        op === 'add' ? await client.calls.addTags(input) : await client.calls.removeTags(input),
      );
    },
    async addLeadTags(counterId, leadIds, tags) {
      requireAllOk(await client.leads.addTags({ counter: counterId, leadIds, tags }));
    },
    async tagNames(counterId) {
      const names: string[] = [];
      for await (const tag of client.tags.iterate({ counter: counterId }, asked))
        names.push(tag.name);
      return names;
    },
  };
}
