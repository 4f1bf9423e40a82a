/**
 * Each CRM preset's own search address for a phone number (the Recent calls view's "Find in
 * CRM"). A search is built from the address of a tab of that CRM, which names the account
 * (subdomain, HubSpot portal, Zoho org); a preset with no known search address, or a tab
 * address it cannot read, gives undefined, and the view copies the number instead.
 *
 * Basis of each (none checked against a live account; the URLs follow the products' web apps):
 * - amoCRM / Kommo: the contacts list's search box puts its text in `?term=` of the list URL.
 * - Bitrix24: the CRM contact grid's filter search, `apply_filter=Y&FIND=` on /crm/contact/list/.
 * - HubSpot: the contacts index view takes a `query` parameter; the portal id is the number
 *   after the app name in every app.hubspot.com path (`/contacts/<portal>/...`).
 * - Salesforce Lightning: the global search page opened through the `one.app#` address with
 *   the base64 JSON of `forceSearch:search` and its `term` (the form Lightning's own links use).
 * - Zoho CRM: the search results page `/crm/<org>/search?searchword=`; the org is the path's
 *   `org…` part (or the custom domain segment after /crm/).
 * - Pipedrive: its web app has a search box but no documented search address: unknown.
 * - RetailCRM / Simla: unknown (list filters are form state, not a stable address).
 * - Megaplan: unknown.
 */
import { CRM_PRESETS } from './presets';

type SearchBuilder = (page: URL, digits: string) => string | undefined;

const plus = (digits: string) => encodeURIComponent(`+${digits}`);

const SEARCH: Readonly<Record<string, SearchBuilder>> = {
  amocrm: (page, digits) => `${page.origin}/contacts/list/?term=${plus(digits)}`,
  bitrix24: (page, digits) => `${page.origin}/crm/contact/list/?apply_filter=Y&FIND=${digits}`,
  hubspot: (page, digits) => {
    const portal = /^\/[\w-]+\/(\d+)(?:\/|$)/.exec(page.pathname)?.[1];
    return portal
      ? `${page.origin}/contacts/${portal}/objects/0-1/views/all/list?query=${digits}`
      : undefined;
  },
  salesforce: (page, digits) => {
    const state = { componentDef: 'forceSearch:search', attributes: { term: `+${digits}` } };
    const host = page.hostname.replace(/\.my\.salesforce\.com$/, '.lightning.force.com');
    return `https://${host}/one/one.app#${btoa(JSON.stringify(state))}`;
  },
  zoho: (page, digits) => {
    const org = /^\/crm\/([\w-]+)\//.exec(page.pathname)?.[1];
    return org && org !== 'tab'
      ? `${page.origin}/crm/${org}/search?searchword=${digits}`
      : undefined;
  },
};

/** Whether the preset states a search address (the others copy the number). */
export const hasCrmSearch = (presetId: string): boolean => Object.hasOwn(SEARCH, presetId);

/** The CRM's search for `digits`, built from the address of a tab of it; https only. */
export function crmSearchUrl(
  presetId: string,
  pageUrl: string,
  digits: string,
): string | undefined {
  if (!Object.hasOwn(SEARCH, presetId) || !/^\d{7,15}$/.test(digits)) return undefined;
  let page: URL;
  try {
    page = new URL(pageUrl);
  } catch {
    return undefined;
  }
  if (page.protocol !== 'https:') return undefined;
  return SEARCH[presetId]!(page, digits);
}

/** The preset whose sites include the page's host, if any. */
export function presetOfPage(pageUrl: string | undefined): { id: string; name: string } | null {
  if (!pageUrl) return null;
  let host: string;
  try {
    const url = new URL(pageUrl);
    if (url.protocol !== 'https:') return null;
    host = url.hostname;
  } catch {
    return null;
  }
  const preset = CRM_PRESETS.find((p) => p.origins.some((origin) => hostMatches(origin, host)));
  return preset ? { id: preset.id, name: preset.name } : null;
}

/**
 * Hosts under a preset's wildcard that are the vendor's own site, never an account: a search
 * there is no search in the user's CRM.
 */
const VENDOR_LABELS = new Set(['www', 'help', 'support', 'status', 'blog', 'api', 'developers']);

/**
 * `https://*.amocrm.ru/*` matches the account host `acme.amocrm.ru`, and only that shape: one
 * label (an account name) before the preset's domain, not a deeper host someone else's site
 * may sit on (`a.b.amocrm.ru`) nor the vendor's own pages (`www.amocrm.ru`);
 * `https://app.hubspot.com/*` matches only itself.
 */
function hostMatches(pattern: string, host: string): boolean {
  const patternHost = /^https:\/\/([^/]+)\//.exec(pattern)?.[1];
  if (!patternHost) return false;
  if (!patternHost.startsWith('*.')) return patternHost === host;
  const base = patternHost.slice(2);
  if (!host.endsWith(`.${base}`)) return false;
  const account = host.slice(0, -base.length - 1);
  return /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(account) && !VENDOR_LABELS.has(account);
}
