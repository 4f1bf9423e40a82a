/**
 * The cue under numbers, written once and registered by `cue.e2e.ts` (Chromium) and
 * `cue-firefox.e2e.ts` (Firefox ESR): a line under each number in the viewport and none under
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
  /** Lines a user sees: the cue's highlighted text boxes inside the viewport and their box. */
  marks: number;
  /** Per element id: how far the nearest line is from its bottom edge (Infinity: none). */
  errors: Record<string, number>;
  /** Ids of non-numbers with a line under them. */
  markedNot: string[];
}

/**
 * Runs in the page: the lines the cue paints. The browser draws the `::highlight` rule's
 * underline under each text box of the `tracker-lens-cue` highlight's ranges while the rule is
 * adopted by the document, clipped to the viewport and to every box that clips the text: the
 * boxes are read here as the browser paints them.
 */
export function readCue(ids: string[]): CueReading {
  const name = 'tracker-lens-cue';
  const styled = document.adoptedStyleSheets.some((sheet) =>
    [...sheet.cssRules].some((rule) => rule.cssText.includes(`::highlight(${name})`)),
  );
  const highlight = styled ? CSS.highlights.get(name) : undefined;
  const clipsOf = (node: Node) => {
    const clips: DOMRect[] = [];
    for (let at = node.parentElement; at && at !== document.body; at = at.parentElement) {
      if (getComputedStyle(at).overflowY !== 'visible') clips.push(at.getBoundingClientRect());
    }
    return clips;
  };
  const inside = (line: DOMRect, box: { top: number; bottom: number }) =>
    line.bottom > box.top && line.bottom <= box.bottom;
  const lines: DOMRect[] = [];
  for (const painted of highlight ?? []) {
    const range = document.createRange();
    try {
      range.setStart(painted.startContainer, painted.startOffset);
      range.setEnd(painted.endContainer, painted.endOffset);
    } catch {
      continue; // A range the page's changes made invalid: the browser paints nothing.
    }
    const clips = clipsOf(painted.startContainer);
    for (const line of range.getClientRects()) {
      if (line.width < 1 || !inside(line, { top: 0, bottom: window.innerHeight })) continue;
      if (clips.every((clip) => inside(line, clip))) lines.push(line);
    }
  }
  const errorOf = (id: string) => {
    const box = document.getElementById(id)!.getBoundingClientRect();
    let best = Infinity;
    for (const line of lines) {
      const off =
        Math.abs(line.left - box.left) +
        Math.abs(line.bottom - box.bottom) +
        Math.abs(line.width - box.width);
      best = Math.min(best, off);
    }
    return best;
  };
  const under = (box: DOMRect) =>
    lines.some(
      (line) =>
        line.bottom > box.top &&
        line.bottom <= box.bottom + 2 &&
        line.left < box.right &&
        line.right > box.left,
    );
  return {
    marks: lines.length,
    errors: Object.fromEntries(ids.map((id) => [id, errorOf(id)])),
    markedNot: [...document.querySelectorAll('.not')]
      .filter((element) => under(element.getBoundingClientRect()))
      .map((element) => element.id),
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

/** The page's own tree: everything but our hosts, its style sheets and its box. */
function pageTree() {
  const hosts = [...document.documentElement.children].filter((element) =>
    element.localName.startsWith('tracker-lens-'),
  );
  const others = [...document.documentElement.children]
    .filter((element) => !hosts.includes(element))
    .map((element) => element.localName);
  return {
    others,
    hosts: hosts.map((host) => host.localName),
    body: document.body.innerHTML,
    styleSheets: document.styleSheets.length,
    adoptedSheets: document.adoptedStyleSheets.length,
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
    // Far below the fold: not seen.
    expect(reading.errors['num-far']).toBeGreaterThan(100);
    await page.screenshot('cue-page');
    await page.close();
  });

  it('follows the page scrolling, a scrolling container and a reflow', async () => {
    const page = await open();
    await waitForMark(page, 'num-1', 'at load');
    // Its caller's number is below the container's box: its line is clipped with its text.
    expect((await page.evaluate(readCue, ['num-scroll'])).errors['num-scroll']).toBeGreaterThan(
      TOLERANCE,
    );
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
    expect(reading.errors['num-1']).toBeGreaterThan(100); // Scrolled out: no line left behind.
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

  it("leaves the page's tree as it was: one adopted style sheet, gone with the cue", async () => {
    const page = await open();
    await waitForMark(page, 'num-1', 'at load');
    const probe = await page.evaluate(readProbe, null);
    const withCue = await page.evaluate(pageTree, null);
    expect(withCue.body).toBe(probe.bodyAtLoad);
    expect(withCue.others).toEqual(['head', 'body']);
    expect(withCue.hosts).toEqual([]);
    try {
      await updateSettings({ cue: false });
      await waitForNoMarks(page, 'no marks with the cue off');
      const without = await page.evaluate(pageTree, null);
      expect(without.hosts).toEqual([]);
      expect(without.styleSheets).toBe(withCue.styleSheets);
      expect(without.adoptedSheets).toBe(withCue.adoptedSheets - 1);
      expect(without.scrollHeight).toBe(withCue.scrollHeight);
      expect(without.scrollWidth).toBe(withCue.scrollWidth);
      expect(without.firstNumber).toEqual(withCue.firstNumber);
    } finally {
      await updateSettings({ cue: true });
    }
    await page.close();
  });
}
