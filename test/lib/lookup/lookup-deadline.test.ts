import { describe, expect, it } from 'vitest';
import { LOOKUP_DEADLINE_MS } from '../../../lib/lookup/answer/lookup-engine';
import type { ListQuery } from '../../../lib/lookup/tracker-source';
import { setUpBackground } from './helpers/services';

describe('one deadline per lookup', () => {
  it('gives every server request of one number the same deadline, retries included', async () => {
    const clock = 1_700_000_000_000;
    const { services, tracker } = await setUpBackground({ phoneFilter: 'works', now: () => clock });
    tracker.addCall('79991234567');
    const deadlines: (number | undefined)[] = [];
    for (const list of ['listCalls', 'listLeads'] as const) {
      const original = tracker.source[list].bind(tracker.source);
      tracker.source[list] = ((query: ListQuery) => {
        if (query.filter?.includes('79991234567')) deadlines.push(query.deadline);
        return original(query);
      }) as never;
    }
    await services.lookup.detail('79991234567');
    expect(deadlines.length).toBeGreaterThanOrEqual(2);
    expect(new Set(deadlines)).toEqual(new Set([clock + LOOKUP_DEADLINE_MS]));
  });
});

describe('the deadline covers the counters read a lookup waits for', () => {
  it('a service that drips /api/me ends the lookup by its deadline, and the read carries it', async () => {
    const deadlineMs = 300;
    const { services, tracker } = await setUpBackground({
      phoneFilter: 'works',
      lookupDeadlineMs: deadlineMs,
    });
    tracker.addCall('79991234567');
    // After "Clear local data" (or a key or address change) the counters must be read first.
    await services.counters.invalidate();
    const asked: ({ deadline?: number } | undefined)[] = [];
    tracker.source.counters = ((_signal?: AbortSignal, options?: { deadline?: number }) => {
      asked.push(options);
      return new Promise(() => undefined); // drips for ever
    }) as never;
    const started = Date.now();
    await expect(services.lookup.detail('79991234567')).rejects.toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(deadlineMs + 5_000);
    expect(asked[0]?.deadline).toBeGreaterThan(0);
  });
});
