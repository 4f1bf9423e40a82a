/**
 * The workspace's reads over the typed client: a number's orders, order pages, whole pool and
 * tag lists, BI schema and data pages, and CSV parts. Each turns the client's clean records
 * into the plain views of lib/types/workspace-data.ts and keeps what it could not read.
 */
import { filter, type OrderRecord, type Page, type TrackerClient } from '../api';
import { writeCsv } from '../format/csv-file';
import { formatTrackerTimestamp } from '../format/tracker-date';
import { unreadableOf } from '../api/schemas/lenient-list';
import type { CounterInfo } from '../lookup/tracker-source';
import { counterName } from '../format/counter-name';
import { totalsOfPage } from '../format/order-totals';
import type { CallView } from '../types/phone-data';
import type {
  BiDataPage,
  CallSummary,
  LatestCall,
  BiSchemaView,
  CsvPart,
  CsvResource,
  FullList,
  OrderPage,
  OrderView,
  PhoneOrders,
  PoolView,
  TagStatView,
  UnreadableItem,
} from '../types/workspace-data';

/** A phone filter refused or ignored: the latest orders are scanned, at most this many. */
export const ORDER_SCAN_CAP = 5000;
const FULL_LIST_CAP_PAGES = 20;

export function orderView(
  counter: CounterInfo | undefined,
  counterId: string,
  record: OrderRecord,
) {
  const view: OrderView = {
    counterId,
    counterName: counterName(counter, counterId),
    orderId: record.orderId,
    tags: record.tags,
  };
  const copy = <K extends keyof OrderView>(key: K, value: OrderView[K] | undefined) => {
    if (value !== undefined && value !== '') view[key] = value;
  };
  copy('dateTime', record.dateTime);
  copy('revenue', record.revenue);
  copy('margin', record.margin);
  copy('callerPhone', record.callerPhone);
  copy('sid', record.sid);
  copy('uuid', record.uuid);
  copy('comment', record.comment);
  copy('email', record.email);
  copy('contactName', record.contactPerson?.name);
  copy('contactPhone', record.contactPerson?.phone);
  copy('contactEmail', record.contactPerson?.email);
  return view;
}

/** The last ten digits: "8 916…" and "+7 916…" are the same Russian number. */
const phoneTail = (digits: string) => digits.slice(-10);

function belongsTo(order: OrderRecord, phone: string): boolean {
  const tail = phoneTail(phone);
  return [order.callerPhone, order.contactPerson?.phone].some(
    (candidate) =>
      candidate !== undefined && candidate.length >= 7 && phoneTail(candidate) === tail,
  );
}

/**
 * A number's orders over the given counters. The order filter's grammar is not documented: a
 * `callerPhone=` filter is tried, its answer checked digit by digit, and when the tracker
 * refuses it the latest orders are scanned instead (and the answer says how many).
 */
export async function ordersForPhone(
  client: TrackerClient,
  counters: readonly CounterInfo[],
  phone: string,
  now: number,
): Promise<Omit<PhoneOrders, 'calls' | 'latestCall'>> {
  const orders: OrderView[] = [];
  const unreadable: UnreadableItem[] = [];
  let via: PhoneOrders['via'] = 'server-filter';
  let scanned = 0;
  for (const counter of counters) {
    const keep = (page: Page<OrderRecord>) => {
      unreadable.push(...unreadableOf(page));
      for (const record of page.items) {
        if (belongsTo(record, phone)) orders.push(orderView(counter, counter.counterId, record));
      }
    };
    try {
      keep(
        await client.orders.list({
          counter: counter.counterId,
          filter: filter().eq('callerPhone', phone),
        }),
      );
    } catch (error) {
      if ((error as { kind?: string }).kind !== 'bad_request') throw error;
      via = 'scan';
      let seen = 0;
      for (let page = 1; seen < ORDER_SCAN_CAP; page += 1) {
        const answer = await client.orders.list({ counter: counter.counterId, page });
        keep(answer);
        seen += answer.items.length;
        if (!answer.nextLink || answer.items.length === 0) break;
      }
      scanned += seen;
    }
  }
  orders.sort((a, b) => (b.dateTime ?? 0) - (a.dateTime ?? 0));
  return {
    phone,
    orders,
    totals: totalsOfPage(orders),
    fetchedAt: now,
    via,
    ...(via === 'scan' ? { scanned } : {}),
    unreadable,
  };
}

