import { computed, type ReadonlySignal } from '@preact/signals';
import type { SettingsModel } from '../settings-model';
import type { CueModel } from './cue-model';

export interface SiteRegion {
  /** What `siteRegions` is keyed by: a preset id, a custom domain, or a host name. */
  site: string;
  label: string;
  /** The site's region, or null: the user's default applies. */
  region: string | null;
}

/** The region of numbers without a country code, per switched-on site. */
export interface SiteRegionModel {
  sites: ReadonlySignal<SiteRegion[]>;
  setRegion(site: string, region: string | null): Promise<void>;
}

/** The same sites as the cue's switches (switched-on presets and custom domains). */
export function createSiteRegionModel(settings: SettingsModel, cue: CueModel): SiteRegionModel {
  const chosen = computed(() => settings.settings.value?.siteRegions ?? {});
  return {
    sites: computed(() =>
      cue.sites.value.map(({ site, label }) => ({
        site,
        label,
        region: chosen.value[site] ?? null,
      })),
    ),
    async setRegion(site, region) {
      const rest = Object.fromEntries(Object.entries(chosen.value).filter(([key]) => key !== site));
      await settings.update({ siteRegions: region ? { ...rest, [site]: region } : rest });
    },
  };
}
