import { describe, expect, it } from 'vitest';
import { createApiSource } from '../../../lib/background/api-source';

type Reply = { status?: number; body: unknown };

function fakeFetch(route: (url: URL, init: RequestInit) => Reply) {
  const seen: URL[] = [];
  const fetch = async (input: string, init: RequestInit) => {
    const url = new URL(input);
    seen.push(url);
    const { status = 200, body } = route(url, init);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, seen };
}

const config = { baseUrl: 'https://tracker.test', apiKey: 'k-123456' };

describe('API source adapter', () => {
  it('maps a call page to clean rows and knows when more pages follow', async () => {
    const { fetch, seen } = fakeFetch(() => ({
      body: {
        result: [
          {
            callId: 'a',
            startTime: '2026-06-01T10:00:00+0300',
            callerPhone: '+7 (999) 123-45-67',
            status: 'SUCCESS',
            isTarget: 'true',
            tags: ['x'],
          },
          { callId: 'no-time' },
        ],
        totalResults: 3,
        nextLink: 'https://tracker.test/v2/call/list?page=2',
      },
    }));
    const source = createApiSource(config, { fetch, maxRetries: 0 });
    const page = await source.listCalls({
      counterId: '101',
      page: 1,
      itemsPerPage: 2,
      filter: 'startTime>2026-01-01',
    });
    expect(page.hasMore).toBe(true);
    expect(page.rows).toEqual([
      {
        counterId: '101',
        callId: 'a',
        startTime: Date.UTC(2026, 5, 1, 7),
        callerPhone: '79991234567',
        status: 'success',
        isTarget: true,
        tags: ['x'],
      },
    ]);
    expect(seen[0]!.searchParams.get('filter')).toBe('startTime>2026-01-01');
    expect(seen[0]!.searchParams.get('counter')).toBe('101');
  });

  it('turns a per-id tag error into a failed write', async () => {
    const { fetch } = fakeFetch(() => ({
      body: { result: { c1: { result: 'error', message: 'call is archived' } } },
    }));
    const source = createApiSource(config, { fetch, maxRetries: 0 });
    await expect(source.changeCallTags('add', '101', ['c1'], ['x'])).rejects.toMatchObject({
      kind: 'bad_request',
    });
  });

  it('reports a refused key as an auth error without the key in the message', async () => {
    const { fetch } = fakeFetch(() => ({
      status: 403,
      body: { error: 'invalid_api_key', message: 'bad key' },
    }));
    const source = createApiSource(config, { fetch, maxRetries: 0 });
    const error: unknown = await source.counters().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'auth' });
    expect((error as Error).message).not.toContain(config.apiKey);
  });
});
