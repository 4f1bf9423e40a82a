/**
 * Main-thread tasks of one page's renderer from a Chromium trace (CDP `Tracing`, categories
 * `devtools.timeline`), and which of them ran a given script: enough to say how much the page
 * was busy, and how long the longest task of a detector was.
 */
import type { CDPSession } from 'playwright-core';

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time, where the trace has it: wall time minus time the thread was descheduled. */
  tdur?: number;
  args?: { name?: string; data?: Record<string, unknown> & { frames?: unknown[] } };
}

export interface MainThreadSummary {
  /** Sum of top-level task durations on the page's renderer main thread, wall ms. */
  busyMs: number;
  /** The same in thread CPU time: what the machine's other load does not inflate. */
  cpuMs: number;
  longestTaskMs: number;
  /**
   * Per task that ran the detector's script (by URL): the wall time of the detector's own
   * calls in it. A detector started at DOMContentLoaded shares the parser's task; only its
   * own part counts.
   */
  detectorTasks: number[];
  /** The same in thread CPU time. */
  detectorTasksCpu: number[];
  /** What the longest detector task spent its time in: trace event names, total ms, top 6. */
  longestDetectorTask: { name: string; ms: number }[];
}

const CATEGORIES = [
  '__metadata',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
];

/** Starts tracing on `session`; the returned function stops it and yields the events. */
export async function startTrace(session: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', ({ value }) => {
    for (const event of value as unknown as TraceEvent[]) events.push(event);
  });
  await session.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
  });
  return async () => {
    const complete = new Promise<void>((resolve) => {
      session.once('Tracing.tracingComplete', () => resolve());
    });
    await session.send('Tracing.end');
    await complete;
    return events;
  };
}

/** Renderer processes that committed a frame whose URL starts with `origin`. */
function pagePids(events: readonly TraceEvent[], origin: string): Set<number> {
  const pids = new Set<number>();
  const consider = (frame: unknown) => {
    const data = frame as { url?: string; processId?: number } | undefined;
    if (data?.url?.startsWith(origin) && typeof data.processId === 'number') {
      pids.add(data.processId);
    }
  };
  for (const event of events) {
    const data = event.args?.data;
    if (!data) continue;
    if (event.name === 'TracingStartedInBrowser') data.frames?.forEach(consider);
    if (event.name === 'FrameCommittedInBrowser') consider(data);
    if (event.name === 'ProcessReadyInBrowser') consider(data);
  }
  return pids;
}

const isTask = (event: TraceEvent) =>
  event.ph === 'X' && (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask');

/** The script an event ran (its `url`, or its stack's first frame's). */
export const eventUrl = (event: TraceEvent): string | undefined => {
  const data = event.args?.data;
  const url = data?.url ?? (data?.stackTrace as { url?: string }[] | undefined)?.[0]?.url;
  return typeof url === 'string' ? url : undefined;
};

/**
 * The events on the main thread of the page's renderer, and its top-level tasks in time order
 * (nested RunTasks of a nested run loop would be counted twice).
 */
export function mainThreadOf(
  events: readonly TraceEvent[],
  origin: string,
): { onMain: TraceEvent[]; topLevel: TraceEvent[] } {
  const pids = pagePids(events, origin);
  const mainThreads = new Set<string>();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain') {
      if (pids.has(event.pid)) mainThreads.add(`${event.pid}:${event.tid}`);
    }
  }
  const onMain = events.filter((event) => mainThreads.has(`${event.pid}:${event.tid}`));
  const tasks = onMain.filter(isTask).sort((a, b) => a.ts - b.ts);
  const topLevel: TraceEvent[] = [];
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts >= end) {
      topLevel.push(task);
      end = task.ts + (task.dur ?? 0);
    }
  }
  return { onMain, topLevel };
}

/**
 * Tasks on the main thread of the page's renderer: all of them, and those during which a
 * script whose URL matches `detectorUrl` ran (evaluated, or called back by a timer, an
 * observer or an event).
 */
export function summarizeMainThread(
  events: readonly TraceEvent[],
  origin: string,
  detectorUrl: RegExp | undefined,
): MainThreadSummary {
  const { onMain, topLevel } = mainThreadOf(events, origin);
  const marks = detectorUrl
    ? onMain.filter((event) => {
        const url = eventUrl(event);
        return event.ph === 'X' && url !== undefined && detectorUrl.test(url);
      })
    : [];
  marks.sort((a, b) => a.ts - b.ts);
  const detectorTasks: number[] = [];
  const detectorTasksCpu: number[] = [];
  let longest: TraceEvent | undefined;
  let longestOwn = -1;
  let markIndex = 0;
  for (const task of topLevel) {
    const taskEnd = task.ts + (task.dur ?? 0);
    while (markIndex < marks.length && (marks[markIndex] as TraceEvent).ts < task.ts) markIndex++;
    let own = 0;
    let ownCpu = 0;
    let coveredUntil = -Infinity;
    for (let i = markIndex; i < marks.length && (marks[i] as TraceEvent).ts <= taskEnd; i++) {
      const mark = marks[i] as TraceEvent;
      // Nested calls of the same script lie inside an outer one: count the outer only.
      if (mark.ts < coveredUntil) continue;
      own += mark.dur ?? 0;
      ownCpu += mark.tdur ?? mark.dur ?? 0;
      coveredUntil = mark.ts + (mark.dur ?? 0);
    }
    if (coveredUntil === -Infinity) continue;
    detectorTasks.push(own / 1000);
    detectorTasksCpu.push(ownCpu / 1000);
    if (own > longestOwn) {
      longestOwn = own;
      longest = task;
    }
  }
  const durations = topLevel.map((task) => (task.dur ?? 0) / 1000);
  return {
    busyMs: durations.reduce((sum, ms) => sum + ms, 0),
    cpuMs: topLevel.reduce((sum, task) => sum + (task.tdur ?? task.dur ?? 0), 0) / 1000,
    longestTaskMs: Math.max(0, ...durations),
    detectorTasks,
    detectorTasksCpu,
    longestDetectorTask: longest ? breakdown(onMain, longest) : [],
  };
}

/** Durations of the events nested in `task` by name (nested ones overlap their parents). */
function breakdown(events: readonly TraceEvent[], task: TraceEvent) {
  const end = task.ts + (task.dur ?? 0);
  const totals = new Map<string, number>();
  for (const event of events) {
    if (event === task || event.ph !== 'X' || event.ts < task.ts || event.ts > end) continue;
    const name = event.args?.data?.functionName
      ? `${event.name}:${String(event.args.data.functionName)}`
      : event.name;
    totals.set(name, (totals.get(name) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return [...totals]
    .map(([name, ms]) => ({ name, ms: Math.round(ms * 10) / 10 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 6);
}
