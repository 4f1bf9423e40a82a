import type { EmulatorStore } from './store';

/** The two keys the emulator knows. They are public fixtures, not secrets. */
export const DEMO_KEYS = { full: 'demo-key', limited: 'demo-key-limited' } as const;

/** Counter ids the key can see, in /api/me order; undefined for an unknown key. */
export function visibleCountersFor(
  key: string | undefined,
  store: EmulatorStore,
): string[] | undefined {
  const all = store.counters.map((c) => c.counterId);
  if (key === DEMO_KEYS.full) return all;
  if (key === DEMO_KEYS.limited) return all.slice(0, 1);
  return undefined;
}
