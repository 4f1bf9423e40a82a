import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from './paths.ts';

export const SCREENSHOT_DIR = join(REPO_ROOT, '.tmp/screenshots');

/** What Playwright and Puppeteer pages have in common for a screenshot. */
interface ScreenshotTarget {
  screenshot(options: { path: `${string}.png`; fullPage?: boolean }): Promise<unknown>;
}

/** Saves `<dir>/<name>.png` (folders created as needed) and returns its absolute path. */
export async function saveScreenshot(
  page: ScreenshotTarget,
  name: string,
  { dir = SCREENSHOT_DIR, fullPage = true }: { dir?: string; fullPage?: boolean } = {},
): Promise<string> {
  const path = join(dir, `${name}.png`) as `${string}.png`;
  await mkdir(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage });
  return path;
}
