import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Browser } from 'wxt/browser';
import { findCrmSite } from '../../../lib/background/recent-services';

type Tab = Browser.tabs.Tab;

/** The browser's tabs, as `tabs.get` and `tabs.query` answer them. */
function openTabs(tabs: { id: number; url: string; lastAccessed?: number }[]) {
  const all = tabs.map((tab) => ({ index: 0, active: false, ...tab }) as unknown as Tab);
  vi.spyOn(fakeBrowser.tabs, 'get').mockImplementation((async (id: number) => {
    const tab = all.find((t) => t.id === id);
    if (!tab) throw new Error('No tab');
    return tab;
  }) as never);
  vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue(all as never);
}

describe('Find in CRM: which tab is the CRM (issue 37, point 8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("takes the popup's own tab when it is a preset's site, over any other", async () => {
    openTabs([
      { id: 1, url: 'https://acme.amocrm.ru/leads/', lastAccessed: 5 },
      { id: 2, url: 'https://acme.pipedrive.com/deal/1', lastAccessed: 9 },
    ]);
    // Pipedrive knows no search address; it is still the CRM the user is looking at.
    expect(await findCrmSite(2)).toEqual({
      presetId: 'pipedrive',
      name: 'Pipedrive',
      pageUrl: 'https://acme.pipedrive.com/deal/1',
    });
  });

  it('else the preset tab the user was in last (one with a search address first)', async () => {
    openTabs([
      { id: 1, url: 'https://old.amocrm.ru/leads/', lastAccessed: 1 },
      { id: 2, url: 'https://new.bitrix24.ru/crm/', lastAccessed: 7 },
      { id: 3, url: 'https://acme.pipedrive.com/', lastAccessed: 9 },
      { id: 4, url: 'https://example.test/', lastAccessed: 10 },
    ]);
    expect((await findCrmSite(4))?.pageUrl).toBe('https://new.bitrix24.ru/crm/');
  });

  it("never counts a deeper host or the vendor's own site under a wildcard preset", async () => {
    openTabs([
      { id: 1, url: 'https://evil.pages.amocrm.ru/contacts/', lastAccessed: 9 },
      { id: 2, url: 'https://www.amocrm.ru/', lastAccessed: 8 },
      { id: 3, url: 'https://acme.amocrm.ru/leads/', lastAccessed: 1 },
    ]);
    expect((await findCrmSite(1))?.pageUrl).toBe('https://acme.amocrm.ru/leads/');
    openTabs([{ id: 1, url: 'https://evil.pages.amocrm.ru/contacts/' }]);
    expect(await findCrmSite(1)).toBeUndefined();
  });
});
