import { describe, expect, it } from 'vitest';
import { compileFilter, type FieldKind } from '../../emulator/filter';
import { get, json, useEmulator, type Envelope } from './harness';

interface Row {
  when: number;
  phone: string;
  n: number;
  text: string;
  flag: boolean;
  tags: string[];
}

const kinds: Record<string, FieldKind> = {
  when: 'date',
  phone: 'phone',
  n: 'number',
  text: 'text',
  flag: 'boolean',
  tags: 'list',
};
const schema = {
  kinds,
  aliases: { dateTime: 'when' },
  valueOf: (row: Row, field: string) => row[field as keyof Row],
};
// 2024-05-01 15:30:00 Moscow time.
const row: Row = {
  when: Date.UTC(2024, 4, 1, 12, 30),
  phone: '79161234567',
  n: 42,
  text: 'Yandex / CPC',
  flag: true,
  tags: ['target', 'sale'],
};

describe('compileFilter', () => {
  it.each([
    ['dateTime>2024-04-30', true],
    ['dateTime>2024-05-01', false],
    ['dateTime>=2024-05-01', true],
    ['dateTime<=2024-05-01', true],
    ['dateTime=2024-05-01', true],
    ['dateTime!=2024-05-01', false],
    ['when>2024-05-01 15:29:59', true],
    ['when>2024-05-01 15:30:00', false],
    ['when<2024-05-01 15:30:01', true],
    ['phone=+7 (916) 123-45-67', true],
    ['phone!=79161234567', false],
    ['n>41;n<43', true],
    ['n>=43', false],
    ['n=42;', true],
    ['text=yandex / cpc', true],
    ['text!=google / cpc', true],
    ['flag=true', true],
    ['flag=false', false],
    ['tags=sale', true],
    ['tags!=spam', true],
    ['tags=spam', false],
    ['', true],
  ])('%s -> %s', (filter, expected) => {
    const compiled = compileFilter(filter, schema);
    expect(compiled.ok).toBe(true);
    if (compiled.ok) expect(compiled.matches(row)).toBe(expected);
  });

  it.each([
    'when > 2024-05-01',
    'when>2024-5-1',
    'when>2024-02-30',
    'n>many',
    'flag>true',
    'tags>a',
    'unknown=1',
    'phone=abc',
    'n~1',
  ])('rejects %s', (filter) => {
    expect(compileFilter(filter, schema).ok).toBe(false);
  });

  it('strict mode accepts only >', () => {
    expect(compileFilter('n>1', schema, { strict: true }).ok).toBe(true);
    for (const op of ['>=', '<=', '!=', '=', '<']) {
      expect(compileFilter(`n${op}1`, schema, { strict: true }).ok).toBe(false);
    }
  });
});

describe('filters over HTTP', () => {
  const emulator = useEmulator();

  it("callerPhone= finds exactly the number's calls, newest first", async () => {
    const e = emulator();
    const phone = e.store.demoPhones.manyCallsAndLeads;
    const body = await json<Envelope>(
      await get(e, '/v2/call/list', {
        counter: e.store.demoCounterId,
        dimensions: ['callId', 'callerPhone', 'startTime'],
        filter: `callerPhone=+7 916 123-45-67`,
      }),
    );
    expect(body.totalResults).toBe(14);
    expect(body.result.every((call) => call.callerPhone === phone)).toBe(true);
    const times = body.result.map((call) => String(call.startTime));
    expect([...times].sort().reverse()).toEqual(times);
    expect(body.result.map((c) => c.callId)).toEqual(
      e.store.callsByPhone(phone, e.store.demoCounterId).map((c) => c.callId),
    );
  });

  it('a date-bounded listing plus other conditions', async () => {
    const e = emulator();
    const body = await json<Envelope>(
      await get(e, '/v2/call/list', {
        counter: e.store.demoCounterId,
        dimensions: ['startTime', 'status', 'duration'],
        filter: 'startTime>2025-05-01 00:00:00;status=SUCCESS;duration>=60;',
      }),
    );
    expect(body.totalResults).toBeGreaterThan(0);
    for (const call of body.result) {
      expect(String(call.startTime) > '2025-05-01T00:00:00+0300').toBe(true);
      expect(call.status).toBe('SUCCESS');
      expect(Number(call.duration)).toBeGreaterThanOrEqual(60);
    }
  });

  it('lead phone filter and dateTime alias', async () => {
    const e = emulator();
    const body = await json<Envelope>(
      await get(e, '/v2/leads/list', {
        counter: e.store.demoCounterId,
        dimensions: ['id', 'phone', 'createdAt'],
        filter: `phone=${e.store.demoPhones.manyCallsAndLeads};dateTime>2025-03-01`,
      }),
    );
    expect(body.result.map((lead) => lead.phone)).toEqual([
      e.store.demoPhones.manyCallsAndLeads,
      e.store.demoPhones.manyCallsAndLeads,
    ]);
  });

  it('BI data filters by column type', async () => {
    const e = emulator();
    const body = await json<Envelope>(
      await get(e, '/api/table/1/getData', { filter: 'date>=2025-05-30;calls>1' }),
    );
    for (const row of body.result) {
      expect(String(row.date) >= '2025-05-30').toBe(true);
      expect(Number(row.calls)).toBeGreaterThan(1);
    }
  });
});

describe('strict filter mode', () => {
  const emulator = useEmulator({ strictFilter: true });

  it('accepts > and answers 400 to every other operator', async () => {
    const e = emulator();
    const base = { counter: e.store.demoCounterId, dimensions: ['callId'], itemsPerPage: 1 };
    expect(
      (await get(e, '/v2/call/list', { ...base, filter: 'startTime>2025-05-01 00:00:00' })).status,
    ).toBe(200);
    const rejected = await get(e, '/v2/call/list', {
      ...base,
      filter: `callerPhone=${e.store.demoPhones.callsOnly}`,
    });
    expect(rejected.status).toBe(400);
    expect(await json(rejected)).toMatchObject({ error: 4 });
    const leads = await get(e, '/v2/leads/list', {
      ...base,
      dimensions: ['id'],
      filter: 'createdAt>=2025-01-01',
    });
    expect(await json(leads)).toMatchObject({ error: 'invalid_filter' });
  });
});
