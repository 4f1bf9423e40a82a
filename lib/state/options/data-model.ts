import { batch, signal, type ReadonlySignal } from '@preact/signals';
import type { IndexStatus } from '../../types/phone-data';
import type { ErrorPayload } from '../../types/result';
import type { Ask } from '../ask';
import { idle, loading, type LoadState } from '../load-state';
import type { SettingsModel } from '../settings-model';

export interface DataModel {
  index: ReadonlySignal<LoadState<IndexStatus>>;
  error: ReadonlySignal<ErrorPayload | null>;
  cleared: ReadonlySignal<boolean>;
  load(): Promise<void>;
  syncNow(): Promise<void>;
  setWindowDays(days: number): Promise<void>;
  /** The index's size cap (MB). */
  setCapMb(megabytes: number): Promise<void>;
  clearLocalData(): Promise<void>;
  dispose(): void;
}

/** The local index of recent calls and leads: its window, sync state and size. */
export function createDataModel(
  ask: Ask,
  settings: SettingsModel,
  options: { pollMs?: number } = {},
): DataModel {
  const pollMs = options.pollMs ?? 1000;
  const index = signal<LoadState<IndexStatus>>(idle);
  const error = signal<ErrorPayload | null>(null);
  const cleared = signal(false);
  let timer: ReturnType<typeof setTimeout> | undefined;

  const apply = (answer: { ok: true; data: IndexStatus } | { ok: false; error: ErrorPayload }) => {
    batch(() => {
      if (answer.ok) {
        index.value = { status: 'ready', data: answer.data };
        error.value = null;
      } else {
        error.value = answer.error;
        if (index.value.status !== 'ready') index.value = { status: 'error', error: answer.error };
      }
    });
    clearTimeout(timer);
    // Follow a running sync until it ends.
    if (answer.ok && answer.data.state === 'syncing') timer = setTimeout(load, pollMs);
  };

  const load = async () => apply(await ask({ type: 'index.status' }));

  return {
    index,
    error,
    cleared,
    load,
    async syncNow() {
      cleared.value = false;
      index.value = loading(index.value);
      apply(await ask({ type: 'index.sync' }));
    },
    async setWindowDays(days) {
      const answer = await settings.update({ indexWindowDays: days });
      if (!answer.ok) error.value = answer.error;
      await load();
    },
    async setCapMb(megabytes) {
      const answer = await settings.update({ indexCapMb: megabytes });
      if (!answer.ok) error.value = answer.error;
      await load();
    },
    async clearLocalData() {
      const answer = await ask({ type: 'data.clear' });
      batch(() => {
        cleared.value = answer.ok;
        error.value = answer.ok ? null : answer.error;
      });
      await load();
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}
