/**
 * The product build on a site not switched on, written once and registered by
 * `site-switch.e2e.ts` (Chromium) and `site-switch-firefox.e2e.ts` (Firefox ESR): before the
 * toolbar click the extension does not see the tab's address; after it the popup says Tracker
 * Lens is off on the site instead of "no numbers", in English and Russian, with "Switch on" and
 * "Look up once"; nothing runs on the page and nothing is granted; "Look up once" lists the
 * page's numbers through the click's `activeTab`, asking for no permission.
 *
 * The toolbar click is each browser's own (the session's `clickToolbar`). The site is served as
 * `localhost`: the emulator (the tracker) is on 127.0.0.1, where the extension never runs.
 */
import { expect, it } from 'vitest';
import type { BrowserDriver, DriverPage } from '../harness/driver.ts';
import { waitFor } from '../harness/wait.ts';

export const SITE_POPUP_VIEWPORT = { width: 400, height: 560 };
export const SWITCH_ON = '.tl-offsite .tl-button--primary';
const LOOK_UP_ONCE = '.tl-offsite .tl-row .tl-button:not(.tl-button--primary)';

export interface SiteSwitchSession {
  driver: BrowserDriver;
  /** A message to the background (throws on an error answer). */
  ask: <T>(message: unknown) => Promise<T>;
  /** A fixture page's URL on `localhost`. */
  onLocalhost: (path: string) => string;
  /** Opens the site in a new tab (the file may keep it for its own tests). */
  openSite: (url: string) => Promise<DriverPage>;
  /** Clicks the extension's toolbar button on the tab showing `url`, as a person does. */
  clickToolbar: (url: string) => Promise<void>;
}

interface ExtensionApi {
  tabs: { query(q: object): Promise<{ id?: number; url?: string }[]> };
  storage: { session: { get(key: string): Promise<Record<string, unknown>> } };
  permissions: { getAll(): Promise<{ origins?: string[] }> };
}
/**
 * The tab showing `url` (its fragment ignored), as the extension sees the tabs' addresses: all
 * tabs listed and compared, since without the `tabs` permission Chromium ignores a query's `url`.
 */
export const tabWithAddress = (driver: BrowserDriver, url: string) =>
  driver.inExtension(async (address) => {
    const extension =
      (globalThis as unknown as { browser?: ExtensionApi }).browser ??
      (globalThis as unknown as { chrome: ExtensionApi }).chrome;
    const bare = (href: string) => href.split('#')[0];
    const tabs = await extension.tabs.query({});
    return tabs.find((tab) => tab.url && bare(tab.url) === bare(address))?.id;
  }, url);

/** The digits the background keeps for the tab `tabId` (`detected:<tabId>`). */
export const detectedIn = (driver: BrowserDriver, tabId: number) =>
  driver.inExtension(async (id) => {
    const extension =
      (globalThis as unknown as { browser?: ExtensionApi }).browser ??
      (globalThis as unknown as { chrome: ExtensionApi }).chrome;
    const key = `detected:${id}`;
    return ((await extension.storage.session.get(key))[key] as string[] | undefined) ?? [];
  }, tabId);

/** The origins the extension holds, read in it. */
export const grantedOrigins = (driver: BrowserDriver) =>
  driver.inExtension(async () => {
    const extension =
      (globalThis as unknown as { browser?: ExtensionApi }).browser ??
      (globalThis as unknown as { chrome: ExtensionApi }).chrome;
    return (await extension.permissions.getAll()).origins ?? [];
  }, undefined);

/** The popup for the tab `tabId`, in `language`. */
export async function openSitePopup(
  session: SiteSwitchSession,
  tabId: number,
  language: 'en' | 'ru' = 'en',
): Promise<DriverPage> {
  await session.ask({ type: 'settings.update', patch: { language } });
  const popup = await session.driver.openExtensionPage(
    `popup.html?tab=${tabId}`,
    SITE_POPUP_VIEWPORT,
  );
  await popup.waitFor('body[data-ready-ms]', 'visible');
  return popup;
}

/** Waits until the page's text holds `text`. */
export const waitForText = (page: DriverPage, text: string) =>
  waitFor(async () => (await page.text('body')).includes(text), `“${text}” shown`);

export function siteSwitchScenarios(session: SiteSwitchSession): void {
  const { driver } = session;

  /** The site opened and clicked on the toolbar; its tab, which the click lets the extension see. */
  const openClicked = async (path: string) => {
    const url = session.onLocalhost(path);
    const site = await session.openSite(url);
    // Without the click the browser keeps the tab's address from the extension.
    expect(await tabWithAddress(driver, url)).toBeUndefined();
    await session.clickToolbar(url);
    const tabId = await waitFor(() => tabWithAddress(driver, url), 'the clicked tab’s address');
    return { site, tabId };
  };

  it('says Tracker Lens is off on localhost after the toolbar click, in English and Russian', async () => {
    const { tabId } = await openClicked('hello.html');
    try {
      const popup = await openSitePopup(session, tabId);
      await waitForText(popup, 'Tracker Lens is off on localhost.');
      expect(await popup.text('body')).not.toContain('No phone numbers found');
      expect(await popup.text(SWITCH_ON)).toBe('Switch on for localhost');
      expect(await popup.text(LOOK_UP_ONCE)).toBe('Look up once');
      await popup.screenshot('popup-site-off-en');
      await popup.close();

      const ru = await openSitePopup(session, tabId, 'ru');
      await waitForText(ru, 'Tracker Lens выключен на localhost.');
      expect(await ru.text(SWITCH_ON)).toBe('Включить для localhost');
      await ru.screenshot('popup-site-off-ru');
      await ru.close();
    } finally {
      await session.ask({ type: 'settings.update', patch: { language: 'en' } });
    }

    // Nothing runs on the page yet, and nothing was granted.
    expect(await detectedIn(driver, tabId)).toEqual([]);
    expect(await grantedOrigins(driver)).not.toContain('http://localhost/*');
  });

  it('"Look up once" lists the page’s numbers and asks for no permission', async () => {
    const { site, tabId } = await openClicked('hello.html?once');
    const popup = await openSitePopup(session, tabId);
    await waitForText(popup, 'Tracker Lens is off on localhost.');
    expect(await popup.text(LOOK_UP_ONCE)).toBe('Look up once');
    await popup.click(LOOK_UP_ONCE);
    await popup.waitFor('.tl-phone', 'visible', 20_000);
    expect(await popup.text('.tl-phone-list')).toContain('+7 916 123-45-67');
    // Nothing was switched on: the once-only read asked for no permission.
    expect(await grantedOrigins(driver)).not.toContain('http://localhost/*');
    await popup.close();
    await site.close();
  });
}