/** Calls the number's orders and new calls start from: newest first, at most 20. */
export function callSummaries(calls: readonly CallView[]): CallSummary[] {
  return calls.slice(0, 20).map((call) => ({
    counterId: call.counterId,
    callId: call.callId,
    startTime: call.startTime,
    durationSec: call.durationSec,
    status: call.status,
    tags: call.tags,
  }));
}

/**
 * The newest call's session and visitor ids, which a new order is tied to. The lookup keeps
 * neither, so the call is read by id; a tracker that refuses that filter leaves them empty.
 */
export async function latestCallOf(
  client: TrackerClient,
  newest: CallSummary | undefined,
): Promise<LatestCall | undefined> {
  if (!newest) return undefined;
  const latest: LatestCall = { counterId: newest.counterId, callId: newest.callId };
  try {
    const page = await client.calls.list({
      counter: newest.counterId,
      dimensions: ['callId', 'sid', 'uuid', 'calledPhone'],
      filter: filter().eq('callId', newest.callId),
      itemsPerPage: 1,
    });
    const record = page.items.find((item) => item.callId === newest.callId);
    if (record?.sid) latest.sid = record.sid;
    if (record?.uuid) latest.uuid = record.uuid;
    if (record?.calledPhone) latest.calledPhone = record.calledPhone;
  } catch (error) {
    if ((error as { kind?: string }).kind !== 'bad_request') throw error;
  }
  return latest;
}

export async function orderPage(
  client: TrackerClient,
  counter: CounterInfo | undefined,
  request: { counterId: string; page: number; itemsPerPage: number; from?: number; to?: number },
  now: number,
): Promise<OrderPage> {
  const conditions = filter();
  if (request.from !== undefined) conditions.gte('dateTime', new Date(request.from));
  if (request.to !== undefined) conditions.lt('dateTime', new Date(request.to));
  const hasFilter = request.from !== undefined || request.to !== undefined;
  const page = await client.orders.list({
    counter: request.counterId,
    page: request.page,
    itemsPerPage: request.itemsPerPage,
    ...(hasFilter ? { filter: conditions } : {}),
  });
  const result: OrderPage = {
    items: page.items.map((record) => orderView(counter, request.counterId, record)),
    page: request.page,
    itemsPerPage: request.itemsPerPage,
    fetchedAt: now,
    unreadable: unreadableOf(page),
  };
  if (page.totalResults !== undefined) result.totalResults = page.totalResults;
  return result;
}

/** Every item of a short list (pools, tags), page after page, up to a cap. */
export async function fullList<R, V>(
  listPage: (page: number) => Promise<Page<R>>,
  toView: (record: R) => V,
  now: number,
): Promise<FullList<V>> {
  const items: V[] = [];
  const unreadable: UnreadableItem[] = [];
  for (let page = 1; page <= FULL_LIST_CAP_PAGES; page += 1) {
    const answer = await listPage(page);
    items.push(...answer.items.map(toView));
    unreadable.push(...unreadableOf(answer));
    if (!answer.nextLink || answer.items.length === 0) break;
  }
  return { items, unreadable, fetchedAt: now };
}

export const poolView = (record: {
  poolId: string;
  name?: string;
  type?: string;
  phones: string[];
  isActive?: boolean;
}): PoolView => ({ ...record });

export const tagView = (record: {
  name: string;
  callCount?: number;
  leadCount?: number;
}): TagStatView => ({ ...record });

