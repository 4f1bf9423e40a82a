/**
 * The one gate every request to the tracker passes, per background: a concurrency limit, a
 * rate learnt from the key's `429`s (`rate-limit.ts`), and priorities. Each attempt of a
 * request (a retry too) asks for a turn with `run`.
 *
 * Priorities: what a user waits for, then writes, then background work (sync, refreshes). A
 * request waiting `agingMs` climbs one rank, so nothing waits forever; one slot is kept for
 * what a user waits for, so a long sync never holds every slot.
 */
import { createRateLimit, type RateOptions } from './rate-limit';

export { trackerRateLimitOf } from './rate-limit';

export type Priority = 'interactive' | 'write' | 'background';

const RANK: Record<Priority, number> = { interactive: 0, write: 1, background: 2 };

export interface RequestGateOptions extends RateOptions {
  /** Requests in flight at once, across every feature. */
  concurrency?: number;
  /** Waiting this long raises a request one rank. */
  agingMs?: number;
  setTimer?: (run: () => void, ms: number) => () => void;
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

export type RequestGate = ReturnType<typeof createRequestGate>;

/** The queue a turn waits in, as `awaitTurn` sees it. */
interface TurnQueue {
  /** Queues a waiter whose `begin` is called when its turn comes. */
  join: (begin: () => void) => Waiter;
  /** Takes a waiter out; false when it had begun already. */
  leave: (waiter: Waiter) => boolean;
  /** Starts whoever may start now. */
  pump: () => void;
  setTimer: (run: () => void, ms: number) => () => void;
  now: () => number;
}

/** Resolves when the turn comes; rejects, leaving the queue, on abort or deadline. */
function awaitTurn(turn: TurnOptions, queue: TurnQueue): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let cancelDeadline: (() => void) | undefined;
    const leave = (error: Error) => {
      if (!queue.leave(waiter)) return;
      cleanup();
      reject(error);
    };
    const onAbort = () => leave(turn.aborted?.() ?? new Error('aborted'));
    const cleanup = () => {
      cancelDeadline?.();
      turn.signal?.removeEventListener('abort', onAbort);
    };
    if (turn.signal?.aborted) return reject(turn.aborted?.() ?? new Error('aborted'));
    if (turn.deadline !== undefined && turn.deadline <= queue.now())
      return reject(turn.expired?.() ?? new Error('expired'));
    const waiter = queue.join(() => {
      cleanup();
      resolve();
    });
    turn.signal?.addEventListener('abort', onAbort, { once: true });
    if (turn.deadline !== undefined) {
      cancelDeadline = queue.setTimer(
        () => leave(turn.expired?.() ?? new Error('expired')),
        turn.deadline - queue.now(),
      );
    }
    queue.pump();
  });
}

export function createRequestGate(options: RequestGateOptions = {}) {
  const concurrency = Math.max(2, options.concurrency ?? 4);
  const agingMs = options.agingMs ?? 10_000;
  const now = options.now ?? Date.now;
  const setTimer =
    options.setTimer ??
    ((run: () => void, ms: number) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    });
  const limit = createRateLimit(options);

  let active = 0;
  let activeInteractive = 0;
  let seq = 0;
  const waiting: Waiter[] = [];
  const started: Record<Priority, number> = { interactive: 0, write: 0, background: 0 };
  let cancelTimer: (() => void) | undefined;

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
    const paused = limit.pausedFor(at);
    if (paused > 0) {
      if (waiting.length > 0) wakeAt(paused);
      return;
    }
    limit.refill(at);
    while (active < concurrency && waiting.length > 0) {
      const next = pick(at);
      if (!next) return;
      const wait = limit.take();
      if (wait > 0) {
        wakeAt(wait);
        return;
      }
      waiting.splice(waiting.indexOf(next), 1);
      next.begin();
    }
  }

  function leaveQueue(waiter: Waiter): boolean {
    const at = waiting.indexOf(waiter);
    if (at === -1) return false;
    waiting.splice(at, 1);
    return true;
  }

  return {
    /** Runs `task` when its turn comes; rejects without running it on deadline or abort. */
    async run<T>(priority: Priority, task: () => Promise<T>, turn: TurnOptions = {}): Promise<T> {
      await awaitTurn(turn, {
        join(begin) {
          const waiter: Waiter = {
            priority,
            enqueuedAt: now(),
            seq: seq++,
            begin: () => {
              begin();
              active += 1;
              if (priority === 'interactive') activeInteractive += 1;
              started[priority] += 1;
            },
          };
          waiting.push(waiter);
          return waiter;
        },
        leave: leaveQueue,
        pump,
        setTimer,
        now,
      });
      const startedAt = now();
      try {
        const result = await task();
        limit.answered(startedAt, { failed: false });
        return result;
      } catch (error) {
        limit.answered(startedAt, { failed: true, error });
        throw error;
      } finally {
        active -= 1;
        if (priority === 'interactive') activeInteractive -= 1;
        pump();
      }
    },

    /** Another key or address: what was learnt of the old one's limit no longer holds. */
    forget(): void {
      limit.forget();
      pump();
    },

    /** A `429` came within the last `withinMs`: the key is at its limit. */
    limitedWithin: (withinMs: number): boolean => limit.limitedWithin(withinMs),

    snapshot(): SchedulerSnapshot {
      return {
        ...limit.snapshot(),
        active,
        waiting: waiting.length,
        started: { ...started },
      };
    },
  };
}
