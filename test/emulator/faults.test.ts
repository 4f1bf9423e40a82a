import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { get, post, useEmulator } from './harness';

describe('rate limit', () => {
  const emulator = useEmulator({ rateLimit: 3 });

  it('answers 429 with Retry-After past N requests per second per key', async () => {
    const e = emulator();
    const responses = await Promise.all(Array.from({ length: 8 }, () => get(e, '/api/me')));
    const limited = responses.filter((r) => r.status === 429);
    expect(limited.length).toBe(5);
    expect(Number(limited[0]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await limited[0]?.json()).toMatchObject({ error: 'rate_limited' });
    // Another key has its own budget.
    expect((await get(e, '/api/me', {}, e.keys.limited)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await get(e, '/api/me')).status).toBe(200);
  });
});

describe('fail rate 1', () => {
  const emulator = useEmulator({ failRate: 1 });

  it('answers 500 internal_error and does not apply writes', async () => {
    const e = emulator();
    const response = await get(e, '/api/me');
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: 'internal_error' });
    const write = await post(e, '/v2/call/add', {
      counter: e.store.demoCounterId,
      callId: 'never',
      startTime: '2025-01-01',
      callerPhone: '79990000000',
      calledPhone: '74950000000',
    });
    expect(write.status).toBe(500);
    expect(e.store.findCall(e.store.demoCounterId, 'never')).toBeUndefined();
  });
});

describe('malformed rate 1', () => {
  const emulator = useEmulator({ malformedRate: 1 });
  const envelope = z.object({
    result: z.array(z.record(z.string(), z.unknown())),
    totalResults: z.number(),
  });
  const me = z.object({ projects: z.record(z.string(), z.unknown()) });

  it('every 200 reply fails to parse or fails its schema', async () => {
    const e = emulator();
    const query = { counter: e.store.demoCounterId, dimensions: ['callId'], itemsPerPage: 2 };
    for (let i = 0; i < 12; i++) {
      for (const [response, schema] of [
        [await get(e, '/v2/call/list', query), envelope],
        [await get(e, '/api/me'), me],
      ] as const) {
        expect(response.status).toBe(200);
        const text = await response.text();
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch (error) {
          expect(error).toBeInstanceOf(SyntaxError);
          continue;
        }
        expect(schema.safeParse(parsed).success).toBe(false);
      }
    }
  });

  it('leaves error replies intact', async () => {
    const e = emulator();
    const response = await get(e, '/api/me', {}, 'wrong');
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: 'invalid_api_key' });
  });
});

describe('latency', () => {
  const emulator = useEmulator({ latencyMs: 150 });

  it('delays each request', async () => {
    const started = performance.now();
    await get(emulator(), '/api/me');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});
