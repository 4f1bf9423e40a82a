import { z } from 'zod';

export const PRODUCTION_BASE_URL = 'https://api.tracker.k50.ru';

export const Language = z.enum(['auto', 'en', 'ru']);
export type Language = z.infer<typeof Language>;

export const Settings = z.object({
  baseUrl: z.url({ protocol: /^https?$/ }).default(PRODUCTION_BASE_URL),
  /** ISO 3166 region used to read numbers written without a country code. */
  defaultRegion: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default('RU'),
  /** Counters searched by lookups; `null` means every counter the key sees. */
  selectedCounterIds: z
    .array(z.string().regex(/^\d{1,32}$/))
    .nullable()
    .default(null),
  /** How many days of calls and leads the local index keeps. */
  indexWindowDays: z.number().int().min(1).max(365).default(90),
  /** Custom domains the user switched on, besides the CRM presets (permissions are the truth). */
  customDomains: z.array(z.string()).default([]),
  language: Language.default('auto'),
});
export type Settings = z.infer<typeof Settings>;

export const SettingsPatch = Settings.partial();
export type SettingsPatch = z.infer<typeof SettingsPatch>;

export const DEFAULT_SETTINGS: Settings = Settings.parse({});
