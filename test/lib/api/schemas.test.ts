import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CallRecord } from '../../../lib/api/schemas/call';
import { LeadRecord } from '../../../lib/api/schemas/lead';
import { MeResponse } from '../../../lib/api/schemas/me';
import { OrderRecord } from '../../../lib/api/schemas/order';
import { PoolRecord } from '../../../lib/api/schemas/pool';
import { TagRecord } from '../../../lib/api/schemas/tag';
import { TagWriteResponse } from '../../../lib/api/schemas/write-results';

const field = <S extends z.ZodType>(schema: S, value: unknown, key: string) =>
  (schema.parse({ [key]: value }) as Record<string, unknown>)[key];

const MOSCOW_10_30 = Date.UTC(2024, 4, 1, 7, 30, 0);

describe('call record: liberal in, clean out', () => {
  it.each([
    ['isTarget', 'true', true],
    ['isTarget', 'false', false],
    ['isTarget', 'TRUE', true],
    ['isTarget', '1', true],
    ['isTarget', '0', false],
    ['isTarget', 1, true],
    ['isTarget', false, false],
    ['duration', '42', 42],
    ['duration', ' 42 ', 42],
    ['duration', 42, 42],
    ['connectDuration', '0', 0],
    ['status', 'SUCCESS', 'success'],
    ['status', 'Failed', 'failed'],
    ['status', 'NO ANSWER', 'no answer'],
    ['callId', 12345, '12345'],
    ['callerPhone', '+7 (999) 123-45-67', '79991234567'],
    ['callerPhone', 79991234567, '79991234567'],
    ['startTime', '2024-05-01T10:30:00+0300', MOSCOW_10_30],
    ['startTime', '2024-05-01T10:30:00+03:00', MOSCOW_10_30],
    ['startTime', '2024-05-01T07:30:00Z', MOSCOW_10_30],
    ['startTime', '2024-05-01 10:30:00', MOSCOW_10_30],
    ['startTime', '2024-05-01T02:30:00-0500', MOSCOW_10_30],
    ['tags', ['a', 'b'], ['a', 'b']],
    ['tags', 'a, b', ['a', 'b']],
    ['tags', null, []],
    ['duration', null, undefined],
    ['duration', '', undefined],
    ['utmSource', null, undefined],
  ])('%s: %j -> %j', (key, value, expected) => {
    expect(field(CallRecord, value, key)).toEqual(expected);
  });

  it.each([
    ['isTarget', 'maybe'],
    ['isTarget', 2],
    ['duration', 'forty'],
    ['duration', '4.5'],
    ['duration', { seconds: 4 }],
    ['startTime', '01.05.2024 10:30'],
    ['startTime', '2024-02-30T10:00:00+0300'],
    ['startTime', '2024-05-01T25:00:00+0300'],
    ['tags', { a: 1 }],
    ['tags', [['nested']]],
    ['callerPhone', 'unknown'],
  ])('%s: %j is refused', (key, value) => {
    expect(CallRecord.safeParse({ [key]: value }).success).toBe(false);
  });

  it('leaves out missing fields, defaults tags to [] and drops unknown fields', () => {
    expect(CallRecord.parse({ callId: 'c1', brandNewField: 'x' })).toStrictEqual({
      callId: 'c1',
      tags: [],
    });
  });
});

describe('lead record', () => {
  it('reads a lead as the service renders it', () => {
    expect(
      LeadRecord.parse({
        id: '17',
        createdAt: '2024-05-01T10:30:00+0300',
        phone: '8 (999) 000-11-22',
        status: 'IN_PROGRESS',
        tags: ['vip'],
        interActionChain: ['visit', { type: 'call' }],
        comment: 'unknown field',
      }),
    ).toStrictEqual({
      id: 17,
      createdAt: MOSCOW_10_30,
      phone: '89990001122',
      status: 'in_progress',
      tags: ['vip'],
      interActionChain: ['visit', '{"type":"call"}'],
    });
  });

  it('refuses a fractional id', () => {
    expect(LeadRecord.safeParse({ id: '1.5' }).success).toBe(false);
  });
});

