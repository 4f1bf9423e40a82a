/** Every storage item of the extension, in one place. Only the background writes them. */
import { storage } from 'wxt/utils/storage';
import type { KeyStatus } from '../lookup/types';

/**
 * Where older versions kept the API key. Content scripts can read storage.local, so the key
 * now lives in the background's IndexedDB (`lib/background/key-store.ts`), which moves a key
 * found here once and removes it.
 */
export const legacyApiKeyItem = storage.defineItem<string | null>('local:apiKey', {
  fallback: null,
});

/** Raw settings as stored; read them through `loadSettings` so bad values are reported, not lost. */
export const settingsItem = storage.defineItem<unknown>('local:settings', { fallback: {} });

export const keyStatusItem = storage.defineItem<KeyStatus>('local:keyStatus', {
  fallback: { state: 'missing' },
});

/** Numbers found on a tab by its content scripts in all frames (digit strings). */
export const detectedPhonesKey = (tabId: number) => `session:detected:${tabId}` as const;
/** The same numbers per frame (frame id -> digits), so each report replaces its frame's set. */
export const detectedFramesKey = (tabId: number) => `session:detectedFrames:${tabId}` as const;

export * from './background-items';
