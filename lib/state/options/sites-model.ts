import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import type { ErrorPayload } from '../../types/result';
import type { Ask } from '../ask';
import type { SettingsModel } from '../settings-model';
import { CRM_PRESETS, type CrmPreset } from './crm-presets';
import { originsOfHost, parseCustomDomain } from './custom-domain';
import type { PermissionsPort } from './permissions-port';

export type SiteProblem = 'denied' | 'invalid_domain' | 'failed';

export interface CustomDomainState {
  host: string;
  enabled: boolean;
}

export interface SitesModel {
  presets: readonly CrmPreset[];
  /** Preset id → whether all its origins are granted. */
  presetEnabled: ReadonlySignal<Record<string, boolean>>;
  customDomains: ReadonlySignal<CustomDomainState[]>;
  busy: ReadonlySignal<string | null>;
  problem: ReadonlySignal<{ kind: SiteProblem; subject: string; error?: ErrorPayload } | null>;
  load(): Promise<void>;
  /** Call straight from the click handler: the browser asks the user only during a gesture. */
  setPreset(id: string, on: boolean): Promise<void>;
  addCustomDomain(input: string): Promise<boolean>;
  setCustomDomain(host: string, on: boolean): Promise<void>;
  removeCustomDomain(host: string): Promise<void>;
}

/** Where the extension works: CRM presets and custom domains, backed by host permissions. */
export function createSitesModel(
  _ask: Ask,
  settings: SettingsModel,
  permissions: PermissionsPort,
  presets: readonly CrmPreset[] = CRM_PRESETS,
): SitesModel {
  const presetEnabled = signal<Record<string, boolean>>({});
  const grantedHosts = signal<Record<string, boolean>>({});
  const busy = signal<string | null>(null);
  const problem = signal<{ kind: SiteProblem; subject: string; error?: ErrorPayload } | null>(null);
  const hosts = computed(() => settings.settings.value?.customDomains ?? []);
  const customDomains = computed(() =>
    hosts.value.map((host) => ({ host, enabled: grantedHosts.value[host] === true })),
  );

  const readPresets = async () => {
    const entries = await Promise.all(
      presets.map(async (p) => [p.id, await permissions.contains(p.origins)] as const),
    );
    presetEnabled.value = Object.fromEntries(entries);
  };
  const readHosts = async () => {
    const entries = await Promise.all(
      hosts.value.map(async (h) => [h, await permissions.contains(originsOfHost(h))] as const),
    );
    grantedHosts.value = Object.fromEntries(entries);
  };

  // Starts the permission call synchronously, before any await, to keep the user gesture.
  const change = async (subject: string, on: boolean, origins: string[]) => {
    const pending = on ? permissions.request(origins) : permissions.remove(origins);
    batch(() => {
      busy.value = subject;
      problem.value = null;
    });
    try {
      const done = await pending;
      if (on && !done) problem.value = { kind: 'denied', subject };
    } catch (error) {
      problem.value = {
        kind: 'failed',
        subject,
        error: {
          kind: 'internal',
          message: error instanceof Error ? error.message : String(error),
        },
      };
    } finally {
      busy.value = null;
    }
  };

  const saveHosts = async (next: string[]) => {
    const answer = await settings.update({ customDomains: next });
    if (!answer.ok) problem.value = { kind: 'failed', subject: 'settings', error: answer.error };
  };

  return {
    presets,
    presetEnabled,
    customDomains,
    busy,
    problem,
    async load() {
      await Promise.all([readPresets(), readHosts()]);
    },
    async setPreset(id, on) {
      const preset = presets.find((p) => p.id === id);
      if (!preset) return;
      await change(preset.name, on, preset.origins);
      await readPresets();
    },
    async addCustomDomain(input) {
      const domain = parseCustomDomain(input);
      if (!domain) {
        problem.value = { kind: 'invalid_domain', subject: input.trim() };
        return false;
      }
      await change(domain.host, true, domain.origins);
      const granted = await permissions.contains(domain.origins);
      if (granted && !hosts.value.includes(domain.host)) {
        await saveHosts([...hosts.value, domain.host]);
      }
      await readHosts();
      return granted;
    },
    async setCustomDomain(host, on) {
      await change(host, on, originsOfHost(host));
      await readHosts();
    },
    async removeCustomDomain(host) {
      await change(host, false, originsOfHost(host));
      await saveHosts(hosts.value.filter((h) => h !== host));
      await readHosts();
    },
  };
}
