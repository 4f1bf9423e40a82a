import { describe, expect, it } from 'vitest';
import { DEMO_PHONES } from '../../emulator/index';
import { filter, LEAD_DIMENSIONS, type LeadDimension } from '../../lib/api/index';
import {
  apiError,
  clientFor,
  collect,
  epochOf,
  moscowMidnight,
  requestsTo,
  useContractEmulator,
} from './harness';

const emulator = useContractEmulator();
const client = () => clientFor(emulator());
const counter = () => emulator().store.demoCounterId;
/** The emulator's own list of the demo counter's leads, newest first. */
const storedLeads = () => {
  const data = emulator().store.counterData(counter());
  if (!data) throw new Error('demo counter missing');
  return data.leads;
};
const generatedLeadId = (index: number) => {
  const lead = storedLeads()[index];
  if (!lead) throw new Error(`no lead at ${index}`);
  return lead.id;
};

const TYPED_DIMENSIONS: readonly LeadDimension[] = [
  'id',
  'createdAt',
  'phone',
  'status',
  'tags',
  'source',
  'utmCampaign',
  'leadLogFormName',
];
const STATUSES = ['new', 'in_progress', 'won', 'lost'];

async function listLead(id: number) {
  const page = await client().leads.list({
    counter: counter(),
    dimensions: ['id', 'tags'],
    filter: filter().eq('id', id),
  });
  expect(page.items).toHaveLength(1);
  return page.items[0];
}

describe('leads.addTags (POST /v2/leads/addTags)', () => {
  it('writes a tag that a later list read and the store both show', async () => {
    const id = generatedLeadId(5);
    const outcomes = await client().leads.addTags({
      counter: counter(),
      leadIds: [id],
      tags: [' lead-contract '],
    });
    expect(outcomes).toEqual([{ id: String(id), ok: true }]);
    expect(emulator().store.findLead(counter(), id)?.tags).toContain('lead-contract');
    expect((await listLead(id))?.tags).toContain('lead-contract');
  });

  it('is idempotent and reports an unknown lead per id', async () => {
    const id = generatedLeadId(6);
    await client().leads.addTags({ counter: counter(), leadIds: [id], tags: ['again'] });
    const outcomes = await client().leads.addTags({
      counter: counter(),
      leadIds: [id, 999_999_999],
      tags: ['again'],
    });
    expect(outcomes).toEqual([
      { id: String(id), ok: true },
      { id: '999999999', ok: false, message: expect.any(String) },
    ]);
    const tags = emulator().store.findLead(counter(), id)?.tags as string[];
    expect(tags.filter((tag) => tag === 'again')).toHaveLength(1);
  });

  it('answers a counter the limited key cannot see with auth and counter access', async () => {
    const limited = clientFor(emulator(), { apiKey: emulator().keys.limited });
    const other = emulator().store.counters[1]?.counterId ?? '';
    const error = await apiError(
      limited.leads.addTags({ counter: other, leadIds: [1], tags: ['x'] }),
    );
    expect(error).toMatchObject({ kind: 'auth', counterAccess: true });
  });
});

