/**
 * What the background hands to views about orders, calls written by hand, pools, tags, BI
 * tables and CSV files. Plain, serializable data; dates are epoch milliseconds.
 */
import type { QueuedWrite } from './queued-write';

/** An item of a list the tracker sent that did not fit what the extension can read. */
export interface UnreadableItem {
  index: number;
  id?: string;
  message: string;
}

export interface OrderView {
  counterId: string;
  counterName: string;
  orderId: string;
  dateTime?: number;
  revenue?: number;
  margin?: number;
  callerPhone?: string;
  sid?: string;
  uuid?: string;
  comment?: string;
  email?: string;
  contactName?: string;
  contactPhone?: string;
  contactEmail?: string;
  tags: string[];
}

export interface OrderTotals {
  count: number;
  revenue: number;
  margin: number;
}

/** A number's orders, matched by caller phone (or the contact person's phone). */
export interface PhoneOrders {
  phone: string;
  orders: OrderView[];
  totals: OrderTotals;
  fetchedAt: number;
  /** How the orders were found: the server's phone filter, or a scan of the latest orders. */
  via: 'server-filter' | 'scan';
  /** With `scan`: how many of the counters' orders were looked through. */
  scanned?: number;
  unreadable: UnreadableItem[];
  /** The number's newest call, which a new order is tied to (sid, uuid) and a new call copies. */
  latestCall?: LatestCall;
  /** The number's calls, newest first (at most 20), for "Correct a call". */
  calls: CallSummary[];
}

export interface LatestCall {
  counterId: string;
  callId: string;
  sid?: string;
  uuid?: string;
  calledPhone?: string;
}

export interface CallSummary {
  counterId: string;
  callId: string;
  startTime: number;
  durationSec: number;
  status: string;
  tags: string[];
}

export interface OrderPage {
  items: OrderView[];
  totalResults?: number;
  page: number;
  itemsPerPage: number;
  fetchedAt: number;
  unreadable: UnreadableItem[];
}

/** What "Record a sale" and "Correct an order" send. Money in roubles, dates epoch ms. */
export interface OrderInput {
  orderId: string;
  dateTime?: number;
  revenue?: number;
  margin?: number;
  comment?: string;
  callerPhone?: string;
  sid?: string;
  uuid?: string;
  email?: string;
  contactPerson?: { name?: string; phone?: string; email?: string };
  tags?: string[];
}

/** What "Log a call the tracker missed" and "Correct a call" send. */
export interface CallInput {
  callId: string;
  startTime?: number;
  callerPhone?: string;
  calledPhone?: string;
  duration?: number;
  status?: string;
  tags?: string[];
}

export type RecordWrite =
  | { kind: 'order.add' | 'order.update'; counterId: string; order: OrderInput }
  | { kind: 'order.tags'; counterId: string; orderId: string; tags: string[] }
  | { kind: 'call.add' | 'call.update'; counterId: string; call: CallInput };

/** An order or call write waiting for the tracker to accept it. */
export interface RecordWriteView extends QueuedWrite {
  write: RecordWrite;
  /**
   * An add whose answer was lost (network, timeout, server error): it may have been stored, so
   * a later "already exists" means it was.
   */
  maybeStored?: boolean;
}

export interface PoolView {
  poolId: string;
  name?: string;
  type?: string;
  phones: string[];
  isActive?: boolean;
}

export interface TagStatView {
  name: string;
  callCount?: number;
  leadCount?: number;
}

/** A whole list read page after page (pools, tags). */
export interface FullList<T> {
  items: T[];
  fetchedAt: number;
  unreadable: UnreadableItem[];
}

export interface BiColumnView {
  name: string;
  title?: string;
  type?: string;
}

export interface BiSchemaView {
  id: string;
  name?: string;
  columns: BiColumnView[];
  fetchedAt: number;
}

export interface BiDataPage {
  rows: Record<string, string | number | boolean | null>[];
  totalResults?: number;
  hasMore: boolean;
  fetchedAt: number;
}

export type CsvResource = 'calls' | 'leads';

/** One page of a CSV download, already turned into lines of the file. */
export interface CsvPart {
  /** The file's text for this page: with the header line on page 1 only. */
  text: string;
  rows: number;
  /** Rows the period holds, when the tracker said. */
  totalResults?: number;
  hasMore: boolean;
}
