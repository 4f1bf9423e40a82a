/** Requests through the scheduler: a `429` is waited out there, not retried by the client. */
import { describe, expect, it } from 'vitest';
import { createRequestGate } from '../../../lib/api/request-queue';
import { emptyPage, json, sequence, testClient } from './fake-fetch';

const limited = () =>
  json({ error: 'rate_limited', message: 'Slow down' }, 429, { 'Retry-After': '2' });

/** A clock whose timers fire at once, moving time to when they were due. */
function instantClock() {
  let time = Date.parse('2024-05-01T12:00:00Z');
  return {
    now: () => time,
    setTimer: (run: () => void, ms: number) => {
      let cancelled = false;
      queueMicrotask(() => {
        if (cancelled) return;
        time += ms;
        run();
      });
      return () => void (cancelled = true);
    },
  };
}

describe('scheduled requests', () => {
  it('a read refused for the rate waits out Retry-After at the scheduler and then succeeds', async () => {
    const clock = instantClock();
    const scheduler = createRequestGate({ ...clock, initialRate: 4 });
    const { client, sent, sleeps } = testClient(
      sequence(limited, limited, limited, limited, emptyPage),
      { scheduler, now: clock.now, maxRetries: 1 },
    );
    const start = clock.now();
    await expect(client.tags.list({ counter: '1' })).resolves.toMatchObject({ items: [] });
    // Four refusals cost no retry of the client's own (it has one) and no sleep of its own.
    expect(sent).toHaveLength(5);
    expect(sleeps).toEqual([]);
    expect(clock.now() - start).toBeGreaterThanOrEqual(4 * 2_000);
    expect(scheduler.snapshot()).toMatchObject({ refused: 4 });
    expect(scheduler.snapshot().rate).toBeLessThan(4);
  });

  it('writes rank as writes and reads as the client says', async () => {
    const clock = instantClock();
    const scheduler = createRequestGate({ ...clock });
    const { client } = testClient(
      sequence(emptyPage, () => json({ result: { c1: { result: 'ok' } } })),
      { scheduler, priority: 'interactive', now: clock.now },
    );
    await client.tags.list({ counter: '1' });
    await client.calls.addTags({ counter: '1', callIds: ['c1'], tags: ['vip'] });
    expect(scheduler.snapshot().started).toEqual({ interactive: 1, write: 1, background: 0 });
  });

  it("a lookup still held by the key's limit at its deadline fails as rate-limited, unsent", async () => {
    const clock = instantClock();
    const scheduler = createRequestGate({ ...clock });
    const { client, sent } = testClient(sequence(limited, emptyPage), {
      scheduler,
      now: clock.now,
      maxRetries: 0,
    });
    await expect(
      client.tags.list({ counter: '1' }, { deadline: clock.now() + 1_000 }),
    ).rejects.toMatchObject({ kind: 'rate_limited' });
    expect(sent).toHaveLength(1);
  });
});
