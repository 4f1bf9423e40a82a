import { describe, expect, it } from 'vitest';
import { ALL_PRESET_ORIGINS, CRM_PRESETS, findPreset } from '../../../lib/sites/presets';
import { isMatchPattern } from '../../../lib/sites/origins';

describe('CRM presets', () => {
  it('covers the CRMs the product names, each with valid https match patterns', () => {
    expect(CRM_PRESETS.map((preset) => preset.id)).toEqual([
      'amocrm',
      'bitrix24',
      'retailcrm',
      'hubspot',
      'salesforce',
      'pipedrive',
      'zoho',
      'megaplan',
    ]);
    for (const origin of ALL_PRESET_ORIGINS) {
      expect(isMatchPattern(origin), origin).toBe(true);
      expect(origin.startsWith('https://')).toBe(true);
    }
  });

  it('never asks for every site through a preset', () => {
    expect(ALL_PRESET_ORIGINS.some((origin) => /^https:\/\/\*\//.test(origin))).toBe(false);
    expect(new Set(CRM_PRESETS.map((p) => p.id)).size).toBe(CRM_PRESETS.length);
  });

  it('finds a preset by id', () => {
    expect(findPreset('amocrm')?.origins).toContain('https://*.amocrm.ru/*');
    expect(findPreset('nope')).toBeUndefined();
  });
});
