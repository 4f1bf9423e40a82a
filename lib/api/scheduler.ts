/**
 * The one gate every request to the tracker passes, per background: a concurrency limit, a
 * rate learnt from the key's `429`s, and priorities. Each attempt of a request (a retry too)
 * asks for a turn with `run`.
 *
 * Rate: a token bucket whose refill rate is steered by AIMD. A token bucket alone needs the
 * key's limit, which the tracker does not publish; AIMD learns it: every `429` halves the
 * rate (once per burst: only requests started after the last cut may cut again) and stops
 * every start until its `Retry-After`; each second's worth of answers without one adds a
 * small step back. Browsers of one team sharing a key each converge on a share of it, the
 * way TCP flows share a link.
 *
 * Priorities: what a user waits for, then writes, then background work (sync, refreshes). A
 * request waiting `agingMs` climbs one rank, so nothing waits forever; one slot is kept for
 * what a user waits for, so a long sync never holds every slot.
 */
import { retryAfterOf, TrackerApiError } from './errors';

export type Priority = 'interactive' | 'write' | 'background';

const RANK: Record<Priority, number> = { interactive: 0, write: 1, background: 2 };

export interface SchedulerOptions {
  /** Requests in flight at once, across every feature. */
  concurrency?: number;
  /** Requests per second at first, before any `429` taught us the key's limit. */
  initialRate?: number;
  minRate?: number;
  maxRate?: number;
  /** Added to the rate after each second's worth of answers without a `429`. */
  increaseStep?: number;
  /** Waiting this long raises a request one rank. */
  agingMs?: number;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => () => void;
  /** The `Retry-After` of a refused request in ms (0 when it gave none), or null: not a 429. */
  rateLimitOf?: (error: unknown) => number | null;
}

export interface TurnOptions {
  signal?: AbortSignal;
  /** Epoch ms: still waiting then means failing with `expired()`. */
  deadline?: number;
  expired?: () => Error;
  aborted?: () => Error;
}

export interface SchedulerSnapshot {
  rate: number;
  pausedUntil: number;
  active: number;
  waiting: number;
  started: Record<Priority, number>;
  refused: number;
}

interface Waiter {
  priority: Priority;
  enqueuedAt: number;
  seq: number;
  begin: () => void;
}

export type RequestScheduler = ReturnType<typeof createScheduler>;

/** A tracker `429`'s `Retry-After` in ms (0 without one); null for any other outcome. */
export function trackerRateLimitOf(error: unknown): number | null {
  if (!(error instanceof TrackerApiError) || error.kind !== 'rate_limited') return null;
  return retryAfterOf(error) ?? 0;
}

/** Without a Retry-After, a refused request pauses starts this long. */
const DEFAULT_PAUSE_MS = 1_000;

