import type { CounterInfo } from '../types/rows';

/** The counter's site as the user knows it: the host of its URL, else the project name. */
export function counterName(counter: CounterInfo | undefined, counterId: string): string {
  if (!counter) return counterId;
  try {
    return new URL(counter.url).host || counter.url;
  } catch {
    return counter.url || counter.projectDisplayName || counterId;
  }
}