describe('orders, pools, tags', () => {
  it('reads an order with numbers as strings and a contact person', () => {
    expect(
      OrderRecord.parse({
        orderId: 501,
        dateTime: '2024-05-01T10:30:00+0300',
        margin: '10.5',
        revenue: '1200',
        contactPerson: { name: 'Ann', phone: '+7 999 000 11 22' },
        tags: 'paid',
      }),
    ).toStrictEqual({
      orderId: '501',
      dateTime: MOSCOW_10_30,
      margin: 10.5,
      revenue: 1200,
      contactPerson: { name: 'Ann', phone: '79990001122' },
      tags: ['paid'],
    });
  });

  it('requires the order id', () => {
    const result = OrderRecord.safeParse({ dateTime: '2024-05-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['orderId']);
  });

  it('reads a pool with phones as digits and text booleans', () => {
    expect(
      PoolRecord.parse({
        poolId: 3,
        name: 'Main',
        type: 'DYNAMIC',
        phones: ['+7 495 000-00-01'],
        isActive: '1',
      }),
    ).toStrictEqual({
      poolId: '3',
      name: 'Main',
      type: 'dynamic',
      phones: ['74950000001'],
      isActive: true,
    });
  });

  it('reads tag counts given as text', () => {
    expect(TagRecord.parse({ name: 'vip', callCount: '3', leadCount: 0 })).toStrictEqual({
      name: 'vip',
      callCount: 3,
      leadCount: 0,
    });
  });
});

describe('tag write results', () => {
  it.each([
    [{ result: 'ok' }, { ok: true }],
    [{ result: 'OK' }, { ok: true }],
    [{ result: true }, { ok: true }],
    [
      { result: 'error', message: 'Unknown call' },
      { ok: false, message: 'Unknown call' },
    ],
    [{ result: 'error' }, { ok: false, message: 'The tracker did not apply the tags' }],
  ])('%j', (item, expected) => {
    expect(TagWriteResponse.parse({ result: { c1: item } })).toEqual([{ id: 'c1', ...expected }]);
  });
});

describe('/api/me: arrays or maps', () => {
  const flat = [
    { projectName: 'shop', projectDisplayName: 'Shop', counterId: '111', url: 'https://shop.test' },
    {
      projectName: 'shop',
      projectDisplayName: 'Shop',
      counterId: '222',
      url: 'https://m.shop.test',
    },
  ];

  it.each([
    [
      'maps keyed by name and id (the documented shape)',
      {
        projects: {
          shop: {
            name: 'shop',
            display_name: 'Shop',
            counters: {
              '111': { counter_id: '111', url: 'https://shop.test' },
              '222': { counter_id: '222', url: 'https://m.shop.test' },
            },
          },
        },
      },
    ],
    [
      'arrays (the older documentation)',
      {
        projects: [
          {
            name: 'shop',
            display_name: 'Shop',
            counters: [
              { counter_id: 111, url: 'https://shop.test' },
              { counter_id: '222', url: 'https://m.shop.test' },
            ],
          },
        ],
      },
    ],
    [
      'maps whose items lack their ids (the key stands in)',
      {
        projects: {
          shop: {
            display_name: 'Shop',
            counters: {
              '111': { url: 'https://shop.test' },
              '222': { url: 'https://m.shop.test' },
            },
          },
        },
      },
    ],
  ])('%s', (_name, body) => {
    const me = MeResponse.parse(body);
    expect(me.counters).toEqual(flat);
    expect(me.projects).toEqual([
      {
        name: 'shop',
        displayName: 'Shop',
        counters: [
          { counterId: '111', url: 'https://shop.test' },
          { counterId: '222', url: 'https://m.shop.test' },
        ],
      },
    ]);
  });

  it('reads PHP empty arrays and null as no projects', () => {
    expect(MeResponse.parse({ projects: [] })).toEqual({ projects: [], counters: [] });
    expect(MeResponse.parse({ projects: { p: { name: 'p', counters: [] } } }).counters).toEqual([]);
    expect(MeResponse.parse({ projects: null })).toEqual({ projects: [], counters: [] });
  });

  it('refuses a counter with no id anywhere', () => {
    const result = MeResponse.safeParse({ projects: [{ name: 'p', counters: [{ url: 'x' }] }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['projects', 0, 'counters', 0]);
  });
});
