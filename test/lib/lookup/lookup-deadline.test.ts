import { describe, expect, it } from 'vitest';
import { LOOKUP_DEADLINE_MS } from '../../../lib/lookup/lookup-engine';
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
