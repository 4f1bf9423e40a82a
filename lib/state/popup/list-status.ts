/**
 * What the popup's list says above its rows besides the numbers: the browser is offline, the
 * service refused the key, writes are waiting to be sent.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type { SetupStatus } from '../../messaging/protocol';
import type { OutboxEntryView } from '../../types/phone-data';
import type { RecordWriteView } from '../../types/workspace-data';
import type { Ask } from '../ask';

/** A write waiting in the tag outbox or the record outbox, as the popup's list offers it. */
export type WaitingWrite =
  { outbox: 'tags'; entry: OutboxEntryView } | { outbox: 'records'; entry: RecordWriteView };

export interface OnlineWatch {
  isOnline(): boolean;
  /** Calls `changed` on every change; answers the way to stop. */
  watch(changed: () => void): () => void;
}

export interface ListStatus {
  offline: ReadonlySignal<boolean>;
  keyRefused: ReadonlySignal<boolean>;
  /** Tag, order and call writes saved here and not yet accepted by the tracker. */
  waitingWrites: ReadonlySignal<number>;
  /** Each waiting write, reached from the list's "waiting" line: its reason, Retry, Discard. */
  writes: ReadonlySignal<WaitingWrite[]>;
  /** Sends a failing write again (to the current address). */
  retry(write: WaitingWrite): Promise<void>;
  /** Drops a write the user gave up on: only ever on their explicit request. */
  discard(write: WaitingWrite): Promise<void>;
  load(): Promise<void>;
  dispose(): void;
}

const navigatorOnline: OnlineWatch = {
  isOnline: () => globalThis.navigator?.onLine ?? true,
  watch(changed) {
    globalThis.addEventListener?.('online', changed);
    globalThis.addEventListener?.('offline', changed);
    return () => {
      globalThis.removeEventListener?.('online', changed);
      globalThis.removeEventListener?.('offline', changed);
    };
  },
};

export function createListStatus(
  ask: Ask,
  setup: ReadonlySignal<SetupStatus | null>,
  online: OnlineWatch = navigatorOnline,
): ListStatus {
  const offline = signal(!online.isOnline());
  const stop = online.watch(() => (offline.value = !online.isOnline()));
  const writes = signal<WaitingWrite[]>([]);
  async function load() {
    const [tags, records] = await Promise.all([
      ask({ type: 'outbox.list' }),
      ask({ type: 'records.outbox' }),
    ]);
    writes.value = [
      ...(tags.ok ? tags.data.map((entry) => ({ outbox: 'tags' as const, entry })) : []),
      ...(records.ok ? records.data.map((entry) => ({ outbox: 'records' as const, entry })) : []),
    ];
  }
  return {
    offline,
    keyRefused: computed(() => setup.value?.key.state === 'invalid'),
    waitingWrites: computed(() => writes.value.length),
    writes,
    async retry(write) {
      const { id } = write.entry;
      await ask(
        write.outbox === 'tags' ? { type: 'outbox.retry', id } : { type: 'records.retry', id },
      );
      await load();
    },
    async discard(write) {
      const { id } = write.entry;
      await ask(
        write.outbox === 'tags' ? { type: 'outbox.discard', id } : { type: 'records.discard', id },
      );
      await load();
    },
    load,
    dispose: stop,
  };
}
