/**
 * The organisation's policies as the background reads them: `storage.managed`, read by the
 * background alone (the key among them never leaves it), followed live through
 * `storage.onChanged` for the `managed` area. A browser without policies (or Firefox without a
 * policies file, where `managed.get` throws) reads as no policy.
 */
import { browser } from 'wxt/browser';
import { parsePolicy, type ParsedPolicy } from './policies';

export interface ManagedPolicy {
  current(): Promise<ParsedPolicy>;
  /** Called after the policies changed (read again), with the previous reading. */
  onChange(listener: (next: ParsedPolicy, previous: ParsedPolicy) => void): void;
}

interface ManagedArea {
  get(): Promise<Record<string, unknown>>;
}

interface ChangeEvent {
  addListener(listener: (changes: object, area: string) => void): void;
}

export function createManagedPolicy(
  area: ManagedArea = browser.storage.managed as unknown as ManagedArea,
  changes: ChangeEvent = browser.storage.onChanged as unknown as ChangeEvent,
): ManagedPolicy {
  let reading: Promise<ParsedPolicy> | undefined;
  const listeners = new Set<(next: ParsedPolicy, previous: ParsedPolicy) => void>();
  const read = () =>
    area.get().then(parsePolicy, (error: unknown) => {
      // No managed storage (no policy, or the browser has none): nothing set.
      if (!String(error).includes('Managed storage manifest not found'))
        console.warn('Tracker Lens: the organisation policies could not be read', error);
      return parsePolicy({});
    });

  changes.addListener((_changes, areaName) => {
    if (areaName !== 'managed') return;
    const previous = reading ?? read();
    const next = read();
    reading = next;
    void Promise.all([next, previous]).then(([now, before]) =>
      listeners.forEach((listener) => listener(now, before)),
    );
  });

  return {
    current: () => (reading ??= read()),
    onChange: (listener) => void listeners.add(listener),
  };
}
