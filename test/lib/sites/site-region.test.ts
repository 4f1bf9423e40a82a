import { describe, expect, it } from 'vitest';
import { regionsForSite, siteRegionOf } from '../../../lib/sites/site-region';

const settings = {
  siteRegions: { amocrm: 'KZ', 'crm.example.in': 'IN' },
  customDomains: ['crm.example.in'],
  regions: ['RU', 'KZ', 'GB'],
};

describe('a region per site', () => {
  it('finds the region of a preset and of a custom domain', () => {
    expect(siteRegionOf(settings, 'https://team.amocrm.ru/leads')).toBe('KZ');
    expect(siteRegionOf(settings, 'https://crm.example.in/contacts/1')).toBe('IN');
    expect(siteRegionOf(settings, 'https://other.example.com/')).toBeUndefined();
  });

  it('puts the site’s region before the user’s regions, once', () => {
    expect(regionsForSite(settings, 'https://team.amocrm.ru/')).toEqual(['KZ', 'RU', 'GB']);
    expect(regionsForSite(settings, 'https://crm.example.in/')).toEqual(['IN', 'RU', 'KZ', 'GB']);
    expect(regionsForSite(settings, 'https://other.example.com/')).toEqual(['RU', 'KZ', 'GB']);
  });
});
