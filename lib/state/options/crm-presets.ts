/** The one place the options page gets its CRM presets from (owned by lib/sites). */
export { CRM_PRESETS, type CrmPreset } from '../../sites/presets';
