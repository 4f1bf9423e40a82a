import { describe, expect, it } from 'vitest';
import { get, json, useEmulator, type Envelope } from './harness';

const emulator = useEmulator();

describe('paging', () => {
  it('walks every page by nextLink; the last page has none', async () => {
    const e = emulator();
    const counter = e.store.demoCounterId;
    const total = e.store.callCount(counter);
    const first = await json<Envelope>(
      await get(e, '/v2/call/list', { counter, dimensions: ['callId'], itemsPerPage: 400 }),
    );
    expect(first.totalResults).toBe(total);
    const seen = first.result.map((c) => c.callId);
    let next = first.nextLink;
    const before = e.requests.length;
    while (next) {
      expect(next).not.toContain('apiKey');
      expect(next.startsWith(`${e.baseUrl}/v2/call/list?`)).toBe(true);
      const page = await json<Envelope>(await fetch(`${next}&apiKey=${e.keys.full}`));
      seen.push(...page.result.map((c) => c.callId));
      next = page.nextLink;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(e.requests.length - before).toBe(Math.ceil(total / 400) - 1);
  });

  it('the next link keeps dimensions, filter and page size', async () => {
    const e = emulator();
    const body = await json<Envelope>(
      await get(e, '/v2/leads/list', {
        counter: e.store.demoCounterId,
        dimensions: ['id', 'phone'],
        filter: 'createdAt>2024-01-01',
        itemsPerPage: 2,
        isShowInterActionChain: 1,
      }),
    );
    const url = new URL(body.nextLink ?? '');
    expect(url.searchParams.get('dimensions[0]')).toBe('id');
    expect(url.searchParams.get('dimensions[1]')).toBe('phone');
    expect(url.searchParams.get('filter')).toBe('createdAt>2024-01-01');
    expect(url.searchParams.get('itemsPerPage')).toBe('2');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('isShowInterActionChain')).toBe('1');
    expect(body.result[0]?.interActionChain).toEqual(
      expect.arrayContaining([expect.stringMatching(/ form /)]),
    );
  });

  it('defaults to 1000 per page and answers an empty page past the end', async () => {
    const e = emulator();
    const counter = e.store.demoCounterId;
    const first = await json<Envelope>(
      await get(e, '/v2/call/list', { counter, dimensions: ['callId'] }),
    );
    expect(first.result).toHaveLength(Math.min(1000, first.totalResults));
    const beyond = await json<Envelope>(
      await get(e, '/v2/call/list', { counter, dimensions: ['callId'], page: 999 }),
    );
    expect(beyond.result).toEqual([]);
    expect(beyond.nextLink).toBeUndefined();
    expect(beyond.totalResults).toBe(first.totalResults);
  });

  it('rows are sorted newest first', async () => {
    const e = emulator();
    const counter = e.store.demoCounterId;
    const calls = await json<Envelope>(
      await get(e, '/v2/call/list', { counter, dimensions: ['startTime'] }),
    );
    const times = calls.result.map((c) => String(c.startTime));
    expect([...times].sort().reverse()).toEqual(times);
    const leads = await json<Envelope>(
      await get(e, '/v2/leads/list', { counter, dimensions: ['createdAt'] }),
    );
    const created = leads.result.map((l) => String(l.createdAt));
    expect([...created].sort().reverse()).toEqual(created);
  });
});
