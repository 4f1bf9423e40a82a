import { describe, expect, it } from 'vitest';
import { get, json, post, useEmulator, type Envelope } from './harness';

const emulator = useEmulator();

describe('keys', () => {
  const listQuery = () => ({
    counter: emulator().store.demoCounterId,
    dimensions: ['callId'],
    itemsPerPage: 1,
  });

  it('accepts the key as query parameter, header or POST body field', async () => {
    const e = emulator();
    expect((await get(e, '/v2/call/list', listQuery())).status).toBe(200);
    const viaHeader = await fetch(
      `${e.baseUrl}/v2/call/list?counter=${e.store.demoCounterId}&dimensions[0]=callId`,
      {
        headers: { apiKey: e.keys.full },
      },
    );
    expect(viaHeader.status).toBe(200);
    const viaBody = await post(e, '/v2/call/list', { ...listQuery(), apiKey: e.keys.full }, null);
    expect(viaBody.status).toBe(200);
  });

  it('answers 403 invalid_api_key to a wrong or missing key on every operation', async () => {
    const e = emulator();
    const paths = [
      '/api/me',
      '/api/me/csv',
      '/v2/call/list',
      '/v2/call/list/csv',
      '/v2/leads/list',
      '/v2/leads/list/csv',
      '/v2/order/list',
      '/v2/pool/list',
      '/v2/tag/list',
      '/api/table/1/getSchema',
      '/api/table/1/getData',
    ];
    for (const path of paths) {
      for (const key of ['wrong-key', null]) {
        const response = await get(e, path, listQuery(), key);
        expect(response.status, `${path} ${String(key)}`).toBe(403);
        expect(await json(response)).toMatchObject({ error: 'invalid_api_key' });
      }
    }
    const writes = [
      '/v2/call/add',
      '/v2/call/update',
      '/v2/call/addTags',
      '/v2/call/removeTags',
      '/v2/leads/addTags',
    ];
    for (const path of [...writes, '/v2/order/add', '/v2/order/update', '/v2/order/addTags']) {
      const response = await post(e, path, { counter: e.store.demoCounterId }, 'wrong-key');
      expect(response.status, path).toBe(403);
      expect(await json(response)).toMatchObject({
        error: 'invalid_api_key',
        message: expect.any(String),
      });
    }
  });

  it('the limited key sees only the first counter of /api/me', async () => {
    const e = emulator();
    const me = await json<{ projects: Record<string, { counters: Record<string, unknown> }> }>(
      await get(e, '/api/me', {}, e.keys.limited),
    );
    const ids = Object.values(me.projects).flatMap((p) => Object.keys(p.counters));
    expect(ids).toEqual([e.store.counters[0]?.counterId]);

    const own = await get(e, '/v2/call/list', listQuery(), e.keys.limited);
    expect(own.status).toBe(200);
    const other = e.store.counters[2]?.counterId ?? '';
    for (const path of [
      '/v2/call/list',
      '/v2/leads/list',
      '/v2/order/list',
      '/v2/pool/list',
      '/v2/tag/list',
    ]) {
      const denied = await get(e, path, { ...listQuery(), counter: other }, e.keys.limited);
      expect(denied.status, path).toBe(403);
      expect(await json(denied)).toMatchObject({ error: 'counter_access_denied' });
    }
    const write = await post(
      e,
      '/v2/call/addTags',
      { counter: other, callIds: ['1'], tags: ['x'] },
      e.keys.limited,
    );
    expect(write.status).toBe(403);
  });

  it('BI data shows only rows of counters the key can see', async () => {
    const e = emulator();
    const limited = await json<Envelope>(await get(e, '/api/table/1/getData', {}, e.keys.limited));
    expect(new Set(limited.result.map((row) => row.counterId))).toEqual(
      new Set([e.store.demoCounterId]),
    );
    const full = await json<Envelope>(await get(e, '/api/table/1/getData', {}));
    expect(new Set(full.result.map((row) => row.counterId)).size).toBe(4);
  });

  it('keeps the key out of the request log', async () => {
    const e = emulator();
    await get(e, '/api/me');
    await post(e, '/v2/call/list', { ...listQuery(), apiKey: e.keys.full }, null);
    expect(JSON.stringify(e.requests)).not.toContain(e.keys.full);
    expect(e.requests.length).toBeGreaterThan(0);
  });

  it('revokes a key over HTTP while it runs, and restores it', async () => {
    const e = emulator();
    const limited = e.keys.limited;
    expect((await get(e, '/api/me', {}, limited)).status).toBe(200);
    const revoke = await post(e, '/_emulator/key/revoke', {}, limited);
    expect(revoke.status).toBe(200);
    expect(await json(revoke)).toEqual({ revoked: true });
    for (const path of ['/api/me', '/v2/call/list']) {
      const refused = await get(e, path, listQuery(), limited);
      expect(refused.status, path).toBe(403);
      expect(await json(refused)).toMatchObject({ error: 'invalid_api_key' });
    }
    const write = await post(e, '/v2/call/addTags', { counter: e.store.demoCounterId }, limited);
    expect(write.status).toBe(403);
    // The other key is untouched.
    expect((await get(e, '/api/me')).status).toBe(200);
    // Only POST, and only a key the emulator knows.
    expect((await get(e, '/_emulator/key/restore', {}, limited)).status).toBe(405);
    expect((await post(e, '/_emulator/key/revoke', {}, 'wrong-key')).status).toBe(403);
    const restore = await post(e, '/_emulator/key/restore', {}, limited);
    expect(await json(restore)).toEqual({ revoked: false });
    expect((await get(e, '/api/me', {}, limited)).status).toBe(200);
  });

  it('revokes and restores a key from code', async () => {
    const e = emulator();
    e.revokeKey(e.keys.limited);
    expect((await get(e, '/api/me', {}, e.keys.limited)).status).toBe(403);
    e.restoreKey(e.keys.limited);
    expect((await get(e, '/api/me', {}, e.keys.limited)).status).toBe(200);
  });
});
