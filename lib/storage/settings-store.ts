/**
 * Settings as stored, read field by field: a stored value that no longer validates is reported
 * and left in storage untouched (the default stands in for it), never silently overwritten.
 */
import { settingsItem } from './items';
import { Settings, type SettingsPatch } from './settings';

export interface SettingsProblem {
  field: string;
  message: string;
}

export interface LoadedSettings {
  settings: Settings;
  problems: SettingsProblem[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function readSettings(raw: unknown): LoadedSettings {
  const stored = isRecord(raw) ? raw : {};
  const problems: SettingsProblem[] = isRecord(raw)
    ? []
    : [{ field: '*', message: 'Stored settings are not an object; defaults are used.' }];
  const values: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(Settings.shape)) {
    const parsed = schema.safeParse(stored[field]);
    if (parsed.success) {
      values[field] = parsed.data;
    } else {
      values[field] = schema.parse(undefined);
      problems.push({ field, message: parsed.error.issues[0]?.message ?? 'invalid value' });
    }
  }
  migrateRegions(stored, values);
  return { settings: Settings.parse(values), problems };
}

/**
 * Settings stored before the region list had one `defaultRegion`: it becomes the list. After
 * that the list is the truth and `defaultRegion` is its first entry.
 */
function migrateRegions(stored: Record<string, unknown>, values: Record<string, unknown>): void {
  const regions = values.regions as string[];
  if (stored.regions === undefined && typeof stored.defaultRegion === 'string') {
    values.regions = [values.defaultRegion as string];
    return;
  }
  values.defaultRegion = regions[0];
}

/** A patch of either field keeps both in step: the default region is the list's first. */
function regionFields(patch: SettingsPatch, stored: Record<string, unknown>): SettingsPatch {
  if (patch.regions !== undefined) {
    return { ...patch, defaultRegion: patch.regions[0] ?? patch.defaultRegion };
  }
  if (patch.defaultRegion === undefined) return patch;
  const current = readSettings(stored).settings.regions;
  const others = current.filter((region) => region !== patch.defaultRegion);
  return { ...patch, regions: [patch.defaultRegion, ...others] };
}

/**
 * What an organisation's policies set over the stored settings (lib/policy, installed by the
 * background): every reading of the settings goes through it, the stored values stay as stored.
 */
export type SettingsOverlay = (
  loaded: LoadedSettings,
  stored: Record<string, unknown>,
) => Promise<LoadedSettings>;
let overlay: SettingsOverlay | undefined;

export function setSettingsOverlay(next: SettingsOverlay | undefined): void {
  overlay = next;
}

const overlaid = (loaded: LoadedSettings, raw: unknown) =>
  overlay ? overlay(loaded, isRecord(raw) ? raw : {}) : Promise.resolve(loaded);

export async function loadSettings(): Promise<LoadedSettings> {
  const raw = await settingsItem.getValue();
  const loaded = readSettings(raw);
  for (const problem of loaded.problems) {
    console.warn(`Stored setting "${problem.field}" is invalid (${problem.message}); kept as is.`);
  }
  return overlaid(loaded, raw);
}

// Read-modify-write of one storage item: writes run one after another so none is lost.
let writes: Promise<unknown> = Promise.resolve();

function serialized<T>(write: () => Promise<T>): Promise<T> {
  const run = writes.then(write);
  writes = run.catch(() => undefined);
  return run;
}

/**
 * Writes the patched fields; every other stored value stays as it was. With `onlyUnset`, a
 * field already stored is kept (first-run presets never overwrite a choice made meanwhile).
 */
export function updateSettings(
  patch: SettingsPatch,
  { onlyUnset = false }: { onlyUnset?: boolean } = {},
): Promise<LoadedSettings> {
  return serialized(async () => {
    const raw = await settingsItem.getValue();
    const next: Record<string, unknown> = { ...(isRecord(raw) ? raw : {}) };
    for (const [field, value] of Object.entries(regionFields(patch, next))) {
      if (value === undefined || (onlyUnset && field in next)) continue;
      next[field] = value;
    }
    await settingsItem.setValue(next);
    return overlaid(readSettings(next), next);
  });
}
