/** Where the build puts the CRM content script (WXT: `entrypoints/crm.content` → this file). */
export const CRM_SCRIPT_FILE = '/content-scripts/crm.js';

/** The card's views, run in a frame's content script world on its first card (`entrypoints/card-views.content.ts`). */
export const CARD_VIEWS_FILE = '/content-scripts/card-views.js';

/** Id of the dynamically registered content script (Chrome `scripting`). */
export const CRM_SCRIPT_ID = 'tracker-lens-crm';
