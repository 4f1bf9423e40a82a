import { cueSiteOf } from './cue-site';

/**
 * The region a page's site reads national numbers in (`siteRegions`, set on the options page
 * or by a policy): the same site key as the cue's switch. Undefined when the site has none.
 */
export function siteRegionOf(
  settings: { siteRegions: Readonly<Record<string, string>>; customDomains: readonly string[] },
  url: string | undefined,
): string | undefined {
  const site = cueSiteOf(url, settings.customDomains);
  return site === null ? undefined : settings.siteRegions[site];
}

/** The user's regions with the site's first: it reads before the browser-wide default. */
export function regionsForSite(
  settings: {
    siteRegions: Readonly<Record<string, string>>;
    customDomains: readonly string[];
    regions: readonly string[];
  },
  url: string | undefined,
): string[] {
  const site = siteRegionOf(settings, url);
  if (!site) return [...settings.regions];
  return [site, ...settings.regions.filter((region) => region !== site)];
}
