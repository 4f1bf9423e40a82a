/**
 * What the workspace messages need beyond the lookup services: a full API client (the lookup
 * engine sees the tracker through a narrow source) and the order/call write outbox.
 */
import { createTrackerClient, type TrackerClient } from '../api';
import { NotConfiguredError } from '../lookup/tracker-source';
import { alarmWake, type ScheduleWake } from '../outbox/alarm-wake';
import type { RecordWrite } from '../types/workspace-data';
import { createRecordOutbox } from '../outbox/record-outbox';
import type { Services } from './services';

export const RECORD_OUTBOX_ALARM = 'record-outbox';

export interface WorkspaceDeps {
  makeClient?: (config: { baseUrl: string; apiKey: string }) => TrackerClient;
  scheduleWake?: ScheduleWake;
  now?: () => number;
}

export type Workspace = ReturnType<typeof createWorkspace>;

export function createWorkspace(services: Services, deps: WorkspaceDeps = {}) {
  const now = deps.now ?? Date.now;
  // Its requests wait their turn at the lookups' scheduler: one limit for the whole key; what
  // their answers say of the key goes to its one status.
  // Reads are for someone looking at the workspace; writes (POST) rank as writes.
  const makeClient =
    deps.makeClient ??
    ((config) =>
      createTrackerClient({
        ...config,
        maxRetries: 3,
        ...services.gate,
        priority: 'interactive',
      }));
  let cached: { baseUrl: string; apiKey: string; client: TrackerClient } | undefined;

  async function client(): Promise<TrackerClient> {
    const apiKey = await services.keyVault.getKey();
    if (!apiKey) throw new NotConfiguredError();
    const { baseUrl } = (await services.loadSettings()).settings;
    if (cached?.baseUrl !== baseUrl || cached.apiKey !== apiKey) {
      cached = { baseUrl, apiKey, client: makeClient({ baseUrl, apiKey }) };
    }
    return cached.client;
  }

  /** Runs a task with the client (its requests queue at the scheduler). */
  const withClient = async <T>(task: (client: TrackerClient) => Promise<T>) => task(await client());

  const send = (write: RecordWrite) => withClient((api) => sendRecordWrite(api, write, now));

  const outbox = createRecordOutbox({
    send,
    now,
    baseUrl: async () => (await services.loadSettings()).settings.baseUrl,
    scheduleWake: (at) => (deps.scheduleWake ?? recordWake)(at, () => void outbox.drain()),
    // A call written by hand shows in the number's history at the next lookup.
    onAccepted: () => services.lookup.invalidate(),
  });

  return { withClient, outbox, now };
}

/** One order or call write, sent with the typed client. */
export async function sendRecordWrite(
  api: TrackerClient,
  write: RecordWrite,
  now: () => number,
): Promise<void> {
  const counter = write.counterId;
  switch (write.kind) {
    case 'order.add': {
      const { dateTime, ...rest } = write.order;
      await api.orders.add({ counter, ...rest, dateTime: dateTime ?? now() });
      return;
    }
    case 'order.update':
      await api.orders.update({ counter, ...write.order });
      return;
    case 'order.tags':
      requireOk(await api.orders.addTags({ counter, orderIds: [write.orderId], tags: write.tags }));
      return;
    case 'call.add': {
      const { startTime, callerPhone, calledPhone, ...rest } = write.call;
      await api.calls.add({
        counter,
        ...rest,
        startTime: startTime ?? now(),
        callerPhone: callerPhone ?? '',
        calledPhone: calledPhone ?? '',
      });
      return;
    }
    case 'call.update':
      await api.calls.update({ counter, ...write.call });
  }
}

function requireOk(outcomes: { id: string; ok: boolean; message?: string }[]): void {
  const failed = outcomes.find((outcome) => !outcome.ok);
  if (failed) {
    throw Object.assign(
      new Error(`The tracker did not tag order ${failed.id}: ${failed.message ?? ''}`),
      {
        kind: 'bad_request',
      },
    );
  }
}

const recordWake = alarmWake(RECORD_OUTBOX_ALARM);

const instances = new WeakMap<Services, Workspace>();

/** The one workspace of a set of services. */
export function workspaceOf(services: Services, deps?: WorkspaceDeps): Workspace {
  let workspace = instances.get(services);
  if (!workspace) instances.set(services, (workspace = createWorkspace(services, deps)));
  return workspace;
}
