import { describe, expect, it } from 'vitest';
import type { PageInfo } from '../../../lib/api';
import { json, testClient, type SentRequest } from './fake-fetch';

/** A server holding `total` tags, `nextLink` on all but the last page. */
function tagServer(total: number, options: { nextLinkAlways?: boolean; noTotal?: boolean } = {}) {
  return (request: SentRequest) => {
    const page = Number(request.url.searchParams.get('page'));
    const perPage = Number(request.url.searchParams.get('itemsPerPage'));
    const start = (page - 1) * perPage;
    const names = Array.from({ length: Math.max(0, Math.min(perPage, total - start)) }, (_, i) => ({
      name: `t${start + i + 1}`,
    }));
    const last = start + perPage >= total;
    return json({
      result: names,
      ...(options.noTotal ? {} : { totalResults: total }),
      ...(!last || options.nextLinkAlways
        ? { nextLink: `https://tracker.test/v2/tag/list?page=${page + 1}` }
        : {}),
    });
  };
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

const pagesRead = (sent: SentRequest[]) => sent.map((r) => Number(r.url.searchParams.get('page')));

describe('iterate', () => {
  it('reads pages from 1 with 1000 per page by default', async () => {
    const { client, sent } = testClient(tagServer(1500));
    const tags = await collect(client.tags.iterate({ counter: '1' }));
    expect(tags).toHaveLength(1500);
    expect(tags.at(-1)).toEqual({ name: 't1500' });
    expect(pagesRead(sent)).toEqual([1, 2]);
    expect(sent[0]?.url.searchParams.get('itemsPerPage')).toBe('1000');
  });

  it('stops when there is no nextLink', async () => {
    const { client, sent } = testClient(tagServer(5, { noTotal: true }));
    await collect(client.tags.iterate({ counter: '1' }, { itemsPerPage: 2 }));
    expect(pagesRead(sent)).toEqual([1, 2, 3]);
  });

  it('stops when totalResults is reached even if nextLink is still given', async () => {
    const { client, sent } = testClient(tagServer(4, { nextLinkAlways: true }));
    const tags = await collect(client.tags.iterate({ counter: '1' }, { itemsPerPage: 2 }));
    expect(tags).toHaveLength(4);
    expect(pagesRead(sent)).toEqual([1, 2]);
  });

  it('stops at an empty page', async () => {
    const { client, sent } = testClient(tagServer(4, { nextLinkAlways: true, noTotal: true }));
    await collect(client.tags.iterate({ counter: '1' }, { itemsPerPage: 2 }));
    expect(pagesRead(sent)).toEqual([1, 2, 3]);
  });

  it('clamps itemsPerPage to 1..1000 and honours startPage and maxPages', async () => {
    const { client, sent } = testClient(tagServer(10_000));
    await collect(
      client.tags.iterate({ counter: '1' }, { itemsPerPage: 5000, startPage: 3, maxPages: 2 }),
    );
    expect(pagesRead(sent)).toEqual([3, 4]);
    expect(sent[0]?.url.searchParams.get('itemsPerPage')).toBe('1000');
  });

  it('stops fetching when the consumer breaks out', async () => {
    const { client, sent } = testClient(tagServer(100));
    for await (const tag of client.tags.iterate({ counter: '1' }, { itemsPerPage: 10 })) {
      if (tag.name === 't3') break;
    }
    expect(sent).toHaveLength(1);
  });

  it('reports progress per page', async () => {
    const { client } = testClient(tagServer(3));
    const progress: PageInfo[] = [];
    await collect(
      client.tags.iterate({ counter: '1' }, { itemsPerPage: 2, onPage: (p) => progress.push(p) }),
    );
    expect(progress).toEqual([
      { page: 1, itemsOnPage: 2, itemsSoFar: 2, totalResults: 3 },
      { page: 2, itemsOnPage: 1, itemsSoFar: 3, totalResults: 3 },
    ]);
  });

  it('keeps the list parameters on every page', async () => {
    const { client, sent } = testClient(() => json({ result: [], totalResults: 0 }));
    await collect(
      client.calls.iterate({
        counter: '7',
        dimensions: ['callId'],
        filter: 'startTime>2024-05-01',
      }),
    );
    await collect(client.leads.iterate({ counter: '7', dimensions: ['id'] }));
    await collect(client.orders.iterate({ counter: '7' }));
    await collect(client.pools.iterate({ counter: '7' }));
    await collect(client.bi.iterateData({ id: 9 }));
    expect(sent.map((r) => r.url.pathname)).toEqual([
      '/v2/call/list',
      '/v2/leads/list',
      '/v2/order/list',
      '/v2/pool/list',
      '/api/table/9/getData',
    ]);
    expect(sent[0]?.url.searchParams.get('filter')).toBe('startTime>2024-05-01');
    expect(sent.every((r) => r.url.searchParams.get('page') === '1')).toBe(true);
  });
});
