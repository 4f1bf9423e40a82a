/** The request scheduler's logic on a fake clock: no real time passes, nothing is timed. */
import { describe, expect, it } from 'vitest';
import {
  createRequestGate,
  type Priority,
  type RequestGateOptions,
} from '../../../lib/api/request-queue';

class Limited extends Error {
  constructor(readonly retryAfterMs: number) {
    super('429');
  }
}

function fakeClock() {
  let time = 0;
  let nextId = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const settle = async () => {
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  };
  return {
    now: () => time,
    setTimer: (run: () => void, ms: number) => {
      const id = nextId++;
      timers.set(id, { at: time + ms, run });
      return () => void timers.delete(id);
    },
    async advance(ms: number) {
      const end = time + ms;
      for (;;) {
        await settle();
        const due = [...timers.entries()]
          .filter(([, t]) => t.at <= end)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        time = Math.max(time, due[1].at);
        due[1].run();
      }
      time = end;
      await settle();
    },
    settle,
  };
}

function setUp(options: RequestGateOptions = {}) {
  const clock = fakeClock();
  const scheduler = createRequestGate({
    now: clock.now,
    setTimer: clock.setTimer,
    rateLimitOf: (error) => (error instanceof Limited ? error.retryAfterMs : null),
    ...options,
  });
  const order: string[] = [];
  /** A request that answers when told to (or fails with a 429), recording when it started. */
  function request(name: string, priority: Priority, deadline?: number) {
    let answer: (() => void) | undefined;
    let refuse: ((retryAfterMs: number) => void) | undefined;
    const done = scheduler.run(
      priority,
      () =>
        new Promise<string>((resolve, reject) => {
          order.push(name);
          answer = () => resolve(name);
          refuse = (ms) => reject(new Limited(ms));
        }),
      deadline === undefined ? {} : { deadline, expired: () => new Error(`${name} expired`) },
    );
    done.catch(() => undefined);
    return { done, answer: () => answer?.(), refuse: (ms: number) => refuse?.(ms) };
  }
  return { clock, scheduler, order, request };
}

