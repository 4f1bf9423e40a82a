/**
 * CRM presets the options page offers as switches. Each preset is enabled by requesting its
 * origins as optional host permissions at that moment; the content script is then registered
 * for the granted origins (see `registration.ts`).
 */
export interface CrmPreset {
  /** Stable identifier, stored in settings. */
  id: string;
  /** Product name shown to the user (not translated). */
  name: string;
  /** Match patterns (https only) requested as optional host permissions. */
  origins: string[];
}

export const CRM_PRESETS: readonly CrmPreset[] = [
  {
    id: 'amocrm',
    name: 'amoCRM / Kommo',
    origins: ['https://*.amocrm.ru/*', 'https://*.amocrm.com/*', 'https://*.kommo.com/*'],
  },
  {
    id: 'bitrix24',
    name: 'Bitrix24',
    origins: [
      'https://*.bitrix24.ru/*',
      'https://*.bitrix24.com/*',
      'https://*.bitrix24.by/*',
      'https://*.bitrix24.kz/*',
      'https://*.bitrix24.eu/*',
      'https://*.bitrix24.de/*',
    ],
  },
  {
    id: 'retailcrm',
    name: 'RetailCRM / Simla',
    origins: ['https://*.retailcrm.ru/*', 'https://*.simla.com/*'],
  },
  {
    id: 'hubspot',
    name: 'HubSpot',
    origins: ['https://app.hubspot.com/*', 'https://app-eu1.hubspot.com/*'],
  },
  {
    id: 'salesforce',
    name: 'Salesforce',
    origins: ['https://*.lightning.force.com/*', 'https://*.my.salesforce.com/*'],
  },
  { id: 'pipedrive', name: 'Pipedrive', origins: ['https://*.pipedrive.com/*'] },
  {
    id: 'zoho',
    name: 'Zoho CRM',
    origins: [
      'https://crm.zoho.com/*',
      'https://crm.zoho.eu/*',
      'https://crm.zoho.in/*',
      'https://crm.zoho.com.au/*',
    ],
  },
  { id: 'megaplan', name: 'Megaplan', origins: ['https://*.megaplan.ru/*'] },
];

/** All preset origins, flattened (for registration and permission checks). */
export const ALL_PRESET_ORIGINS: readonly string[] = CRM_PRESETS.flatMap(
  (preset) => preset.origins,
);

export function findPreset(id: string): CrmPreset | undefined {
  return CRM_PRESETS.find((preset) => preset.id === id);
}