export async function biSchema(client: TrackerClient, id: string, now: number) {
  const schema = await client.bi.getSchema({ id });
  const view: BiSchemaView = { id: schema.id, columns: schema.columns, fetchedAt: now };
  if (schema.name !== undefined) view.name = schema.name;
  return view;
}

export async function biData(
  client: TrackerClient,
  request: { tableId: string; counterId?: string; page: number; itemsPerPage: number },
  now: number,
): Promise<BiDataPage> {
  const page = await client.bi.getData({
    id: request.tableId,
    ...(request.counterId ? { counter: request.counterId } : {}),
    page: request.page,
    itemsPerPage: request.itemsPerPage,
  });
  const result: BiDataPage = {
    rows: page.items,
    hasMore: page.nextLink !== undefined && page.items.length > 0,
    fetchedAt: now,
  };
  if (page.totalResults !== undefined) result.totalResults = page.totalResults;
  return result;
}

const DATE_COLUMNS = new Set(['startTime', 'stopTime', 'createdAt', 'updatedAt', 'leadCreateDate']);

/**
 * Cells for people: dates as in every CSV the extension writes (the tracker's own CSV form,
 * `2026-11-25T13:12:00+0300`, lib/format/tracker-date.ts), lists joined, objects as JSON.
 */
function csvCell(column: string, value: unknown, offset: number): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' && DATE_COLUMNS.has(column))
    return formatTrackerTimestamp(value, offset);
  if (Array.isArray(value)) return value.join(',');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Lines of a `;`-separated CSV file; formulas neutralized (visitors write UTM labels). */
export function csvLines(
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
  { header, offset }: { header: boolean; offset: number },
): string {
  if (rows.length === 0 && !header) return '';
  const text = writeCsv(
    columns,
    rows.map((row) => columns.map((c) => csvCell(c, row[c], offset))),
    { header },
  );
  return `${text}\r\n`;
}

export async function csvPart(
  client: TrackerClient,
  request: {
    resource: CsvResource;
    counterId: string;
    from: number;
    to: number;
    page: number;
    itemsPerPage: number;
  },
  dimensions: { calls: readonly string[]; leads: readonly string[] },
  offset: number,
): Promise<CsvPart> {
  const dateField = request.resource === 'calls' ? 'startTime' : 'createdAt';
  const params = {
    counter: request.counterId,
    page: request.page,
    itemsPerPage: request.itemsPerPage,
    filter: filter().gte(dateField, new Date(request.from)).lt(dateField, new Date(request.to)),
  };
  // The count comes from the JSON list (the CSV variant has no envelope); page 1 only.
  const total =
    request.page === 1
      ? await (
          request.resource === 'calls'
            ? client.calls.list({
                ...params,
                itemsPerPage: 1,
                dimensions: ['callId'],
              })
            : client.leads.list({ ...params, itemsPerPage: 1, dimensions: ['id'] })
        ).then((page) => page.totalResults)
      : undefined;
  const rows = (
    request.resource === 'calls'
      ? await client.calls.listCsv({ ...params, dimensions: dimensions.calls as never })
      : await client.leads.listCsv({ ...params, dimensions: dimensions.leads as never })
  ) as Record<string, unknown>[];
  const columns = request.resource === 'calls' ? dimensions.calls : dimensions.leads;
  const part: CsvPart = {
    text: csvLines(columns, rows, { header: request.page === 1, offset }),
    rows: rows.length,
    hasMore: rows.length === request.itemsPerPage,
  };
  if (total !== undefined) part.totalResults = total;
  return part;
}

export async function countersCsv(client: TrackerClient, offset: number) {
  const me = await client.counters.meCsv();
  const rows = me.counters.map((c) => ({
    project: c.projectName,
    projectDisplayName: c.projectDisplayName,
    counterId: c.counterId,
    url: c.url,
  }));
  return {
    text: csvLines(['project', 'projectDisplayName', 'counterId', 'url'], rows, {
      header: true,
      offset,
    }),
    rows: rows.length,
  };
}
