/**
 * The ids administrators name Tracker Lens by. The Chrome Web Store and Edge Add-ons give an id
 * at the first upload (docs/ADMIN.md says where to read it); until it is written here the
 * templates carry a placeholder that says so. Yandex Browser installs from the Chrome Web Store.
 */
export const STORE_IDS = {
  chrome: 'REPLACE_WITH_CHROME_WEB_STORE_ID',
  edge: 'REPLACE_WITH_EDGE_ADDONS_ID',
  /** `browser_specific_settings.gecko.id` (wxt.config.ts GECKO_ID; a test holds them equal). */
  firefox: 'tracker-lens@tracker-lens.dev',
} as const;

export const UPDATE_URLS = {
  chrome: 'https://clients2.google.com/service/update2/crx',
  edge: 'https://edge.microsoft.com/extensionwebstorebase/v1/crx',
  firefox: `https://addons.mozilla.org/firefox/downloads/latest/${STORE_IDS.firefox}/latest.xpi`,
} as const;
