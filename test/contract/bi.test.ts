import { describe, expect, it } from 'vitest';
import type { BiRow, BiSchema } from '../../lib/api/index';
import {
  apiError,
  clientFor,
  collect,
  CONTRACT_NOW,
  requestsTo,
  useContractEmulator,
} from './harness';

const emulator = useContractEmulator();
const client = () => clientFor(emulator());

const TABLE_COLUMNS: Record<1 | 2, string[]> = {
  1: ['date', 'counterId', 'source', 'calls', 'targetCalls', 'avgDuration'],
  2: ['counterId', 'utmSource', 'utmCampaign', 'leads', 'wonLeads', 'conversionRate', 'isPaid'],
};

/** Each value has the JavaScript type its column's schema type promises. */
function expectRowMatchesSchema(row: BiRow, schema: BiSchema): void {
  expect(Object.keys(row).sort()).toEqual(schema.columns.map((column) => column.name).sort());
  for (const column of schema.columns) {
    const value = row[column.name];
    switch (column.type) {
      case 'integer':
        expect(Number.isInteger(value)).toBe(true);
        break;
      case 'float':
        expect(typeof value).toBe('number');
        break;
      case 'boolean':
        expect(typeof value).toBe('boolean');
        break;
      case 'date':
        expect(value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        break;
      default:
        expect(typeof value).toBe('string');
    }
  }
}

describe('bi.getSchema (GET /api/table/{id}/getSchema)', () => {
  it.each([1, 2] as const)('describes table %i with typed columns', async (id) => {
    const schema = await client().bi.getSchema({ id });
    expect(schema.id).toBe(String(id));
    expect(schema.name).toMatch(/\S/);
    expect(schema.columns.map((column) => column.name)).toEqual(TABLE_COLUMNS[id]);
    for (const column of schema.columns) {
      expect(['string', 'integer', 'float', 'date', 'boolean']).toContain(column.type);
      expect(column.title).toMatch(/\S/);
    }
  });

  it('answers an unknown table with not_found', async () => {
    const error = await apiError(client().bi.getSchema({ id: 99 }));
    expect(error).toMatchObject({ kind: 'not_found', status: 404 });
  });

  it('refuses a table id that is not digits before sending anything', async () => {
    const before = emulator().requests.length;
    const error = await apiError(client().bi.getSchema({ id: '1/../2' }));
    expect(error.kind).toBe('bad_request');
    expect(emulator().requests.length).toBe(before);
  });
});

describe('bi.getData (GET /api/table/{id}/getData)', () => {
  it.each([1, 2] as const)('returns rows of table %i that follow its schema', async (id) => {
    const [schema, page] = await Promise.all([
      client().bi.getSchema({ id }),
      client().bi.getData({ id, itemsPerPage: 100 }),
    ]);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.totalResults).toBeGreaterThanOrEqual(page.items.length);
    for (const row of page.items) expectRowMatchesSchema(row, schema);
  });

  it('walks every row of table 2 page by page (itemsPerPage 5): totalResults matches', async () => {
    let totalResults: number | undefined;
    const before = requestsTo(emulator(), '/api/table/2/getData').length;
    const rows = await collect(
      client().bi.iterateData(
        { id: 2 },
        { itemsPerPage: 5, onPage: (info) => (totalResults = info.totalResults) },
      ),
    );
    expect(rows.length).toBe(totalResults);
    const pages = requestsTo(emulator(), '/api/table/2/getData').length - before;
    expect(pages).toBe(Math.ceil(rows.length / 5));
    // the leads in the table add up to every lead the key can see
    const leads = rows.reduce((sum, row) => sum + Number(row.leads), 0);
    expect(leads).toBe(emulator().store.leadCount());
  });

  it('filters rows by a column', async () => {
    const second = emulator().store.counters[1]?.counterId ?? '';
    const page = await client().bi.getData({ id: 2, filter: `counterId=${second}` });
    expect(page.items.length).toBeGreaterThan(0);
    for (const row of page.items) expect(row.counterId).toBe(second);
  });

  it('gives the limited key only rows of its own counter', async () => {
    const limited = clientFor(emulator(), { apiKey: emulator().keys.limited });
    const page = await limited.bi.getData({ id: 1 });
    expect(page.items.length).toBeGreaterThan(0);
    for (const row of page.items) expect(row.counterId).toBe(emulator().store.demoCounterId);
  });

  it('reflects a call written through the API', async () => {
    await client().calls.add({
      counter: emulator().store.demoCounterId,
      callId: 'contract-bi-call',
      startTime: new Date(CONTRACT_NOW - 60_000),
      callerPhone: '79990001122',
      calledPhone: '74950000001',
      compositeSource: 'contract / test',
      duration: 40,
    });
    const page = await client().bi.getData({ id: 1, filter: 'source=contract / test' });
    expect(page.items).toEqual([
      {
        date: '2025-06-01',
        counterId: emulator().store.demoCounterId,
        source: 'contract / test',
        calls: 1,
        targetCalls: 0,
        avgDuration: 40,
      },
    ]);
  });

  it('answers an unknown table with not_found', async () => {
    const error = await apiError(client().bi.getData({ id: 3 }));
    expect(error).toMatchObject({ kind: 'not_found', status: 404, code: 'not_found' });
  });

  it('answers a bad itemsPerPage with bad_request', async () => {
    const error = await apiError(client().bi.getData({ id: 1, itemsPerPage: 0 }));
    expect(error).toMatchObject({ kind: 'bad_request', status: 400 });
  });
});
