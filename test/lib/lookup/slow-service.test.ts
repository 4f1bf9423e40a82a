import { describe, expect, it } from 'vitest';
import type { ListQuery } from '../../../lib/lookup/tracker-source';
import type { PhoneDetail } from '../../../lib/types/phone-data';
import { apiError } from './helpers/fake-tracker';
import { LOOKUP_PROMPT_MS } from '../../../lib/background/services';
import { setUpBackground } from './helpers/services';

const PHONE = '79991234567';
const SLOW_MS = 1_500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A synced index, then every phone-filtered request takes `SLOW_MS` and ends as `end` says
 * (`'stale'`: answers the tracker's records as they were when the request was sent).
 */
async function slowService(end: 'answer' | 'stale' | 'timeout' | 'network') {
  const set = await setUpBackground({ phoneFilter: 'works', lookupPromptMs: LOOKUP_PROMPT_MS });
  set.tracker.addCall(PHONE);
  await set.services.sync.run();
  const asked: ListQuery[] = [];
  for (const op of ['listCalls', 'listLeads'] as const) {
    const list = set.tracker.source[op].bind(set.tracker.source) as (
      q: ListQuery,
    ) => Promise<never>;
    set.tracker.source[op] = (async (query: ListQuery) => {
      if (!query.filter?.includes('=')) return list(query);
      asked.push(query);
      const sent = end === 'stale' ? structuredClone(await list(query)) : undefined;
      await sleep(SLOW_MS);
      if (sent) return sent;
      if (end !== 'answer') throw apiError(end);
      return list(query);
    }) as never;
  }
  return { ...set, asked };
}

/** Asks again as the card does while an answer says it is updating, until it no longer does. */
async function followUntilFinal(ask: () => Promise<PhoneDetail>) {
  for (;;) {
    const detail = await ask();
    if (!('updating' in detail.answer) || detail.answer.updating === undefined) return detail;
    await sleep(200);
  }
}

describe('a slow service: the index answers at once, the service refines', () => {
  it('answers from the synced index, said to be updating, then the service answers', async () => {
    const { services, asked } = await slowService('answer');
    const first = await services.lookup.detail(PHONE);
    expect(first.answer).toMatchObject({ kind: 'index', updating: { slow: false } });
    expect(first.calls).toHaveLength(1);
    // The requests may take their time: a local answer is shown.
    expect(asked.every((q) => q.patient === true)).toBe(true);
    const final = await followUntilFinal(() => services.lookup.detail(PHONE));
    expect(final.answer).toMatchObject({ kind: 'live' });
  });

  it('a request that times out says the service is slow, not unreachable', async () => {
    const { services } = await slowService('timeout');
    const first = await services.lookup.detail(PHONE);
    expect(first.answer).toMatchObject({ kind: 'index', updating: {} });
    const final = await followUntilFinal(() => services.lookup.detail(PHONE));
    expect(final.answer).toMatchObject({ kind: 'unreachable', reason: 'slow' });
    expect(final.calls).toHaveLength(1);
  });

  it('a connection refused says unreachable', async () => {
    const { services } = await slowService('network');
    await services.lookup.detail(PHONE);
    const final = await followUntilFinal(() => services.lookup.detail(PHONE));
    expect(final.answer).toMatchObject({ kind: 'unreachable', reason: 'unreachable' });
  });

  it('a re-ask while the service is asked joins it: no second request', async () => {
    const { services, asked } = await slowService('answer');
    await services.lookup.detail(PHONE);
    const sent = asked.length;
    await sleep(100);
    const again = await services.lookup.detail(PHONE);
    expect(again.answer).toMatchObject({ kind: 'index', updating: {} });
    expect(asked.length).toBe(sent);
  });

  it('an ask that waits (a file, the workspace) gets the service’s answer, never the local one', async () => {
    const { services, asked } = await slowService('answer');
    const waited = await services.lookup.detail(PHONE, { wait: true });
    expect(waited.answer).toMatchObject({ kind: 'live' });
    // While a view's local answer is being updated, it joins the request already sent.
    const shown = await services.lookup.detail(PHONE, { refresh: true });
    expect(shown.answer).toMatchObject({ kind: 'index', updating: {} });
    const sent = asked.length;
    const joined = await services.lookup.detail(PHONE, { wait: true });
    expect(joined.answer).toMatchObject({ kind: 'live' });
    expect(asked.length).toBe(sent);
  });

  it('a fresh ask (after a write) neither joins nor keeps the answer of an ask sent before it', async () => {
    const { services, asked, tracker } = await slowService('stale');
    const first = await services.lookup.detail(PHONE);
    expect(first.answer).toMatchObject({ kind: 'index', updating: {} });
    const sent = asked.length;
    // A tag write lands while the first ask's requests (which read the call untagged) are out.
    const { counterId, callId } = first.calls[0]!;
    await tracker.source.changeCallTags('add', counterId, [callId], ['vip']);
    await services.lookup.detail(PHONE, { refresh: true });
    expect(asked.length).toBeGreaterThan(sent);
    const final = await followUntilFinal(() => services.lookup.detail(PHONE));
    expect(final.answer).toMatchObject({ kind: 'live' });
    expect(final.calls[0]?.tags).toEqual(['vip']);
  });

  it('a service answering within the moment is waited for: no local answer first', async () => {
    const set = await setUpBackground({ phoneFilter: 'works', lookupPromptMs: LOOKUP_PROMPT_MS });
    set.tracker.addCall(PHONE);
    await set.services.sync.run();
    const detail = await set.services.lookup.detail(PHONE);
    expect(detail.answer).toMatchObject({ kind: 'live' });
  });
});
