/**
 * What the popup's list says above its rows besides the numbers: the browser is offline, the
 * service refused the key, writes are waiting to be sent.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type { SetupStatus } from '../../messaging/protocol';
import type { Ask } from '../ask';

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
  const waitingWrites = signal(0);
  return {
    offline,
    keyRefused: computed(() => setup.value?.key.state === 'invalid'),
    waitingWrites,
    async load() {
      const [tags, records] = await Promise.all([
        ask({ type: 'outbox.list' }),
        ask({ type: 'records.outbox' }),
      ]);
      waitingWrites.value =
        (tags.ok ? tags.data.length : 0) + (records.ok ? records.data.length : 0);
    },
    dispose: stop,
  };
}
