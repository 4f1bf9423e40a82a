import { signal, type ReadonlySignal } from '@preact/signals';
import type { Result } from '../../types/result';
import { idle, loading, type LoadState } from '../load-state';

export interface Loader<K, T> {
  state: ReadonlySignal<LoadState<T>>;
  /** Loads for this key; an answer for an older key is dropped. */
  load(key: K): Promise<void>;
  reset(): void;
}

/** One value fetched from the background per key (a counter, a page), newest request wins. */
export function createLoader<K, T>(fetch: (key: K) => Promise<Result<T>>): Loader<K, T> {
  const state = signal<LoadState<T>>(idle);
  let generation = 0;
  return {
    state,
    async load(key) {
      const mine = ++generation;
      state.value = loading(state.value);
      const answer = await fetch(key);
      if (mine !== generation) return;
      state.value = answer.ok
        ? { status: 'ready', data: answer.data }
        : { status: 'error', error: answer.error };
    },
    reset() {
      generation += 1;
      state.value = idle;
    },
  };
}
