import { z } from 'zod';
import { PRODUCTION_BASE_URL } from './defaults';

export { PRODUCTION_BASE_URL };

export const Language = z.enum(['auto', 'en', 'ru']);
export type Language = z.infer<typeof Language>;

export const BASE_URL_MESSAGE = 'Use an https:// address (http:// only for localhost)';

/** Plain http only on this computer: the key must never cross a network unencrypted. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isAllowedBaseUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (
      url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
    );
  } catch {
    return false;
  }
}

const RegionCode = z.string().regex(/^[A-Z]{2}$/);
/** A tag as the tracker takes it (the same bounds as a tag typed in the card). */
const CallTag = z.string().trim().min(1).max(64);
export const MAX_OUTCOME_TAGS = 8;
export const DEFAULT_CALLED_BACK_TAG = 'called-back';
export const DEFAULT_OUTCOME_TAGS: readonly string[] = [
  'interested',
  'no answer',
  'wrong number',
  'sale',
];
export const MAX_REGIONS = 8;
/** The rep's name as "Done" records it (`called-back:<name>`): letters, digits, spaces, . ' _ -. */
export const MAX_REP_NAME = 40;
export const REP_NAME_MESSAGE = "Use letters, digits, spaces and . ' _ - (at most 40)";

/** Each field's rule, without defaults: a patch must name only what it changes. */
const fields = {
  baseUrl: z
    .url({ protocol: /^https?$/, error: BASE_URL_MESSAGE })
    .refine(isAllowedBaseUrl, { error: BASE_URL_MESSAGE }),
  /**
   * ISO 3166 region used to read numbers written without a country code: always the first of
   * `regions` (settings-store keeps them in step; stored before `regions` existed).
   */
  defaultRegion: RegionCode,
  /**
   * The user's regions, default first: the others read national numbers the default region
   * cannot ("020 7946 0958" for GB). Replaces the single `defaultRegion` of older versions.
   */
  regions: z
    .array(RegionCode)
    .min(1)
    .max(MAX_REGIONS)
    .refine((list) => new Set(list).size === list.length, { error: 'Regions repeat' }),
  /** Counters searched by lookups; `null` means every counter the key sees. */
  selectedCounterIds: z.array(z.string().regex(/^\d{1,32}$/)).nullable(),
  /** How many days of calls and leads the local index keeps. */
  indexWindowDays: z.number().int().min(1).max(365),
  /** The most the local index may take, in MB: past it the oldest rows go (the newest kept). */
  indexCapMb: z.number().int().min(10).max(2000),
  /** Custom domains the user switched on, besides the CRM presets (permissions are the truth). */
  customDomains: z.array(z.string()),
  language: Language,
  /** A dotted line under recognised numbers on pages (the cue), on every site... */
  cue: z.boolean(),
  /** ...but these: CRM preset ids, custom domains or host names (`lib/sites/cue-site.ts`). */
  cueOffSites: z.array(z.string().min(1).max(253)).max(500),
  /**
   * The region of numbers written without a country code on a site whose customers are in one
   * country, before the user's default (keys as `cueOffSites`: preset ids, custom domains, host
   * names; lib/sites/site-region.ts). A team policy may set it too.
   */
  siteRegions: z
    .record(z.string().min(1).max(253), RegionCode)
    .refine((sites) => Object.keys(sites).length <= 500, { error: 'Too many sites' }),
  /** The tag "Done" writes on a missed call of the callback queue (a team policy may set it). */
  calledBackTag: CallTag,
  /** The outcome tags offered in one click on a call (a team policy may set them). */
  outcomeTags: z
    .array(CallTag)
    .max(MAX_OUTCOME_TAGS)
    .refine((list) => new Set(list).size === list.length, { error: 'Tags repeat' }),
  /** Recent calls opens on the callback queue, and its open count is on the toolbar button. */
  callbackQueue: z.boolean(),
  /**
   * The rep's name, recorded beside the "called back" tag (`called-back:Anna`) so the team sees
   * who called back; empty: not recorded. A team policy may set it for each user.
   */
  repName: z
    .string()
    .trim()
    .max(MAX_REP_NAME, { error: REP_NAME_MESSAGE })
    .regex(/^[\p{L}\p{N} .'_-]*$/u, { error: REP_NAME_MESSAGE }),
};

export const Settings = z.object({
  baseUrl: fields.baseUrl.default(PRODUCTION_BASE_URL),
  defaultRegion: fields.defaultRegion.default('RU'),
  regions: fields.regions.default(['RU']),
  selectedCounterIds: fields.selectedCounterIds.default(null),
  indexWindowDays: fields.indexWindowDays.default(90),
  indexCapMb: fields.indexCapMb.default(100),
  customDomains: fields.customDomains.default([]),
  language: fields.language.default('auto'),
  cue: fields.cue.default(true),
  cueOffSites: fields.cueOffSites.default([]),
  siteRegions: fields.siteRegions.default({}),
  calledBackTag: fields.calledBackTag.default(DEFAULT_CALLED_BACK_TAG),
  outcomeTags: fields.outcomeTags.default(() => [...DEFAULT_OUTCOME_TAGS]),
  callbackQueue: fields.callbackQueue.default(false),
  repName: fields.repName.default(''),
});
export type Settings = z.infer<typeof Settings>;

export const SettingsPatch = z.object(fields).partial();
export type SettingsPatch = z.infer<typeof SettingsPatch>;

export const DEFAULT_SETTINGS: Settings = Settings.parse({});

/** Each field's own rule, for the organisation's policies that set them (lib/policy). */
export const settingFields = fields;
