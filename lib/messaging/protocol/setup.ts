/** Setup: the key, settings, counters, the local index and what is stored. */
import { z } from 'zod';
import { SettingsPatch, type Language, type Settings } from '../../storage/settings';
import type { CounterView, IndexStatus, KeyStatus } from '../../types/phone-data';

export const setupFromAnyContext = [
  z.object({ type: z.literal('setup.status') }),
  z.object({ type: z.literal('options.open') }),
] as const;

export const setupFromPages = [
  z.object({
    type: z.literal('key.set'),
    apiKey: z.string().trim().min(1).max(256),
    /** Store a key the service could not check (it was unreachable), on the user's word. */
    saveUnchecked: z.boolean().optional(),
  }),
  z.object({ type: z.literal('key.clear') }),
  z.object({ type: z.literal('settings.get') }),
  z.object({ type: z.literal('settings.update'), patch: SettingsPatch }),
  z.object({ type: z.literal('counters.list'), refresh: z.boolean().optional() }),
  z.object({ type: z.literal('index.status') }),
  z.object({ type: z.literal('index.sync') }),
  z.object({ type: z.literal('data.clear') }),
  // Stored settings that no longer validate (kept in storage; defaults stand in for them).
  z.object({ type: z.literal('settings.problems') }),
  // Waiting writes that no longer read (after an update), kept aside: lib/storage/README.md.
  z.object({ type: z.literal('stored.unreadable') }),
] as const;

export interface SetupStatus {
  configured: boolean;
  key: KeyStatus;
  defaultRegion: string;
  /** The user's regions, default first: content scripts read national numbers of the others. */
  regions?: string[];
  /** The chosen interface language, so content scripts need not read storage. Always sent. */
  language?: Language;
  /** Whether the sender's page shows the cue under its numbers (by the settings and its site). */
  cue?: boolean;
  /** The team's outcome tags, offered in one click on the newest call (settings `outcomeTags`). */
  outcomeTags?: string[];
  /** The sender's page is the tracker's own address: its content script does nothing there. */
  offHere?: boolean;
}

export interface SettingsProblem {
  field: string;
  message: string;
}

/** How many waiting writes of each outbox could not be read and are kept aside. */
export interface UnreadableWrites {
  tagWrites: number;
  recordWrites: number;
}

export interface SetupResponses {
  'setup.status': SetupStatus;
  'options.open': null;
  'key.set': KeyStatus;
  'key.clear': KeyStatus;
  'settings.get': Settings;
  'settings.update': Settings;
  'counters.list': CounterView[];
  'index.status': IndexStatus;
  'index.sync': IndexStatus;
  'stored.unreadable': UnreadableWrites;
  'data.clear': null;
  'settings.problems': SettingsProblem[];
}
