/**
 * What a hostile page script can measure of the card and of the extension's requests without
 * reading its closed shadow root. Pass each to `page.evaluate` (Playwright or Puppeteer).
 */

/** The box `elementFromPoint` gives of the card's host: a scan of the viewport every 2 px. */
export function probeCardBox(hostTag: string): {
  left: number;
  top: number;
  width: number;
  height: number;
} | null {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  const step = 2;
  for (let y = 0; y < window.innerHeight; y += step) {
    for (let x = 0; x < window.innerWidth; x += step) {
      const hit = document.elementFromPoint(x, y);
      if (hit?.localName !== hostTag) continue;
      left = Math.min(left, x);
      top = Math.min(top, y);
      right = Math.max(right, x);
      bottom = Math.max(bottom, y);
    }
  }
  if (right < left) return null;
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * A page that watches every resource it loads, as a hostile CRM would: a
 * `PerformanceObserver('resource')` registered now (`buffered` too); `readResourceSpy` adds
 * `performance.getEntriesByType('resource')` at the time of reading.
 */
export function installResourceSpy(): void {
  const seen: string[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.push(entry.name);
  }).observe({ type: 'resource', buffered: true });
  (window as unknown as { __resourceSpy: string[] }).__resourceSpy = seen;
}

export function readResourceSpy(): string[] {
  const observed = (window as unknown as { __resourceSpy: string[] }).__resourceSpy;
  const listed = performance.getEntriesByType('resource').map((entry) => entry.name);
  return [...new Set([...observed, ...listed])];
}
