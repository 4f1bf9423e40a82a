/**
 * The hover card read through the shared-scenario driver (`driver.ts`), in either browser:
 * hovering until the card reads what a test waits for, and waiting for its final answer.
 */
import type { DriverPage } from './driver.ts';
import { waitFor } from './wait.ts';

export const DRIVER_CARD = 'tracker-lens-ui >>> .tl-card';
/** The answer lines of local data being updated (`UPDATING_ANSWER`, one selector each). */
const UPDATING_LINE = '.tl-h-answer[data-updating="yes"]';
const SLOW_LINE = '.tl-h-answer[data-updating="slow"]';

/**
 * Hovers `selector` until the card shows and its text matches `text`: a fresh hover only while
 * no card shows (the content script may still be scanning when the pointer first arrives).
 */
export async function hoverUntilCardReads(
  page: DriverPage,
  selector: string,
  text: RegExp = /\S/,
  timeoutMs = 60_000,
): Promise<string> {
  let shown = '';
  await waitFor(
    async () => {
      if ((await page.count(DRIVER_CARD)) === 0 || !(await page.text(DRIVER_CARD))) {
        await page.moveMouse(5, 5);
        await page.hover(selector);
        await page.waitFor(DRIVER_CARD, 'visible', 2_000).catch(() => undefined);
      }
      shown = await page.text(DRIVER_CARD);
      return text.test(shown);
    },
    `the card over ${selector} to read ${text}`,
    { timeoutMs, intervalMs: 300 },
  );
  return shown;
}

/** Until the card's answer is final (not local data being updated): read or click it after. */
export async function waitForSettledCardReads(page: DriverPage, timeoutMs = 60_000) {
  await waitFor(
    async () =>
      (await page.count(`${DRIVER_CARD} .tl-h-answer`)) > 0 &&
      (await page.count(`${DRIVER_CARD} ${UPDATING_LINE}`)) === 0 &&
      (await page.count(`${DRIVER_CARD} ${SLOW_LINE}`)) === 0,
    "the card's final answer",
    { timeoutMs, intervalMs: 200 },
  );
}
