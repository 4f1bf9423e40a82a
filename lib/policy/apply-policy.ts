/**
 * The organisation's policies over the user's settings. Locked (`lockedSettings`), a policy
 * wins over whatever the user stored; unlocked, it stands where the user stored nothing, so a
 * user's own choice wins (the options page says which applies).
 */
import type { LoadedSettings } from '../storage/settings-store';
import type { Settings } from '../storage/settings';
import type { ParsedPolicy, PolicyName } from './policies';

/** The policies that are settings, and the setting each one sets. */
export const SETTING_OF = {
  serviceAddress: 'baseUrl',
  counters: 'selectedCounterIds',
  language: 'language',
  pageCue: 'cue',
  regions: 'regions',
  calledBackTag: 'calledBackTag',
  outcomeTags: 'outcomeTags',
  repName: 'repName',
} as const satisfies Partial<Record<PolicyName, keyof Settings>>;

export const isLocked = (policy: ParsedPolicy) => policy.values.lockedSettings === true;

export function applyPolicy(
  loaded: LoadedSettings,
  stored: Record<string, unknown>,
  policy: ParsedPolicy,
): LoadedSettings {
  const settings: Record<string, unknown> = { ...loaded.settings };
  for (const [name, field] of Object.entries(SETTING_OF)) {
    const value = policy.values[name as keyof typeof SETTING_OF];
    if (value === undefined) continue;
    if (isLocked(policy) || stored[field] === undefined) settings[field] = value;
  }
  // The default region is always the first of the regions (settings-store keeps them in step).
  const regions = settings.regions as Settings['regions'];
  settings.defaultRegion = regions[0] ?? settings.defaultRegion;
  return { settings: settings as Settings, problems: loaded.problems };
}

/** The key the background uses: the organisation's, unless unlocked and the user has their own. */
export function effectiveKey(
  own: string | null,
  policy: ParsedPolicy,
): { key: string | null; source: 'organisation' | 'own' | 'none' } {
  const organisation = policy.values.apiKey;
  if (organisation !== undefined && (isLocked(policy) || own === null)) {
    return { key: organisation, source: 'organisation' };
  }
  return own === null ? { key: null, source: 'none' } : { key: own, source: 'own' };
}