export function createScheduler(options: SchedulerOptions = {}) {
  const concurrency = Math.max(2, options.concurrency ?? 4);
  const minRate = options.minRate ?? 0.05;
  const maxRate = options.maxRate ?? 20;
  const increaseStep = options.increaseStep ?? 0.25;
  const agingMs = options.agingMs ?? 10_000;
  const now = options.now ?? Date.now;
  const setTimer =
    options.setTimer ??
    ((run: () => void, ms: number) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    });
  const rateLimitOf = options.rateLimitOf ?? trackerRateLimitOf;

  let rate = options.initialRate ?? 4;
  let tokens = Math.max(1, rate);
  let refilledAt = now();
  let pausedUntil = 0;
  let lastCutAt = -Infinity;
  let lastLimitedAt = -Infinity;
  let calmAnswers = 0;
  let active = 0;
  let activeInteractive = 0;
  let seq = 0;
  const waiting: Waiter[] = [];
  const started: Record<Priority, number> = { interactive: 0, write: 0, background: 0 };
  let refused = 0;
  let cancelTimer: (() => void) | undefined;

  const capacity = () => Math.max(1, rate);

  function refill(at: number) {
    // After a pause, one token is ready as it ends; none piled up while it lasted.
    const from = Math.max(refilledAt, pausedUntil - 1000 / rate);
    if (at > from) tokens = Math.min(capacity(), tokens + ((at - from) / 1000) * rate);
    refilledAt = Math.max(refilledAt, at);
  }

  const rankOf = (w: Waiter, at: number) =>
    RANK[w.priority] - Math.floor((at - w.enqueuedAt) / agingMs);

  /** The waiter to start next, given that only `interactive` may take the kept slot. */
  function pick(at: number): Waiter | undefined {
    const keptSlotOnly = active - activeInteractive >= concurrency - 1;
    let best: Waiter | undefined;
    for (const w of waiting) {
      if (keptSlotOnly && w.priority !== 'interactive') continue;
      if (
        !best ||
        rankOf(w, at) < rankOf(best, at) ||
        (rankOf(w, at) === rankOf(best, at) && w.seq < best.seq)
      )
        best = w;
    }
    return best;
  }

  function wakeAt(ms: number) {
    cancelTimer?.();
    cancelTimer = setTimer(
      () => {
        cancelTimer = undefined;
        pump();
      },
      Math.max(0, Math.ceil(ms)),
    );
  }

  function pump() {
    const at = now();
    if (at < pausedUntil) {
      if (waiting.length > 0) wakeAt(pausedUntil - at);
      return;
    }
    refill(at);
    while (active < concurrency && waiting.length > 0) {
      const next = pick(at);
      if (!next) return;
      if (tokens < 1) {
        wakeAt(((1 - tokens) / rate) * 1000);
        return;
      }
      tokens -= 1;
      waiting.splice(waiting.indexOf(next), 1);
      next.begin();
    }
  }

  function onAnswer(
    startedAt: number,
    outcome: { failed: false } | { failed: true; error: unknown },
  ) {
    const retryAfterMs = outcome.failed ? rateLimitOf(outcome.error) : null;
    if (retryAfterMs === null) {
      if (outcome.failed) return;
      calmAnswers += 1;
      if (calmAnswers >= rate) {
        calmAnswers = 0;
        rate = Math.min(maxRate, rate + increaseStep);
      }
      return;
    }
    refused += 1;
    const at = now();
    lastLimitedAt = at;
    pausedUntil = Math.max(pausedUntil, at + (retryAfterMs || DEFAULT_PAUSE_MS));
    // Requests already under way when the rate was cut tell of the same burst.
    if (startedAt > lastCutAt) {
      lastCutAt = at;
      rate = Math.max(minRate, rate / 2);
      tokens = Math.min(tokens, 0);
      calmAnswers = 0;
    }
  }

  return {
    /** Runs `task` when its turn comes; rejects without running it on deadline or abort. */
    async run<T>(priority: Priority, task: () => Promise<T>, turn: TurnOptions = {}): Promise<T> {
      await new Promise<void>((resolve, reject) => {
        let cancelDeadline: (() => void) | undefined;
        const leave = (error: Error) => {
          const at = waiting.indexOf(waiter);
          if (at === -1) return;
          waiting.splice(at, 1);
          cleanup();
          reject(error);
        };
        const onAbort = () => leave(turn.aborted?.() ?? new Error('aborted'));
        const cleanup = () => {
          cancelDeadline?.();
          turn.signal?.removeEventListener('abort', onAbort);
        };
        const waiter: Waiter = {
          priority,
          enqueuedAt: now(),
          seq: seq++,
          begin: () => {
            cleanup();
            active += 1;
            if (priority === 'interactive') activeInteractive += 1;
            started[priority] += 1;
            resolve();
          },
        };
        if (turn.signal?.aborted) return reject(turn.aborted?.() ?? new Error('aborted'));
        if (turn.deadline !== undefined && turn.deadline <= now())
          return reject(turn.expired?.() ?? new Error('expired'));
        waiting.push(waiter);
        turn.signal?.addEventListener('abort', onAbort, { once: true });
        if (turn.deadline !== undefined) {
          cancelDeadline = setTimer(
            () => leave(turn.expired?.() ?? new Error('expired')),
            turn.deadline - now(),
          );
        }
        pump();
      });
      const startedAt = now();
      try {
        const result = await task();
        onAnswer(startedAt, { failed: false });
        return result;
      } catch (error) {
        onAnswer(startedAt, { failed: true, error });
        throw error;
      } finally {
        active -= 1;
        if (priority === 'interactive') activeInteractive -= 1;
        pump();
      }
    },

    /** Another key or address: what was learnt of the old one's limit no longer holds. */
    forget(): void {
      rate = options.initialRate ?? 4;
      tokens = Math.max(1, rate);
      pausedUntil = 0;
      lastCutAt = -Infinity;
      lastLimitedAt = -Infinity;
      calmAnswers = 0;
      pump();
    },

    /** A `429` came within the last `withinMs`: the key is at its limit. */
    limitedWithin(withinMs: number): boolean {
      return now() - lastLimitedAt <= withinMs;
    },

    snapshot(): SchedulerSnapshot {
      return {
        rate,
        pausedUntil,
        active,
        waiting: waiting.length,
        started: { ...started },
        refused,
      };
    },
  };
}
