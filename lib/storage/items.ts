/**
 * Every storage item of the extension, in one place. Only the background reads and writes
 * them; all but the per-tab session keys live in the background's IndexedDB
 * (`background-store.ts`), out of reach of content scripts.
 */
import { storage } from 'wxt/utils/storage';
import { defineBackgroundItem } from './background-store';
import type { KeyStatus } from '../types/phone-data';

/**
 * Where older versions kept the API key. Content scripts can read storage.local, so the key
 * now lives in the background's IndexedDB (`lib/background/key-store.ts`), which moves a key
 * found here once and removes it.
 */
export const legacyApiKeyItem = storage.defineItem<string | null>('local:apiKey', {
  fallback: null,
});

/** Raw settings as stored; read them through `loadSettings` so bad values are reported, not lost. */
export const settingsItem = defineBackgroundItem<unknown>('settings', { fallback: {} });

export const keyStatusItem = defineBackgroundItem<KeyStatus>('keyStatus', {
  fallback: { state: 'missing' },
});

/** Numbers found on a tab by its content scripts in all frames (digit strings). */
export const detectedPhonesKey = (tabId: number) => `session:detected:${tabId}` as const;
/** The same numbers per frame (frame id -> digits), so each report replaces its frame's set. */
export const detectedFramesKey = (tabId: number) => `session:detectedFrames:${tabId}` as const;

export * from './background-items';
