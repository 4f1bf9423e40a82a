/**
 * What the felt-cost benchmark reads inside the page, in the page's own world and from the
 * first script on: paint and LCP entries, long tasks, Event Timing (the input-to-next-paint of
 * every keystroke over 16 ms, the floor the API reports), how long each keystroke waited
 * before the page's handlers ran, and frame intervals while it scrolls. Works in Chromium and
 * in Firefox (which has no long tasks: total blocking time is then not printed).
 */

/** What `FELT_PROBE` keeps in `window.__felt`. */
export interface FeltRecord {
  fcp?: number;
  lcp?: number;
  loadEnd?: number;
  /** The browser reports long tasks (Firefox does not): total blocking time can be told. */
  hasLongTasks: boolean;
  /** [startTime, duration] of each long task. */
  longTasks: [number, number][];
  /** Per interaction id: [startTime, longest duration]. */
  interactions: Record<string, [number, number]>;
  /** [startTime, ms the keydown waited before the page's handler ran] per keystroke. */
  keyDelays: [number, number][];
  /** Milliseconds between frames while `__feltFrames` runs. */
  frames: number[];
}

export const FELT_PROBE = `
(() => {
  const felt = (window.__felt = { longTasks: [], interactions: {}, keyDelays: [], frames: [],
    hasLongTasks: (PerformanceObserver.supportedEntryTypes || []).includes('longtask') });
  const observe = (type, onEntry, extra) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true, ...extra });
    } catch {}
  };
  observe('paint', (entry) => { if (entry.name === 'first-contentful-paint') felt.fcp = entry.startTime; });
  observe('largest-contentful-paint', (entry) => { felt.lcp = entry.renderTime || entry.startTime; });
  observe('longtask', (entry) => felt.longTasks.push([entry.startTime, entry.duration]));
  observe('event', (entry) => {
    if (!entry.interactionId) return;
    const seen = felt.interactions[entry.interactionId];
    if (!seen || seen[1] < entry.duration) felt.interactions[entry.interactionId] = [entry.startTime, entry.duration];
  }, { durationThreshold: 16 });
  addEventListener('keydown', (event) => {
    felt.keyDelays.push([event.timeStamp, performance.now() - event.timeStamp]);
  }, true);
  addEventListener('load', () => setTimeout(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    felt.loadEnd = navigation && navigation.loadEventEnd ? navigation.loadEventEnd : performance.now();
  }), { once: true });
  window.__feltFrames = (ms) => new Promise((resolve) => {
    let last = performance.now();
    const end = last + ms;
    const tick = (now) => {
      felt.frames.push(now - last);
      last = now;
      if (now < end) requestAnimationFrame(tick); else resolve();
    };
    requestAnimationFrame(tick);
  });
})();`;

/** Event Timing reports nothing at or under this: a keystroke without an entry counts as this. */
export const EVENT_TIMING_FLOOR_MS = 16;

export interface KeyFigures {
  worstMs: number;
  p75Ms: number;
  /** Longest wait before the page's keydown handler ran. */
  worstDelayMs: number;
  keys: number;
}

const quantile = (values: readonly number[], q: number): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
};

/**
 * Keystrokes typed between `from` and `to` (page time): their interaction latency (keys under
 * the Event Timing floor count as the floor) and their input delay.
 */
export function keyFigures(record: FeltRecord, from: number, to: number): KeyFigures {
  const delays = record.keyDelays.filter(([at]) => at >= from && at <= to);
  const latencies = Object.values(record.interactions)
    .filter(([at]) => at >= from && at <= to)
    .map(([, ms]) => ms);
  while (latencies.length < delays.length) latencies.push(EVENT_TIMING_FLOOR_MS);
  return {
    worstMs: latencies.length ? Math.max(...latencies) : NaN,
    p75Ms: quantile(latencies, 0.75),
    worstDelayMs: delays.length ? Math.max(...delays.map(([, ms]) => ms)) : NaN,
    keys: delays.length,
  };
}

/** Total blocking time: the part over 50 ms of each long task that started after FCP, until `to`. */
export function totalBlockingTime(record: FeltRecord, to: number): number | undefined {
  if (record.fcp === undefined) return undefined;
  const fcp = record.fcp;
  return record.longTasks
    .filter(([at]) => at >= fcp && at <= to)
    .reduce((sum, [, ms]) => sum + Math.max(0, ms - 50), 0);
}
