/**
 * The cue under numbers, written once and registered by `cue.e2e.ts` (Chromium) and
 * `cue-firefox.e2e.ts` (Firefox ESR): a mark under each number in the viewport and none under
 * other digits, following the page's scroll, a scrolling container's scroll, a reflow and the
 * page's own changes (a number's text, a number added), gone
 * when the switch is off (globally and for the site), and the page's own tree unchanged.
 */
import { expect, it } from 'vitest';
import type { BrowserDriver, DriverPage } from '../harness/driver.ts';
import { readProbe } from '../harness/driver.ts';
import { waitFor } from '../harness/wait.ts';
import { waitForDetected } from './card.ts';

export const CUE_PAGE = 'crm/cue.html';
/** Numbers on `crm/cue.html`, as digits. */
export const CUE_PHONES = ['79161234567', '78005553535', '375291234567', '79990001122'];
/** A mark this many px off the number's bottom edge (or left edge, or width) is wrong. */
const TOLERANCE = 2;

interface CueReading {
  marks: number;
  /** Per element id: how far the nearest mark is from where it belongs (Infinity: none). */
  errors: Record<string, number>;
  /** Ids of non-numbers with a mark under them. */
  markedNot: string[];
  /** Marks drawn outside the viewport (only numbers in it are drawn). */
  offscreen: number;
}

/** Runs in the page: the open shadow root of the demo build's cue host. */
export function readCue(ids: string[]): CueReading {
  const host = document.querySelector('tracker-lens-cue');
  const marks = [...(host?.shadowRoot?.querySelectorAll<HTMLElement>('.m') ?? [])]
    .filter((mark) => mark.style.display !== 'none')
    .map((mark) => mark.getBoundingClientRect());
  const errorOf = (id: string) => {
    const box = document.getElementById(id)!.getBoundingClientRect();
    let best = Infinity;
    for (const mark of marks) {
      const off =
        Math.abs(mark.left - box.left) +
        Math.abs(mark.top - (box.bottom - 1)) +
        Math.abs(mark.width - box.width);
      best = Math.min(best, off);
    }
    return best;
  };
  const under = (box: DOMRect) =>
    marks.some(
      (mark) =>
        mark.top >= box.top &&
        mark.top <= box.bottom + 2 &&
        mark.left < box.right &&
        mark.right > box.left,
    );
  return {
    marks: marks.length,
    errors: Object.fromEntries(ids.map((id) => [id, errorOf(id)])),
    markedNot: [...document.querySelectorAll('.not')]
      .filter((element) => under(element.getBoundingClientRect()))
      .map((element) => element.id),
    offscreen: marks.filter((mark) => mark.bottom < 0 || mark.top > window.innerHeight).length,
  };
}

async function waitForMark(page: DriverPage, id: string, what: string): Promise<void> {
  let last: CueReading | undefined;
  await waitFor(
    async () => {
      last = await page.evaluate(readCue, [id]);
      return (last.errors[id] ?? Infinity) <= TOLERANCE;
    },
    `${what}: a mark under #${id} (last: ${JSON.stringify(last)})`,
    { timeoutMs: 15_000, intervalMs: 100 },
  );
}

async function waitForNoMarks(page: DriverPage, what: string): Promise<void> {
  await waitFor(async () => (await page.evaluate(readCue, [])).marks === 0, what, {
    timeoutMs: 15_000,
    intervalMs: 100,
  });
}

/** The page's own tree: everything but our hosts, and whether ours take any room. */
function pageTree() {
  const hosts = [...document.documentElement.children].filter((element) =>
    element.localName.startsWith('tracker-lens-'),
  );
  const others = [...document.documentElement.children]
    .filter((element) => !hosts.includes(element))
    .map((element) => element.localName);
  const box = document.querySelector('tracker-lens-cue')?.getBoundingClientRect();
  return {
    others,
    hosts: hosts.map((host) => host.localName),
    body: document.body.innerHTML,
    cueBox: box ? { width: box.width, height: box.height } : null,
    scrollHeight: document.documentElement.scrollHeight,
    scrollWidth: document.documentElement.scrollWidth,
    firstNumber: document.getElementById('num-1')!.getBoundingClientRect().toJSON() as object,
  };
}

