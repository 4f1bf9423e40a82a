import { batch, signal, type ReadonlySignal } from '@preact/signals';
import type { KeyStatus } from '../../types/phone-data';
import type { ErrorPayload } from '../../types/result';
import type { Ask } from '../ask';

export interface KeyModel {
  /** What the background last found about the stored key; the key itself never reaches a page. */
  status: ReadonlySignal<KeyStatus | null>;
  checking: ReadonlySignal<boolean>;
  error: ReadonlySignal<ErrorPayload | null>;
  /** The last key typed was not stored (refused, or not checkable); the saved one stays. */
  rejected: ReadonlySignal<Extract<KeyStatus, { state: 'rejected' }> | null>;
  load(): Promise<void>;
  /** `saveUnchecked`: store a key the service could not check, on the user's explicit word. */
  save(apiKey: string, options?: { saveUnchecked?: boolean }): Promise<boolean>;
  clear(): Promise<void>;
  /** Checks the stored key against the service again (by refreshing its counters). */
  recheck(): Promise<void>;
  dismissRejected(): void;
}

export function createKeyModel(ask: Ask): KeyModel {
  const status = signal<KeyStatus | null>(null);
  const checking = signal(false);
  const error = signal<ErrorPayload | null>(null);
  const rejected = signal<Extract<KeyStatus, { state: 'rejected' }> | null>(null);

  const settle = (answer: { ok: true; data: KeyStatus } | { ok: false; error: ErrorPayload }) =>
    batch(() => {
      checking.value = false;
      if (answer.ok && answer.data.state === 'rejected') {
        // Not stored: the status of the saved key (if any) stands.
        rejected.value = answer.data;
        error.value = null;
      } else if (answer.ok) {
        status.value = answer.data;
        rejected.value = null;
        error.value = null;
      } else {
        error.value = answer.error;
      }
    });

  const load = async () => {
    const answer = await ask({ type: 'setup.status' });
    settle(answer.ok ? { ok: true, data: answer.data.key } : answer);
  };

  return {
    status,
    checking,
    error,
    rejected,
    load,
    dismissRejected() {
      rejected.value = null;
    },
    async save(apiKey, options = {}) {
      const trimmed = apiKey.trim();
      if (trimmed === '') return false;
      checking.value = true;
      const answer = await ask({
        type: 'key.set',
        apiKey: trimmed,
        ...(options.saveUnchecked ? { saveUnchecked: true } : {}),
      });
      settle(answer);
      return answer.ok && answer.data.state === 'valid';
    },
    async clear() {
      checking.value = true;
      settle(await ask({ type: 'key.clear' }));
    },
    async recheck() {
      checking.value = true;
      await ask({ type: 'counters.list', refresh: true });
      await load();
    },
  };
}
