/** Real background services over a fake tracker, fresh storage and a fresh IndexedDB. */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openKeyStore } from '../../../../lib/background/key-store';
import { createServices } from '../../../../lib/background/services';
import { keyStatusItem, settingsItem } from '../../../../lib/storage/items';
import { createFakeTracker, type PhoneFilterMode } from './fake-tracker';

export const TEST_KEY = 'secret-key-4f1c9a';

/** The key as the background's vault holds it. */
export const storedKey = (): Promise<string | null> => openKeyStore().read();

export async function setUpBackground(
  options: {
    phoneFilter?: PhoneFilterMode;
    withKey?: boolean;
    now?: () => number;
    lookupDeadlineMs?: number;
    /** The prompt local answer for a slow service (off unless given; the product gives it). */
    lookupPromptMs?: number;
  } = {},
) {
  fakeBrowser.reset();
  globalThis.indexedDB = new IDBFactory();
  const tracker = createFakeTracker(
    options.phoneFilter ? { phoneFilter: options.phoneFilter } : {},
  );
  const wake = vi.fn<(at: number | undefined, drain: () => void) => void>();
  const makeSource = vi.fn(() => tracker.source);
  if (options.withKey !== false) {
    await openKeyStore().write(TEST_KEY);
    await keyStatusItem.setValue({ state: 'valid', counters: 2, checkedAt: 1 });
  }
  await settingsItem.setValue({ baseUrl: 'https://tracker.test' });
  const services = createServices({
    makeSource,
    scheduleOutboxWake: wake,
    ...(options.now ? { now: options.now } : {}),
    ...(options.lookupDeadlineMs ? { lookupDeadlineMs: options.lookupDeadlineMs } : {}),
    ...(options.lookupPromptMs ? { lookupPromptMs: options.lookupPromptMs } : {}),
  });
  return { services, tracker, wake, makeSource };
}
