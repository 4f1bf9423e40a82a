import { computed, type ReadonlySignal } from '@preact/signals';
import type { SettingsModel } from '../settings-model';
import type { SitesModel } from './sites-model';

export interface CueSite {
  /** What `cueOffSites` stores: a preset id, a custom domain, or a host name. */
  site: string;
  label: string;
  on: boolean;
}

/** The cue's switches: one for every page, one per switched-on site. */
export interface CueModel {
  on: ReadonlySignal<boolean>;
  /** Switched-on presets and custom domains, and any site the cue is off for. */
  sites: ReadonlySignal<CueSite[]>;
  setOn(on: boolean): Promise<void>;
  setSite(site: string, on: boolean): Promise<void>;
}

export function createCueModel(settings: SettingsModel, sites: SitesModel): CueModel {
  const off = computed(() => settings.settings.value?.cueOffSites ?? []);
  const list = computed(() => {
    const enabled = sites.presetEnabled.value;
    const named: CueSite[] = [
      ...sites.presets.filter((p) => enabled[p.id]).map((p) => ({ site: p.id, label: p.name })),
      ...sites.customDomains.value
        .filter((d) => d.enabled)
        .map((d) => ({ site: d.host, label: d.host })),
    ].map((entry) => ({ ...entry, on: !off.value.includes(entry.site) }));
    const known = new Set(named.map((entry) => entry.site));
    const others = off.value
      .filter((site) => !known.has(site))
      .map((site) => ({ site, label: sites.presets.find((p) => p.id === site)?.name ?? site }));
    return [...named, ...others.map((entry) => ({ ...entry, on: false }))];
  });
  return {
    on: computed(() => settings.settings.value?.cue ?? true),
    sites: list,
    async setOn(on) {
      await settings.update({ cue: on });
    },
    async setSite(site, on) {
      const rest = off.value.filter((entry) => entry !== site);
      await settings.update({ cueOffSites: on ? rest : [...rest, site] });
    },
  };
}
