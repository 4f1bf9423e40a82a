/** Where the build puts the CRM content script (WXT: `entrypoints/crm.content` → this file). */
export const CRM_SCRIPT_FILE = '/content-scripts/crm.js';

/** The card's views, run in a frame's content script world on its first card (`entrypoints/card-views.content.ts`). */
export const CARD_VIEWS_FILE = '/content-scripts/card-views.js';

/**
 * The numbering plans of the regions outside the offered ones, run in a frame's content script
 * world when its page writes one of their calling codes (`entrypoints/phone-world.content.ts`).
 */
export const PHONE_WORLD_FILE = '/content-scripts/phone-world.js';
/** Where that script leaves the plans for the CRM content script (lib/content/phone-world.ts). */
export const PHONE_WORLD_GLOBAL = '__trackerLensPhoneWorld';

/**
 * What the page says next to its numbers, read for the popup's list: run in a frame's content
 * script world when the popup first asks (`entrypoints/page-describer.content.ts`).
 */
export const PAGE_DESCRIBER_FILE = '/content-scripts/page-describer.js';
/** Where that script leaves its reader (lib/content/describe-numbers.ts). */
export const PAGE_DESCRIBER_GLOBAL = '__trackerLensPageDescriber';

/** Id of the dynamically registered content script (Chrome `scripting`). */
export const CRM_SCRIPT_ID = 'tracker-lens-crm';
