import { describe, expect, it } from 'vitest';
import type { Services } from '../../../lib/background/services';
import { setUpBackground } from '../lookup/helpers/services';

const PHONE = '79991234567';

describe('settings and local data', () => {
  it('clears the index and caches but keeps waiting tag writes', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'refused' });
    tracker.addCall(PHONE);
    tracker.state.gate = (op) =>
      op === 'addCallTags' ? new Promise(() => undefined) : Promise.resolve();
    await services.lookup.summaries([PHONE]);
    await services.outbox.enqueue({ kind: 'call', counterId: '101', callId: 'c1' }, 'add', 'x');
    expect((await services.indexStatus()).calls).toBe(1);

    await services.clearData();
    const status = await services.indexStatus();
    expect(status).toMatchObject({ state: 'empty', calls: 0, leads: 0 });
    expect(await services.outbox.list()).toHaveLength(1);
  });

  it('starts over with another base URL: counters, index and key check follow', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'refused' });
    tracker.addCall(PHONE);
    await services.lookup.summaries([PHONE]);
    const countersBefore = tracker.count('counters');

    await services.updateSettings({ baseUrl: 'https://other.test' });
    await expect
      .poll(async () => (await services.indexStatus()).lastSyncAt !== undefined)
      .toBe(true);
    expect(tracker.count('counters')).toBeGreaterThan(countersBefore);
  });

  it.each([
    ['another key is set', (s: Services) => s.keyVault.set('key-of-another-account')],
    ['the key is removed', (s: Services) => s.keyVault.clear()],
  ])('forgets the previous account data when %s', async (_name, change) => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'refused' });
    tracker.addCall(PHONE);
    expect((await services.lookup.summaries([PHONE]))[0]!.known).toBe(true);
    await change(services);
    expect(await services.indexStatus()).toMatchObject({ calls: 0, leads: 0 });
  });

  it('keeps the index when the same key is checked again', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'refused' });
    tracker.addCall(PHONE);
    await services.lookup.summaries([PHONE]);
    await services.keyVault.recheck();
    expect((await services.indexStatus()).calls).toBe(1);
  });

  it('lists tag suggestions of the chosen counters by prefix, cached', async () => {
    const { services, tracker } = await setUpBackground();
    tracker.addCall(PHONE, { tags: ['Hot lead', 'hold', 'spam'] });
    tracker.addCall(PHONE, { counterId: '202', tags: ['home'] });
    expect(await services.suggestions.list('ho')).toEqual(['hold', 'home', 'Hot lead']);
    const asked = tracker.count('tagNames');
    await services.suggestions.list('s');
    expect(tracker.count('tagNames')).toBe(asked);
  });
});
