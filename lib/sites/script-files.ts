/** Where the build puts the CRM content script (WXT: `entrypoints/crm.content` → this file). */
export const CRM_SCRIPT_FILE = '/content-scripts/crm.js';

/** Id of the dynamically registered content script (Chrome `scripting`). */
export const CRM_SCRIPT_ID = 'tracker-lens-crm';
