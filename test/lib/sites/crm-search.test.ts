import { describe, expect, it } from 'vitest';
import { crmSearchUrl, hasCrmSearch, presetOfPage } from '../../../lib/sites/crm-search';
import { CRM_PRESETS } from '../../../lib/sites/presets';

const PHONE = '79161234567';

describe('CRM search addresses', () => {
  it('every preset states whether it knows a search address', () => {
    const known = CRM_PRESETS.filter((p) => hasCrmSearch(p.id)).map((p) => p.id);
    expect(known).toEqual(['amocrm', 'bitrix24', 'hubspot', 'salesforce', 'zoho']);
  });

  it.each([
    [
      'amocrm',
      'https://acme.amocrm.ru/leads/pipeline/',
      'https://acme.amocrm.ru/contacts/list/?term=%2B79161234567',
    ],
    [
      'bitrix24',
      'https://acme.bitrix24.ru/crm/deal/',
      'https://acme.bitrix24.ru/crm/contact/list/?apply_filter=Y&FIND=79161234567',
    ],
    [
      'hubspot',
      'https://app.hubspot.com/contacts/4412345/record/0-1/1',
      'https://app.hubspot.com/contacts/4412345/objects/0-1/views/all/list?query=79161234567',
    ],
    [
      'zoho',
      'https://crm.zoho.eu/crm/org2012345/tab/Contacts',
      'https://crm.zoho.eu/crm/org2012345/search?searchword=79161234567',
    ],
  ])('%s: built from the CRM tab’s address', (id, page, expected) => {
    expect(crmSearchUrl(id, page, PHONE)).toBe(expected);
  });

  it('Salesforce: the global search page of the same org', () => {
    const url = crmSearchUrl('salesforce', 'https://acme.my.salesforce.com/003/o', PHONE)!;
    expect(url.startsWith('https://acme.lightning.force.com/one/one.app#')).toBe(true);
    const state = JSON.parse(atob(url.split('#')[1]!)) as { attributes: { term: string } };
    expect(state.attributes.term).toBe('+79161234567');
  });

  it('gives nothing where it cannot tell the account, or for an unknown preset', () => {
    expect(crmSearchUrl('hubspot', 'https://app.hubspot.com/', PHONE)).toBeUndefined();
    expect(crmSearchUrl('pipedrive', 'https://acme.pipedrive.com/deal/1', PHONE)).toBeUndefined();
    expect(crmSearchUrl('megaplan', 'https://acme.megaplan.ru/', PHONE)).toBeUndefined();
    expect(crmSearchUrl('amocrm', 'http://acme.amocrm.ru/', PHONE)).toBeUndefined();
    expect(crmSearchUrl('amocrm', 'https://acme.amocrm.ru/', '12')).toBeUndefined();
  });

  it('tells a preset’s page by its host', () => {
    expect(presetOfPage('https://acme.amocrm.ru/leads/')?.id).toBe('amocrm');
    expect(presetOfPage('https://app-eu1.hubspot.com/contacts/1/')?.id).toBe('hubspot');
    expect(presetOfPage('https://amocrm.ru.evil.test/')).toBeNull();
    expect(presetOfPage('https://example.test/')).toBeNull();
    expect(presetOfPage(undefined)).toBeNull();
  });
});

describe('what counts as a preset’s site (issue 37, point 8)', () => {
  it('an account host: one label before a wildcard preset’s domain, not the vendor’s pages', () => {
    expect(presetOfPage('https://acme-2.amocrm.ru/leads/')?.id).toBe('amocrm');
    expect(presetOfPage('https://acme.my.salesforce.com/003/o')?.id).toBe('salesforce');
    expect(presetOfPage('https://evil.pages.amocrm.ru/')).toBeNull();
    expect(presetOfPage('https://a.b.bitrix24.ru/crm/')).toBeNull();
    expect(presetOfPage('https://www.amocrm.ru/')).toBeNull();
    expect(presetOfPage('https://help.bitrix24.ru/')).toBeNull();
  });
});
