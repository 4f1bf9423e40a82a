/**
 * The Recent calls view's answer: the chosen counters' calls since a time, newest first, read
 * from the local index after a short pass brought it up to the minute (recent-pass.ts). What
 * the answer says of itself: as of when it holds every call, whether the tracker could be
 * reached, whether the first sync is still filling the index.
 */
import type { RecentCalls } from '../../types/recent-calls';
import type { IndexSync } from '../index/index-sync';
import type { LocalIndex } from '../index/local-index';
import type { LookupContext } from './lookup-env';
import type { RecentPass, RecentPassResult } from '../index/recent-pass';
import { toCallView } from '../records';
import { DAY_MS } from '../index/sync-constants';

/** The most calls the view is given (newest first); it says when more started since. */
export const MAX_RECENT_CALLS = 300;
/** Rows of other counters share the index: read this many to find the chosen ones. */
const SCAN_LIMIT = 5000;
/** While the first sync fills the index the view looks again this soon (the index only). */
const FILLING_RECHECK_MS = 5_000;

export interface RecentCallsDeps {
  index: LocalIndex;
  sync: Pick<IndexSync, 'coverage' | 'run'>;
  pass: RecentPass;
  now: () => number;
  isOnline: () => boolean;
}

/** What the view reads with: the lookups' address, chosen counters and index window. */
export type RecentCallsContext = Pick<LookupContext, 'baseUrl' | 'counters' | 'windowDays'>;

export type RecentCallsAnswer = Omit<RecentCalls, 'onPage' | 'crm' | 'callback'>;

export async function readRecentCalls(
  deps: RecentCallsDeps,
  ctx: RecentCallsContext,
  since: number,
): Promise<RecentCallsAnswer> {
  const now = deps.now();
  const windowStart = now - ctx.windowDays * DAY_MS;
  const counterIds = ctx.counters.map((c) => c.counterId);
  const info = await deps.sync.coverage();
  let pass: RecentPassResult | undefined;
  // A first sync walks back from now, the newest calls first: the view waits for it rather
  // than add its requests to the key's busiest minutes (a team's first syncs share one key).
  if (info.coverage && info.complete) {
    pass = await deps.pass.run({
      key: `${ctx.baseUrl}|${counterIds.join(',')}|${ctx.windowDays}`,
      counterIds,
      windowStart,
      coveredTo: info.coverage.to,
    });
  } else if (!info.syncing) {
    // Nothing to bring up to the minute yet: the first sync fills the index from now back.
    deps.sync.run().catch((error: unknown) => console.warn('Index sync failed:', error));
  }
  const from = Math.max(since, windowStart);
  const wanted = new Set(counterIds);
  const found = (await deps.index.callsSince(from, SCAN_LIMIT)).filter((c) =>
    wanted.has(c.row.counterId),
  );
  const counters = new Map(ctx.counters.map((c) => [c.counterId, c]));
  const down =
    pass?.down ??
    (info.coverage
      ? undefined
      : !deps.isOnline()
        ? 'offline'
        : info.failed
          ? 'unreachable'
          : undefined);
  return {
    calls: found
      .slice(0, MAX_RECENT_CALLS)
      .map(({ phone, row }) => ({ ...toCallView(row, counters), phone })),
    since: from,
    truncated: found.length > MAX_RECENT_CALLS,
    ...(pass ? { asOf: pass.asOf } : info.coverage ? { asOf: info.coverage.to } : {}),
    nextPassAt: pass?.nextAt ?? now + FILLING_RECHECK_MS,
    ...(down ? { down } : {}),
    ...(info.complete ? {} : { filling: info.coverage ? { from: info.coverage.from } : {} }),
  };
}