describe('request scheduler', () => {
  it('starts what a user waits for first, then writes, then background work', async () => {
    const { clock, order, request } = setUp({ concurrency: 3, initialRate: 100 });
    const running = [request('sync-1', 'background'), request('sync-2', 'background')];
    const sync3 = request('sync-3', 'background');
    const write = request('write', 'write');
    const user = request('user', 'interactive');
    await clock.settle();
    // Two background requests hold two slots; the third slot is kept for the user.
    expect(order).toEqual(['sync-1', 'sync-2', 'user']);
    user.answer();
    running[0]!.answer();
    await clock.advance(100);
    expect(order).toEqual(['sync-1', 'sync-2', 'user', 'write']);
    running[1]!.answer();
    await clock.advance(100);
    expect(order.at(-1)).toBe('sync-3');
    write.answer();
    sync3.answer();
    await expect(user.done).resolves.toBe('user');
  });

  it('keeps to one concurrency limit across priorities', async () => {
    const { clock, scheduler, order, request } = setUp({ concurrency: 2, initialRate: 100 });
    const all = ['a', 'b', 'c', 'd'].map((name) => request(name, 'interactive'));
    await clock.settle();
    expect(order).toEqual(['a', 'b']);
    expect(scheduler.snapshot().active).toBe(2);
    all[0]!.answer();
    await clock.advance(50);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('honours Retry-After: nothing starts before it, and the rate is halved once per burst', async () => {
    const { clock, scheduler, order, request } = setUp({ concurrency: 4, initialRate: 8 });
    const first = [request('a', 'background'), request('b', 'background')];
    await clock.settle();
    first[0]!.refuse(2_000);
    first[1]!.refuse(2_000);
    await clock.settle();
    expect(scheduler.snapshot().rate).toBe(4);
    expect(scheduler.snapshot().refused).toBe(2);
    request('c', 'interactive');
    await clock.advance(1_999);
    expect(order).toEqual(['a', 'b']);
    await clock.advance(1);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('spaces starts at the learnt rate and recovers it after calm answers', async () => {
    const { clock, scheduler, order, request } = setUp({
      concurrency: 4,
      initialRate: 2,
      increaseStep: 0.5,
    });
    const a = request('a', 'background');
    await clock.settle();
    a.refuse(1_000);
    await clock.settle();
    expect(scheduler.snapshot().rate).toBe(1);
    // At 1 request a second, three queued requests take three seconds to start.
    const queued = ['b', 'c', 'd'].map((name) => request(name, 'background'));
    await clock.advance(999);
    expect(order).toEqual(['a']);
    await clock.advance(1);
    expect(order).toEqual(['a', 'b']);
    queued[0]!.answer();
    await clock.advance(1_000);
    expect(order).toEqual(['a', 'b', 'c']);
    queued[1]!.answer();
    await clock.advance(1_000);
    queued[2]!.answer();
    await clock.settle();
    expect(scheduler.snapshot().rate).toBeGreaterThan(1);
    const before = scheduler.snapshot().rate;
    for (let i = 0; i < 10; i += 1) {
      const r = request(`e${i}`, 'background');
      await clock.advance(2_000);
      r.answer();
    }
    await clock.settle();
    expect(scheduler.snapshot().rate).toBeGreaterThan(before);
  });

  it('never starves background work under a stream of user requests', async () => {
    const { clock, order, request } = setUp({ concurrency: 2, initialRate: 100, agingMs: 10_000 });
    const running = [request('user-a', 'interactive'), request('user-b', 'interactive')];
    await clock.settle();
    const sync = request('sync', 'background');
    // Every second one request ends and a new user request arrives: the queue is never empty.
    for (let i = 0; i < 40 && !order.includes('sync'); i += 1) {
      running.push(request(`user-${i}`, 'interactive'));
      running.shift()!.answer();
      await clock.advance(1_000);
    }
    expect(order).toContain('sync');
    // It let the users waiting go first, then aged past the newer ones.
    expect(order.indexOf('sync')).toBeGreaterThan(order.indexOf('user-0'));
    expect(order.indexOf('sync')).toBeLessThan(40);
    sync.answer();
    await expect(sync.done).resolves.toBe('sync');
    for (const r of running) r.answer();
  });

  it('fails a request still waiting at its deadline without sending it', async () => {
    const { clock, order, request } = setUp({ concurrency: 2, initialRate: 100 });
    const a = request('a', 'background');
    await clock.settle();
    a.refuse(30_000);
    await clock.settle();
    const user = request('user', 'interactive', 20_000);
    await clock.advance(20_000);
    await expect(user.done).rejects.toThrow('user expired');
    expect(order).toEqual(['a']);
  });

  it('a sync request under a limit waits for its turn instead of failing', async () => {
    const { clock, order, request } = setUp({ concurrency: 2, initialRate: 1 });
    const a = request('a', 'background');
    await clock.settle();
    a.refuse(5_000);
    await clock.settle();
    const b = request('b', 'background');
    await clock.advance(4_000);
    expect(order).toEqual(['a']);
    await clock.advance(2_000);
    expect(order).toEqual(['a', 'b']);
    b.answer();
    await expect(b.done).resolves.toBe('b');
  });

  it('forgets what it learnt of a key when the key or address changes', async () => {
    const { clock, scheduler, order, request } = setUp({ concurrency: 2, initialRate: 4 });
    const a = request('a', 'background');
    await clock.settle();
    a.refuse(60_000);
    await clock.settle();
    expect(scheduler.limitedWithin(1_000)).toBe(true);
    request('b', 'interactive');
    await clock.advance(1_000);
    expect(order).toEqual(['a']);
    scheduler.forget();
    await clock.settle();
    expect(order).toEqual(['a', 'b']);
    expect(scheduler.limitedWithin(1_000)).toBe(false);
    expect(scheduler.snapshot().rate).toBe(4);
  });
});
