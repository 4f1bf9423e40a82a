import { describe, expect, it } from 'vitest';
import { apiError, clientFor, collect, useContractEmulator } from './harness';

const emulator = useContractEmulator();
const client = () => clientFor(emulator());
const counter = () => emulator().store.demoCounterId;
const storedData = () => {
  const data = emulator().store.counterData(counter());
  if (!data) throw new Error('demo counter missing');
  return data;
};

describe('tags.list (GET /v2/tag/list)', () => {
  it('lists tags by name with the call and lead counts the store holds', async () => {
    const page = await client().tags.list({ counter: counter() });
    const stats = emulator().store.tagStats(counter());
    expect(page.items).toEqual(stats);
    expect(page.totalResults).toBe(stats.length);
    expect(page.items.map((tag) => tag.name)).toContain('target');
  });

  it('shows a tag written to a call and a lead with their counts', async () => {
    const call = storedData().calls[7];
    const lead = storedData().leads[7];
    if (!call || !lead) throw new Error('no data');
    await client().calls.addTags({ counter: counter(), callIds: [call.callId], tags: ['fresh'] });
    await client().leads.addTags({ counter: counter(), leadIds: [lead.id], tags: ['fresh'] });
    const page = await client().tags.list({ counter: counter() });
    expect(page.items.find((tag) => tag.name === 'fresh')).toEqual({
      name: 'fresh',
      callCount: 1,
      leadCount: 1,
    });
  });

  it('walks every tag page by page (itemsPerPage 2): totalResults matches', async () => {
    let totalResults: number | undefined;
    const tags = await collect(
      client().tags.iterate(
        { counter: counter() },
        { itemsPerPage: 2, onPage: (info) => (totalResults = info.totalResults) },
      ),
    );
    expect(tags.length).toBe(totalResults);
    expect(tags.map((tag) => tag.name)).toEqual(
      emulator()
        .store.tagStats(counter())
        .map((tag) => tag.name),
    );
  });

  it('answers page 0 with bad_request', async () => {
    const error = await apiError(client().tags.list({ counter: counter(), page: 0 }));
    expect(error).toMatchObject({ kind: 'bad_request', status: 400, code: 'bad_request' });
  });
});
