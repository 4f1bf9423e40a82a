/**
 * The site of a page as the extension switches it on: its host and the match pattern asked as
 * an optional host permission. Only https pages, and plain http on this computer (the same rule
 * as the options page's custom domains); never the tracker's own address.
 */
export interface PageSite {
  host: string;
  /** Match patterns requested and registered for the site. */
  origins: string[];
}

const LOOPBACK = new Set(['localhost', '127.0.0.1']);

export function siteOfUrl(pageUrl: string | undefined, serviceUrl?: string): PageSite | null {
  if (!pageUrl) return null;
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return null;
  }
  const loopback = LOOPBACK.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) return null;
  if (serviceUrl !== undefined && isServiceHost(url, serviceUrl)) return null;
  return { host: url.hostname, origins: [`${url.protocol}//${url.hostname}/*`] };
}

/** True when the page is served from the tracker's own host: the extension never runs there. */
function isServiceHost(page: URL, serviceUrl: string): boolean {
  try {
    return new URL(serviceUrl).hostname === page.hostname;
  } catch {
    return false;
  }
}

/** The match pattern of the tracker's own origin (never a content-script match). */
export function serviceOriginPattern(serviceUrl: string): string | null {
  try {
    const url = new URL(serviceUrl);
    return `${url.protocol}//${url.hostname}/*`;
  } catch {
    return null;
  }
}

/**
 * True when a page (or frame) is the tracker's own: its origin, or any page of its host but on
 * this computer, where the demo's emulator and CRM pages share a host and differ by port.
 */
export function isTrackerPage(pageUrl: string | undefined, serviceUrl: string): boolean {
  if (!pageUrl) return false;
  try {
    const page = new URL(pageUrl);
    const service = new URL(serviceUrl);
    if (page.origin === service.origin) return true;
    return !LOOPBACK.has(page.hostname) && isServiceHost(page, serviceUrl);
  } catch {
    return false;
  }
}
