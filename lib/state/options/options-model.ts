import { batch, signal, type ReadonlySignal } from '@preact/signals';
import type { ErrorPayload } from '../../types/result';
import { PRODUCTION_BASE_URL } from '../../storage/defaults';
import type { Language } from '../../storage/settings';
import type { Ask } from '../ask';
import { createSettingsModel, type SettingsModel } from '../settings-model';
import { createCountersModel, type CountersModel } from './counters-model';
import type { CrmPreset } from './crm-presets';
import { createDataModel, type DataModel } from './data-model';
import { createKeyModel, type KeyModel } from './key-model';
import type { PermissionsPort } from './permissions-port';
import { createCallbackSettingsModel, type CallbackSettingsModel } from './callback-settings-model';
import { createCueModel, type CueModel } from './cue-model';
import { createPolicyModel, type PolicyModel } from './policy-model';
import { createSiteRegionModel, type SiteRegionModel } from './site-region-model';
import { createSitesModel, type SitesModel } from './sites-model';

export interface OptionsDeps {
  ask: Ask;
  permissions: PermissionsPort;
  browserLanguage: string;
  presets?: readonly CrmPreset[];
  indexPollMs?: number;
  /**
   * Calls back with the names of the stored items the background changed, so the page
   * follows settings and the key status live; returns the unsubscribe.
   */
  watchStored?: (onChange: (names: string[]) => void) => () => void;
}

export type BaseUrlProblem = 'invalid' | 'denied' | 'failed';

export interface OptionsModel {
  settings: SettingsModel;
  key: KeyModel;
  counters: CountersModel;
  sites: SitesModel;
  cue: CueModel;
  siteRegions: SiteRegionModel;
  /** Callbacks and outcomes (callback-settings-model.ts). */
  callbacks: CallbackSettingsModel;
  data: DataModel;
  /** What the organisation's policies set. */
  policy: PolicyModel;
  baseUrlProblem: ReadonlySignal<{ kind: BaseUrlProblem; error?: ErrorPayload } | null>;
  /** What a new service address waits for: the browser's permission prompt, then the key check. */
  baseUrlStep: ReadonlySignal<'asking' | 'checking' | null>;
  savedAt: ReadonlySignal<number | null>;
  /** A change the background did not keep (e.g. its storage is full): said, with a retry. */
  saveError: ReadonlySignal<ErrorPayload | null>;
  /** Sends the change that was not kept again. */
  retrySave(): Promise<void>;
  start(): Promise<void>;
  /** Call straight from the click handler (asks for host permission for the new origin). */
  setBaseUrl(input: string): Promise<boolean>;
  /** Makes `region` the default, keeping the other regions of the list. */
  setRegion(region: string): Promise<void>;
  /** The whole region list, default first. */
  setRegions(regions: string[]): Promise<void>;
  setLanguage(language: Language): Promise<void>;
  saveKey(apiKey: string, options?: { saveUnchecked?: boolean }): Promise<boolean>;
  dispose(): void;
}

/** Parses an http(s) URL and returns its origin, or null. */
export function baseUrlOrigin(input: string): string | null {
  try {
    const url = new URL(input.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The options page: key, service address, region, sites, counters, local data and language. */
export function createOptionsModel(deps: OptionsDeps): OptionsModel {
  const { ask } = deps;
  const settings = createSettingsModel(ask, deps.browserLanguage);
  const key = createKeyModel(ask);
  const counters = createCountersModel(ask, settings);
  const sites = createSitesModel(ask, settings, deps.permissions, deps.presets);
  const cue = createCueModel(settings, sites);
  const siteRegions = createSiteRegionModel(settings, cue);
  const callbacks = createCallbackSettingsModel(settings);
  const data = createDataModel(ask, settings, { pollMs: deps.indexPollMs });
  const policy = createPolicyModel(ask);
  const baseUrlProblem = signal<{ kind: BaseUrlProblem; error?: ErrorPayload } | null>(null);
  const savedAt = signal<number | null>(null);
  const baseUrlStep = signal<'asking' | 'checking' | null>(null);
  let unwatch: (() => void) | undefined;

  const follow = (names: string[]) => {
    if (names.includes('settings')) void settings.load();
    // A policy change shows as a key or settings change: what the organisation set follows.
    if (names.includes('settings') || names.includes('keyStatus')) void policy.load();
    if (names.includes('keyStatus')) {
      void key.load().then(() => {
        const state = key.status.value?.state;
        if (state === 'valid' || state === 'no_counters') void counters.load();
      });
    }
    if (names.includes('indexSync')) void data.load();
  };

  const saveError = signal<ErrorPayload | null>(null);
  let unsaved: Parameters<SettingsModel['update']>[0] | undefined;

  // A change not kept is said (never dropped in silence) and kept here to be sent again.
  const saved = async (patch: Parameters<SettingsModel['update']>[0]) => {
    const answer = await settings.update(patch);
    batch(() => {
      if (answer.ok) savedAt.value = Date.now();
      saveError.value = answer.ok ? null : answer.error;
    });
    unsaved = answer.ok ? undefined : patch;
    return answer;
  };

  return {
    settings,
    key,
    counters,
    sites,
    cue,
    siteRegions,
    callbacks,
    data,
    policy,
    baseUrlProblem,
    baseUrlStep,
    savedAt,
    saveError,
    async retrySave() {
      if (unsaved) await saved(unsaved);
    },
    async start() {
      unwatch ??= deps.watchStored?.(follow);
      await Promise.all([settings.load(), key.load(), data.load(), policy.load()]);
      await sites.load();
      if (key.status.value?.state === 'valid' || key.status.value?.state === 'no_counters') {
        await counters.load();
      }
    },
    async setBaseUrl(input) {
      const origin = baseUrlOrigin(input === '' ? PRODUCTION_BASE_URL : input);
      if (!origin) {
        baseUrlProblem.value = { kind: 'invalid' };
        return false;
      }
      // Requested before any await so the browser still sees the click.
      const granted = deps.permissions.request([`${origin}/*`]);
      batch(() => {
        baseUrlProblem.value = null;
        baseUrlStep.value = 'asking';
      });
      try {
        if (!(await granted.catch(() => false))) {
          baseUrlProblem.value = { kind: 'denied' };
          return false;
        }
        const answer = await saved({ baseUrl: origin });
        if (!answer.ok) {
          baseUrlProblem.value = { kind: 'failed', error: answer.error };
          return false;
        }
        baseUrlStep.value = 'checking';
        await key.recheck();
        if (key.status.value?.state === 'valid') await counters.load();
        return true;
      } finally {
        baseUrlStep.value = null;
      }
    },
    async setRegion(region) {
      // The list is the truth (the default is its first); the others keep their order.
      const current = settings.settings.value?.regions ?? [];
      await saved({ regions: [region, ...current.filter((other) => other !== region)] });
    },
    async setRegions(regions) {
      await saved({ regions });
    },
    async setLanguage(language) {
      await saved({ language });
    },
    async saveKey(apiKey, options) {
      const valid = await key.save(apiKey, options);
      batch(() => {
        if (valid) savedAt.value = Date.now();
      });
      if (key.status.value?.state === 'valid' || key.status.value?.state === 'no_counters') {
        await Promise.all([counters.load(), data.load()]);
      }
      return valid;
    },
    dispose() {
      unwatch?.();
      unwatch = undefined;
      data.dispose();
    },
  };
}