describe('leads.list (GET /v2/leads/list)', () => {
  it('returns only the requested dimensions as clean typed values, newest first', async () => {
    const page = await client().leads.list({
      counter: counter(),
      dimensions: TYPED_DIMENSIONS,
      itemsPerPage: 40,
    });
    expect(page.totalResults).toBe(storedLeads().length);
    expect(page.items.map((lead) => lead.id)).toEqual(
      storedLeads()
        .slice(0, 40)
        .map((lead) => lead.id),
    );
    expect(page.items.filter((lead) => lead.phone).length).toBeGreaterThan(20);
    for (const lead of page.items) {
      for (const key of Object.keys(lead)) expect(TYPED_DIMENSIONS).toContain(key);
      expect(Number.isInteger(lead.id)).toBe(true);
      const stored = emulator().store.findLead(counter(), lead.id ?? -1);
      expect(lead.createdAt).toBe(epochOf(stored?.createdAt));
      // Some leads come from forms without a number; a number given is digits only.
      if (lead.phone !== undefined) expect(lead.phone).toMatch(/^\d+$/);
      expect(STATUSES).toContain(lead.status);
      expect(Array.isArray(lead.tags)).toBe(true);
    }
  });

  it('adds the interaction chain as an array of text when asked', async () => {
    const page = await client().leads.list({
      counter: counter(),
      dimensions: ['id', 'phone'],
      filter: filter().eq('phone', DEMO_PHONES.leadOnly),
      showInterActionChain: true,
    });
    expect(page.items).toHaveLength(1);
    const chain = page.items[0]?.interActionChain ?? [];
    // one visit and one form, no earlier calls from a number that never called
    expect(chain).toHaveLength(2);
    expect(chain[0]).toMatch(/ visit /);
    expect(chain[1]).toMatch(/ form /);
  });

  it('walks every lead page by page (itemsPerPage 25): totalResults matches', async () => {
    let totalResults: number | undefined;
    const before = requestsTo(emulator(), '/v2/leads/list').length;
    const leads = await collect(
      client().leads.iterate(
        { counter: counter(), dimensions: ['id'] },
        { itemsPerPage: 25, onPage: (info) => (totalResults = info.totalResults) },
      ),
    );
    expect(leads.length).toBe(totalResults);
    expect(leads.length).toBe(emulator().store.leadCount(counter()));
    expect(new Set(leads.map((lead) => lead.id)).size).toBe(leads.length);
    const pages = requestsTo(emulator(), '/v2/leads/list').length - before;
    expect(pages).toBe(Math.ceil(leads.length / 25));
  });

  it('filters by phone=: the demo number has three leads', async () => {
    const page = await client().leads.list({
      counter: counter(),
      dimensions: ['id', 'phone', 'status'],
      filter: `phone=${DEMO_PHONES.manyCallsAndLeads}`,
    });
    const expected = emulator().store.leadsByPhone(DEMO_PHONES.manyCallsAndLeads, counter());
    expect(page.items.map((lead) => lead.id)).toEqual(expected.map((lead) => lead.id));
    expect(page.items.map((lead) => lead.status)).toEqual(['new', 'won', 'lost']);
  });

  it('filters by createdAt> a day', async () => {
    const page = await client().leads.list({
      counter: counter(),
      dimensions: ['id', 'createdAt'],
      filter: 'createdAt>2025-05-10',
    });
    const from = moscowMidnight('2025-05-11');
    const expected = storedLeads().filter((lead) => lead.createdMs >= from);
    expect(expected.length).toBeGreaterThan(0);
    expect(page.items.map((lead) => lead.id)).toEqual(expected.map((lead) => lead.id));
  });

  it('answers a bad itemsPerPage with the string code', async () => {
    const error = await apiError(
      client().leads.list({ counter: counter(), dimensions: ['id'], itemsPerPage: 0 }),
    );
    expect(error).toMatchObject({
      kind: 'bad_request',
      status: 400,
      code: 'invalid_items_per_page',
    });
  });

  it('answers a counter the limited key cannot see with auth and counter access', async () => {
    const limited = clientFor(emulator(), { apiKey: emulator().keys.limited });
    const other = emulator().store.counters[2]?.counterId ?? '';
    const error = await apiError(limited.leads.list({ counter: other, dimensions: ['id'] }));
    expect(error).toMatchObject({
      kind: 'auth',
      status: 403,
      code: 'counter_access_denied',
      counterAccess: true,
    });
  });
});

describe('leads.listCsv (GET /v2/leads/list/csv)', () => {
  it('parses to the same rows as the JSON list of the same page', async () => {
    const params = {
      counter: counter(),
      dimensions: TYPED_DIMENSIONS,
      itemsPerPage: 50,
      page: 2,
    };
    const [page, rows] = await Promise.all([
      client().leads.list(params),
      client().leads.listCsv(params),
    ]);
    expect(rows).toHaveLength(50);
    expect(rows).toEqual(page.items);
  });

  it('agrees with JSON on every dimension the client knows, over a whole counter', async () => {
    const params = {
      counter: emulator().store.counters[2]?.counterId ?? '',
      dimensions: LEAD_DIMENSIONS,
    };
    const [page, rows] = await Promise.all([
      client().leads.list(params),
      client().leads.listCsv(params),
    ]);
    expect(rows.length).toBe(page.totalResults);
    expect(rows).toEqual(page.items);
  });

  // The emulator joins the chain into one CSV cell with "," as the doc says for arrays.
  it('parses the interaction chain to the same array as JSON', async () => {
    const params = {
      counter: counter(),
      dimensions: ['id'] as LeadDimension[],
      filter: `phone=${DEMO_PHONES.manyCallsAndLeads}`,
      showInterActionChain: true,
    };
    const [page, rows] = await Promise.all([
      client().leads.list(params),
      client().leads.listCsv(params),
    ]);
    expect(page.items[0]?.interActionChain?.length).toBeGreaterThan(2);
    expect(rows).toEqual(page.items);
  });

  it('answers a bad itemsPerPage with the string code', async () => {
    const error = await apiError(
      client().leads.listCsv({ counter: counter(), dimensions: ['id'], itemsPerPage: 5000 }),
    );
    expect(error).toMatchObject({ kind: 'bad_request', code: 'invalid_items_per_page' });
  });
});
