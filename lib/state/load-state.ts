import type { ErrorPayload } from '../types/result';

/** A value fetched from the background. `loading` keeps the last data so views do not flash. */
export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'loading'; previous?: T }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: ErrorPayload };

export const idle: LoadState<never> = { status: 'idle' };

export function loading<T>(current: LoadState<T>): LoadState<T> {
  const previous =
    current.status === 'ready'
      ? current.data
      : current.status === 'loading'
        ? current.previous
        : undefined;
  return previous === undefined ? { status: 'loading' } : { status: 'loading', previous };
}

/** The freshest data a state holds, if any. */
export function dataOf<T>(state: LoadState<T>): T | undefined {
  if (state.status === 'ready') return state.data;
  if (state.status === 'loading') return state.previous;
  return undefined;
}
