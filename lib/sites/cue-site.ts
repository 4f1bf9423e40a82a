import { CRM_PRESETS, type CrmPreset } from './presets';

/** Does a host pattern ("app.hubspot.com", "*.amocrm.ru") cover `hostname`? */
function hostMatches(pattern: string, hostname: string): boolean {
  if (!pattern.startsWith('*.')) return pattern === hostname;
  const base = pattern.slice(2);
  return hostname === base || hostname.endsWith(`.${base}`);
}

const hostOfPattern = (origin: string) => origin.replace(/^[a-z*]+:\/\//, '').replace(/\/.*$/, '');

/**
 * The site whose cue switch applies to a page: the CRM preset that covers it (its id), else the
 * custom domain that does (as typed), else the page's host name. Null for a page without a host.
 */
export function cueSiteOf(
  url: string | undefined,
  customDomains: readonly string[],
  presets: readonly CrmPreset[] = CRM_PRESETS,
): string | null {
  let hostname: string;
  try {
    hostname = new URL(url ?? '').hostname;
  } catch {
    return null;
  }
  if (hostname === '') return null;
  const preset = presets.find((candidate) =>
    candidate.origins.some((origin) => hostMatches(hostOfPattern(origin), hostname)),
  );
  if (preset) return preset.id;
  return customDomains.find((domain) => hostMatches(domain, hostname)) ?? hostname;
}

/** Whether the cue is drawn on a page, by the global switch and the page's site. */
export function isCueOn(
  settings: { cue: boolean; cueOffSites: readonly string[]; customDomains: readonly string[] },
  url: string | undefined,
): boolean {
  if (!settings.cue) return false;
  const site = cueSiteOf(url, settings.customDomains);
  return site === null || !settings.cueOffSites.includes(site);
}
