/**
 * A plain list the page changes while the extension reads it, written once and registered by
 * `content.e2e.ts` (Chromium) and `content-firefox.e2e.ts` (Firefox ESR): the page
 * (`crm/plain-list-changing.html`) changes its 1,500-row table body from the moment the
 * extension's first marks show (rows taken out and added, the body taken out with a number
 * rewritten while it is out and put back in one task, a number edited in place), and the
 * numbers recorded must be those the page then shows.
 */
import { expect, it } from 'vitest';
import type { BrowserDriver } from '../harness/driver.ts';
import { waitFor } from '../harness/wait.ts';

export const PLAIN_LIST_PAGE = 'crm/plain-list-changing.html';

/** The page's numbers once it is done, by the rules its script follows. */
export function plainListShown(): string[] {
  const phone = (index: number) => `7916${1000000 + index}`;
  const shown = new Set<string>();
  for (let index = 0; index < 1550; index++)
    if (index < 100 || index >= 200) shown.add(phone(index));
  // Row 5 lost its number while the body was out; the row at 700, once 100 rows were taken
  // out (index 800), was edited in place.
  shown.delete(phone(5));
  shown.delete(phone(800));
  shown.add('79169990001');
  return [...shown].sort();
}

export function plainListScenario(driver: BrowserDriver, urlOf: (path: string) => string) {
  it('reads a plain list the page changes while it is read: it records what the page shows', async () => {
    const page = await driver.openPage(urlOf(PLAIN_LIST_PAGE));
    await page.waitFor('body[data-changed="done"]', 'visible', 15_000);
    const shown = plainListShown();
    expect(shown).toHaveLength(1449);
    let recorded: string[] = [];
    await waitFor(
      async () => {
        recorded = [...(await driver.detectedOn(page.url()))].sort();
        return recorded.join() === shown.join();
      },
      `the ${shown.length} numbers the page shows recorded for ${page.url()}`,
      { timeoutMs: 30_000, intervalMs: 200 },
    );
    await page.close();
  });
}
