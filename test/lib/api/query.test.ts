import { describe, expect, it } from 'vitest';
import { encodeQuery } from '../../../lib/api/query';
import { API_KEY, emptyPage, testClient } from './fake-fetch';

describe('encodeQuery', () => {
  it.each([
    [{ dimensions: ['a', 'b'] }, 'indexed', 'dimensions[0]=a&dimensions[1]=b'],
    [{ callIds: ['x', 'y'], tags: ['t'] }, 'brackets', 'callIds[]=x&callIds[]=y&tags[]=t'],
    [{ counter: '123', page: 2 }, 'indexed', 'counter=123&page=2'],
    [{ flag: true, off: false }, 'indexed', 'flag=1&off=0'],
    [{ skip: undefined, none: null, keep: '' }, 'indexed', 'keep='],
    [
      { filter: 'startTime>2024-05-01 00:00:00;x=a&b' },
      'indexed',
      'filter=startTime%3E2024-05-01%2000%3A00%3A00%3Bx%3Da%26b',
    ],
    [{ dimensions: ['ц'] }, 'indexed', 'dimensions[0]=%D1%86'],
  ] as const)('%j (%s) -> %s', (params, format, expected) => {
    expect(encodeQuery(params, format)).toBe(expected);
  });
});

describe('GET query of list operations', () => {
  it('sends dimensions as PHP indexed arrays, the key as apiKey, and the filter in one piece', async () => {
    const { client, sent } = testClient(emptyPage);
    await client.calls.list({
      counter: '11111111111',
      dimensions: ['callId', 'startTime', 'tags'],
      filter: 'startTime>2024-05-01 00:00:00',
      page: 2,
      itemsPerPage: 50,
    });
    const [request] = sent;
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/v2/call/list');
    expect(request?.rawUrl).toContain(
      'dimensions[0]=callId&dimensions[1]=startTime&dimensions[2]=tags',
    );
    const params = request!.url.searchParams;
    expect(params.get('counter')).toBe('11111111111');
    expect(params.get('filter')).toBe('startTime>2024-05-01 00:00:00');
    expect(params.get('page')).toBe('2');
    expect(params.get('itemsPerPage')).toBe('50');
    expect(params.get('apiKey')).toBe(API_KEY);
    expect(request?.body).toBeUndefined();
  });

  it('leaves out parameters that were not given and sends the lead chain flag as 0/1', async () => {
    const { client, sent } = testClient(emptyPage);
    await client.leads.list({ counter: '1', dimensions: ['id'], showInterActionChain: true });
    await client.leads.list({ counter: '1', dimensions: ['id'] });
    expect(sent[0]?.url.searchParams.get('isShowInterActionChain')).toBe('1');
    expect([...sent[1]!.url.searchParams.keys()]).toEqual(['counter', 'dimensions[0]', 'apiKey']);
  });

  it('joins the base URL without doubling slashes', async () => {
    const { client, sent } = testClient(emptyPage, { baseUrl: 'http://127.0.0.1:8787/' });
    await client.tags.list({ counter: '1' });
    expect(sent[0]?.rawUrl.startsWith('http://127.0.0.1:8787/v2/tag/list?counter=1')).toBe(true);
  });

  it('uses the production base URL by default', async () => {
    const { client, sent } = testClient(emptyPage, { baseUrl: undefined });
    await client.pools.list({ counter: '1' });
    expect(sent[0]?.url.origin).toBe('https://api.tracker.k50.ru');
  });

  it('reads the key from a getter on every call, so a changed key needs no new client', async () => {
    let key = 'first-key-1';
    const { client, sent } = testClient(emptyPage, { apiKey: () => key });
    await client.tags.list({ counter: '1' });
    key = 'second-key-2';
    await client.tags.list({ counter: '1' });
    expect(sent.map((r) => r.url.searchParams.get('apiKey'))).toEqual([
      'first-key-1',
      'second-key-2',
    ]);
  });

  it('refuses to send without a key', async () => {
    const { client, sent } = testClient(emptyPage, { apiKey: '' });
    await expect(client.counters.me()).rejects.toMatchObject({
      kind: 'auth',
      code: 'missing_api_key',
    });
    expect(sent).toHaveLength(0);
  });
});
