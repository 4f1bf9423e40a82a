import { describe, expect, it } from 'vitest';
import { cueSiteOf, isCueOn } from '../../../lib/sites/cue-site';

describe('cueSiteOf', () => {
  it.each([
    ['https://shop.amocrm.ru/leads', [], 'amocrm'],
    ['https://app.hubspot.com/contacts/1', [], 'hubspot'],
    ['https://crm.example.com/deals', ['crm.example.com'], 'crm.example.com'],
    ['https://a.example.com/', ['*.example.com'], '*.example.com'],
    ['https://example.com/', ['*.example.com'], '*.example.com'],
    ['https://notexample.com/', ['*.example.com'], 'notexample.com'],
    ['http://127.0.0.1:8787/crm/list.html', [], '127.0.0.1'],
    ['about:blank', [], null],
    [undefined, [], null],
  ] as const)('%s with %j → %s', (url, domains, site) => {
    expect(cueSiteOf(url, domains)).toBe(site);
  });
});

describe('isCueOn', () => {
  const base = { cue: true, cueOffSites: [] as string[], customDomains: [] as string[] };
  it('follows the global switch, then the site', () => {
    expect(isCueOn(base, 'https://x.amocrm.ru/')).toBe(true);
    expect(isCueOn({ ...base, cue: false }, 'https://x.amocrm.ru/')).toBe(false);
    expect(isCueOn({ ...base, cueOffSites: ['amocrm'] }, 'https://x.amocrm.ru/')).toBe(false);
    expect(isCueOn({ ...base, cueOffSites: ['amocrm'] }, 'https://x.bitrix24.ru/')).toBe(true);
  });
});
