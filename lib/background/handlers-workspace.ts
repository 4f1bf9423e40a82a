/** What the background does for the workspace messages: orders, calls by hand, pools, tags, BI, CSV. */
import { browser } from 'wxt/browser';
import { CALL_DIMENSIONS, DEFAULT_UTC_OFFSET_MINUTES, LEAD_DIMENSIONS } from '../api';
import type { CounterInfo } from '../lookup/tracker-source';
import type { RequestOf, RequestType, ResponseMap } from '../messaging/protocol';
import { HandlerError, type MessageSender } from './router';
import type { Services } from './services';
import {
  biData,
  biSchema,
  callSummaries,
  countersCsv,
  csvPart,
  fullList,
  latestCallOf,
  orderPage,
  ordersForPhone,
  poolView,
  tagView,
} from './workspace-reads';
import { workspaceOf, type WorkspaceDeps } from './workspace-services';

type WorkspaceType =
  | 'orders.forPhone'
  | 'workspace.open'
  | 'orders.list'
  | 'orders.save'
  | 'orders.tag'
  | 'calls.save'
  | 'records.outbox'
  | 'records.retry'
  | 'records.discard'
  | 'workspace.pools'
  | 'workspace.tags'
  | 'bi.schema'
  | 'bi.data'
  | 'csv.part'
  | 'csv.counters';

export type WorkspaceHandlers = {
  [T in WorkspaceType & RequestType]: (
    request: RequestOf<T>,
    sender: MessageSender,
  ) => Promise<ResponseMap[T]>;
};

export interface WorkspaceEnv extends WorkspaceDeps {
  openTab?: (url: string) => Promise<void>;
}

/** A number's orders are read again after this long; writes invalidate them at once. */
const PHONE_ORDERS_TTL_MS = 60_000;

export function createWorkspaceHandlers(
  services: Services,
  env: WorkspaceEnv = {},
): WorkspaceHandlers {
  const workspace = workspaceOf(services, env);
  const { withClient, outbox, now } = workspace;
  const phoneOrders = new Map<
    string,
    { at: number; value: Promise<ResponseMap['orders.forPhone']> }
  >();
  // Another key, address or clear: no order read before it may answer after it.
  services.onDataChanged(() => phoneOrders.clear());
  const openTab =
    env.openTab ??
    (async (url: string) => {
      await browser.tabs.create({ url });
    });

  async function counterOf(counterId: string): Promise<CounterInfo | undefined> {
    return (await services.counters.all()).find((c) => c.counterId === counterId);
  }

  /** Accepted or queued writes change a number's orders: they are read again. */
  const queued = (writeId: string) => {
    phoneOrders.clear();
    return { writeId };
  };

  return {
    'orders.forPhone': async ({ phone, refresh }) => {
      // The key carries what the answer depends on: a read begun before a change is not reused.
      const key = `${await services.cacheScope()}|${phone}`;
      const cached = phoneOrders.get(key);
      if (cached && !refresh && now() - cached.at < PHONE_ORDERS_TTL_MS) return cached.value;
      const value = (async () => {
        const [counters, detail] = await Promise.all([
          services.selectedCounters(),
          // Kept a while and never asked again: the service's calls, not a provisional answer.
          services.lookup.detail(phone, { wait: true }),
        ]);
        const calls = callSummaries(detail.calls);
        return withClient(async (client) => {
          const found = await ordersForPhone(client, counters, phone, now());
          const latestCall = await latestCallOf(client, calls[0]);
          return { ...found, calls, ...(latestCall ? { latestCall } : {}) };
        });
      })();
      phoneOrders.set(key, { at: now(), value });
      value.catch(() => {
        if (phoneOrders.get(key)?.value === value) phoneOrders.delete(key);
      });
      return value;
    },
    'workspace.open': async ({ phone, form }) => {
      const page = browser.runtime.getURL('/workspace.html');
      const hash = phone ? `#phone=${phone}${form ? `&form=${form}` : ''}` : '';
      await openTab(`${page}${hash}`);
      return null;
    },
    'orders.list': async (request) => {
      const counter = await counterOf(request.counterId);
      return withClient((client) => orderPage(client, counter, request, now()));
    },
    'orders.save': async ({ mode, counterId, order }) => {
      if (mode === 'add' && order.dateTime === undefined) {
        throw new HandlerError('bad_request', 'An order needs its date and time.');
      }
      return queued(await outbox.enqueue({ kind: `order.${mode}`, counterId, order }));
    },
    'orders.tag': async ({ counterId, orderId, tags }) =>
      queued(await outbox.enqueue({ kind: 'order.tags', counterId, orderId, tags })),
    'calls.save': async ({ mode, counterId, call }) => {
      if (mode === 'add') {
        const missing = (['startTime', 'callerPhone', 'calledPhone'] as const).filter(
          (field) => call[field] === undefined,
        );
        if (missing.length > 0) {
          throw new HandlerError('bad_request', `A call needs ${missing.join(', ')}.`);
        }
      }
      return queued(await outbox.enqueue({ kind: `call.${mode}`, counterId, call }));
    },
    'records.outbox': () => outbox.list(),
    'records.retry': async ({ id }) => ({ writeId: await outbox.retry(id) }),
    'records.discard': async ({ id }) => {
      await outbox.discard(id);
      return null;
    },
    'workspace.pools': ({ counterId }) =>
      withClient((client) =>
        fullList((page) => client.pools.list({ counter: counterId, page }), poolView, now()),
      ),
    'workspace.tags': ({ counterId }) =>
      withClient((client) =>
        fullList((page) => client.tags.list({ counter: counterId, page }), tagView, now()),
      ),
    'bi.schema': ({ tableId }) => withClient((client) => biSchema(client, tableId, now())),
    'bi.data': (request) => withClient((client) => biData(client, request, now())),
    'csv.part': (request) =>
      withClient((client) =>
        csvPart(
          client,
          request,
          { calls: CALL_DIMENSIONS, leads: LEAD_DIMENSIONS },
          DEFAULT_UTC_OFFSET_MINUTES,
        ),
      ),
    'csv.counters': () => withClient((client) => countersCsv(client, DEFAULT_UTC_OFFSET_MINUTES)),
  };
}
