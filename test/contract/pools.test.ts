import { describe, expect, it } from 'vitest';
import { apiError, clientFor, collect, requestsTo, useContractEmulator } from './harness';

const emulator = useContractEmulator();
const client = () => clientFor(emulator());
const counter = () => emulator().store.demoCounterId;

describe('pools.list (GET /v2/pool/list)', () => {
  it('returns the counter pools with typed values', async () => {
    const page = await client().pools.list({ counter: counter() });
    const stored = emulator().store.pools(counter());
    expect(page.totalResults).toBe(stored.length);
    expect(page.items.map((pool) => pool.poolId)).toEqual(stored.map((p) => String(p.poolId)));
    for (const pool of page.items) {
      expect(['dynamic', 'static']).toContain(pool.type);
      expect(typeof pool.isActive).toBe('boolean');
      expect(pool.phones.length).toBeGreaterThan(0);
      for (const phone of pool.phones) expect(phone).toMatch(/^\d+$/);
    }
    // five pools: dynamic per ad network, one static site number, one inactive
    expect(page.items.some((pool) => pool.type === 'static')).toBe(true);
    expect(page.items.filter((pool) => !pool.isActive)).toHaveLength(1);
  });

  it('walks every pool page by page (itemsPerPage 2): totalResults matches', async () => {
    let totalResults: number | undefined;
    const before = requestsTo(emulator(), '/v2/pool/list').length;
    const pools = await collect(
      client().pools.iterate(
        { counter: counter() },
        { itemsPerPage: 2, onPage: (info) => (totalResults = info.totalResults) },
      ),
    );
    expect(pools).toHaveLength(5);
    expect(totalResults).toBe(5);
    expect(requestsTo(emulator(), '/v2/pool/list').length - before).toBe(3);
  });

  it('answers a bad itemsPerPage with bad_request', async () => {
    const error = await apiError(client().pools.list({ counter: counter(), itemsPerPage: 1001 }));
    expect(error).toMatchObject({ kind: 'bad_request', status: 400, code: 'bad_request' });
  });

  it('answers a counter the limited key cannot see with auth and counter access', async () => {
    const limited = clientFor(emulator(), { apiKey: emulator().keys.limited });
    const other = emulator().store.counters[3]?.counterId ?? '';
    const error = await apiError(limited.pools.list({ counter: other }));
    expect(error).toMatchObject({ kind: 'auth', counterAccess: true });
  });
});
