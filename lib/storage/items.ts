/**
 * Every storage item of the extension, in one place. Only the background reads and writes
 * them; all but the per-tab session keys live in the background's IndexedDB
 * (`background-store.ts`), out of reach of content scripts.
 */
import { z } from 'zod';
import { defineBackgroundItem } from './background-store';
import { KeyStatusSchema } from './schemas';
import type { KeyStatus } from '../types/phone-data';

/**
 * Raw settings as stored; read them through `loadSettings`, which checks them field by field
 * so a bad value is reported and left as is, never lost (hence no schema at this level).
 */
export const settingsItem = defineBackgroundItem<unknown>('settings', {
  schema: z.unknown(),
  version: 1,
  fallback: {},
});

/**
 * The last check of the stored key. Unreadable: "checking", and the key vault checks the key
 * again (a missing key would be untrue while a key is stored).
 */
export const keyStatusItem = defineBackgroundItem<KeyStatus>('keyStatus', {
  schema: KeyStatusSchema,
  version: 1,
  fallback: { state: 'missing' },
  unreadable: { state: 'checking' },
});

/** Numbers found on a tab by its content scripts in all frames (digit strings). */
export const detectedPhonesKey = (tabId: number) => `session:detected:${tabId}` as const;
/** The same numbers per frame (frame id -> digits), so each report replaces its frame's set. */
export const detectedFramesKey = (tabId: number) => `session:detectedFrames:${tabId}` as const;
/**
 * What the page says next to its numbers (label, call link, order id), per frame: frame id ->
 * digits -> what was said. Kept apart so `detected:<tabId>` stays a list of digit strings.
 */
export const detectedContextKey = (tabId: number) => `session:detectedContext:${tabId}` as const;

export * from './background-items';
