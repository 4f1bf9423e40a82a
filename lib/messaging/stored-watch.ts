import { browser } from 'wxt/browser';
import type { StoredChangedMessage } from '../storage/background-store';

/**
 * Calls back with the names of the stored items that changed, for the extension's pages (the
 * options page and the popup follow settings and the key's status live): `storage.local` as the
 * browser tells, the background's own database as it announces. Returns the unsubscribe.
 */
export function watchStored(onChange: (names: string[]) => void): () => void {
  const onStorage = (changes: Record<string, unknown>, area: string) => {
    if (area === 'local') onChange(Object.keys(changes));
  };
  const onMessage = (message: unknown) => {
    const { type, names } = (message ?? {}) as Partial<StoredChangedMessage>;
    if (type === 'stored.changed' && Array.isArray(names)) onChange(names);
  };
  browser.storage.onChanged.addListener(onStorage);
  browser.runtime.onMessage.addListener(onMessage);
  return () => {
    browser.storage.onChanged.removeListener(onStorage);
    browser.runtime.onMessage.removeListener(onMessage);
  };
}