export function cueScenarios(
  driver: BrowserDriver,
  url: (path: string) => string,
  updateSettings: (patch: Record<string, unknown>) => Promise<void>,
): void {
  const open = async () => {
    const page = await driver.openPage(url(CUE_PAGE));
    await waitForDetected(driver, page, CUE_PHONES);
    return page;
  };

  it('marks the numbers in the viewport, and no other digits', async () => {
    const page = await open();
    for (const id of ['num-1', 'num-2', 'num-reflow']) await waitForMark(page, id, 'at load');
    const reading = await page.evaluate(readCue, ['num-far']);
    expect(reading.markedNot).toEqual([]);
    // Far below the fold: not drawn.
    expect(reading.errors['num-far']).toBeGreaterThan(100);
    expect(reading.offscreen).toBe(0);
    await page.screenshot('cue-page');
    await page.close();
  });

  it('follows the page scrolling, a scrolling container and a reflow', async () => {
    const page = await open();
    await waitForMark(page, 'num-1', 'at load');
    await page.evaluate(() => {
      document.getElementById('scroller')!.scrollTop = 60;
    }, null);
    await waitForMark(page, 'num-scroll', 'after the container scrolled');
    await page.evaluate(() => {
      document.getElementById('reflow')!.style.paddingLeft = '160px';
    }, null);
    await waitForMark(page, 'num-reflow', 'after the reflow');
    await page.evaluate(() => window.scrollBy(0, 1500), null);
    await waitForMark(page, 'num-far', 'after the page scrolled');
    const reading = await page.evaluate(readCue, ['num-1']);
    expect(reading.errors['num-1']).toBeGreaterThan(100); // Scrolled out: no mark left behind.
    expect(reading.offscreen).toBe(0);
    expect(reading.markedNot).toEqual([]);
    await page.close();
  });

  it('follows a number whose text changes and one the page adds in view', async () => {
    const page = await open();
    await waitForMark(page, 'num-2', 'at load');
    // Nothing else moves: the line follows the scanner's new reading of the text.
    await page.evaluate(() => {
      document.getElementById('num-2')!.textContent = '8 (916) 555-44-33';
    }, null);
    await waitForMark(page, 'num-2', 'after its text changed');
    await page.evaluate(() => {
      const added = document.createElement('p');
      added.innerHTML = 'Added: <span class="num" id="num-added">+7 925 111-22-33</span>';
      document.getElementById('num-1')!.parentElement!.before(added);
    }, null);
    await waitForMark(page, 'num-added', 'after it was added');
    await waitForMark(page, 'num-1', 'after the page moved it down');
    expect((await page.evaluate(readCue, [])).markedNot).toEqual([]);
    await page.close();
  });

  it('draws nothing when the switch is off, globally or for the site, and again when on', async () => {
    const page = await open();
    await waitForMark(page, 'num-1', 'at load');
    try {
      await updateSettings({ cue: false });
      await waitForNoMarks(page, 'no marks with the cue off');
      await updateSettings({ cue: true });
      await waitForMark(page, 'num-1', 'the cue on again');
      await updateSettings({ cueOffSites: ['127.0.0.1'] });
      await waitForNoMarks(page, 'no marks with the cue off for 127.0.0.1');
      // A page opened while it is off draws nothing either.
      const other = await driver.openPage(url(CUE_PAGE));
      await waitForDetected(driver, other, CUE_PHONES);
      expect((await other.evaluate(readCue, [])).marks).toBe(0);
      await other.close();
    } finally {
      await updateSettings({ cue: true, cueOffSites: [] });
    }
    await waitForMark(page, 'num-1', 'the cue on for the site again');
    await page.close();
  });

  it("leaves the page's tree as it was: one host of ours that takes no room", async () => {
    const page = await open();
    await waitForMark(page, 'num-1', 'at load');
    const probe = await page.evaluate(readProbe, null);
    const withCue = await page.evaluate(pageTree, null);
    expect(withCue.body).toBe(probe.bodyAtLoad);
    expect(withCue.others).toEqual(['head', 'body']);
    expect(withCue.hosts).toEqual(['tracker-lens-cue']);
    expect(withCue.cueBox).toEqual({ width: 0, height: 0 });
    try {
      await updateSettings({ cue: false });
      await waitForNoMarks(page, 'no marks with the cue off');
      const without = await page.evaluate(pageTree, null);
      expect(without.hosts).toEqual([]);
      expect(without.scrollHeight).toBe(withCue.scrollHeight);
      expect(without.scrollWidth).toBe(withCue.scrollWidth);
      expect(without.firstNumber).toEqual(withCue.firstNumber);
    } finally {
      await updateSettings({ cue: true });
    }
    await page.close();
  });
}
