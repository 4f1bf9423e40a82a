import { describe, expect, it } from 'vitest';
import { PRIVILEGED_TYPES, Request } from '../../../lib/messaging/protocol';

describe('workspace messages', () => {
  it('lets content scripts only read a number orders and open the workspace', () => {
    for (const type of ['orders.forPhone', 'workspace.open'] as const) {
      expect(PRIVILEGED_TYPES.has(type)).toBe(false);
    }
    for (const type of [
      'orders.save',
      'orders.tag',
      'calls.save',
      'records.retry',
      'records.discard',
      'records.outbox',
      'orders.list',
      'csv.part',
      'bi.data',
    ] as const) {
      expect(PRIVILEGED_TYPES.has(type), type).toBe(true);
    }
  });

  it('bounds what a write carries', () => {
    const order = (extra: object) => ({
      type: 'orders.save',
      mode: 'add',
      counterId: '1',
      order: { orderId: 'A-1', dateTime: 1, ...extra },
    });
    expect(Request.safeParse(order({ revenue: 15000.5, tags: ['vip'] })).success).toBe(true);
    expect(Request.safeParse(order({ revenue: Number.NaN })).success).toBe(false);
    expect(Request.safeParse(order({ tags: Array(21).fill('t') })).success).toBe(false);
    expect(Request.safeParse(order({ comment: 'x'.repeat(2001) })).success).toBe(false);
    expect(Request.safeParse(order({ callerPhone: '+7 916' })).success).toBe(false);
    expect(
      Request.safeParse({ type: 'calls.save', mode: 'add', counterId: '1', call: { callId: ' ' } })
        .success,
    ).toBe(false);
    expect(Request.safeParse({ type: 'bi.schema', tableId: '../me' }).success).toBe(false);
  });
});
