/**
 * Every answer kept in memory belongs to one key, one address and one state of the data: a
 * number's orders read with one key are never shown after a key change, an address change or
 * "Clear local data", even within the orders' minute of freshness.
 */
import { describe, expect, it } from 'vitest';
import type { TrackerClient } from '../../../lib/api';
import { createWorkspaceHandlers } from '../../../lib/background/handlers-workspace';
import type { MessageSender } from '../../../lib/background/router';
import type { Services } from '../../../lib/background/services';
import { setUpBackground, TEST_KEY } from '../lookup/helpers/services';

const PHONE = '79991234567';
const SENDER = {} as MessageSender;

/** A tracker whose orders say which key and address read them (one list read per counter). */
function ordersByAccount() {
  const reads: string[] = [];
  const makeClient = ({ baseUrl, apiKey }: { baseUrl: string; apiKey: string }) =>
    ({
      orders: {
        list: async () => {
          reads.push(`${baseUrl} ${apiKey}`);
          return {
            items: [{ orderId: `order of ${apiKey} at ${baseUrl}`, callerPhone: PHONE, tags: [] }],
          };
        },
      },
      calls: { list: async () => ({ items: [] }) },
    }) as unknown as TrackerClient;
  return { reads, makeClient };
}

async function setUp() {
  const { services, tracker } = await setUpBackground({ phoneFilter: 'refused' });
  tracker.addCall(PHONE);
  const account = ordersByAccount();
  const handlers = createWorkspaceHandlers(services, {
    makeClient: account.makeClient,
    now: () => 1_000,
  });
  const orderIds = async () => [
    ...new Set(
      (
        await handlers['orders.forPhone']({ type: 'orders.forPhone', phone: PHONE }, SENDER)
      ).orders.map((o) => o.orderId),
    ),
  ];
  return { services, account, orderIds };
}

describe("a number's orders after a change", () => {
  it('are kept for their minute while nothing changes', async () => {
    const { account, orderIds } = await setUp();
    expect(await orderIds()).toEqual([`order of ${TEST_KEY} at https://tracker.test`]);
    const perRead = account.reads.length;
    await orderIds();
    expect(account.reads).toHaveLength(perRead);
  });

  it.each<[string, (services: Services) => Promise<unknown>, string]>([
    [
      'another key is set',
      (s) => s.keyVault.set('key-of-another-account'),
      'order of key-of-another-account at https://tracker.test',
    ],
    [
      'the address changes',
      (s) => s.updateSettings({ baseUrl: 'https://other.test' }),
      `order of ${TEST_KEY} at https://other.test`,
    ],
    ['local data is cleared', (s) => s.clearData(), `order of ${TEST_KEY} at https://tracker.test`],
  ])('are read again when %s', async (_name, change, expected) => {
    const { services, account, orderIds } = await setUp();
    await orderIds();
    const perRead = account.reads.length;
    await change(services);
    expect(await orderIds()).toEqual([expected]);
    expect(account.reads.length).toBeGreaterThan(perRead);
  });

  it('a read begun before the change does not answer after it', async () => {
    const { services, account, orderIds } = await setUp();
    const before = orderIds();
    await services.clearData();
    await before;
    const perRead = account.reads.length;
    await orderIds();
    expect(account.reads.length).toBeGreaterThan(perRead);
  });
});

describe('cache keys carry the account', () => {
  it('differ by key and address, never hold the key itself', async () => {
    const { services } = await setUp();
    const first = await services.cacheScope();
    expect(first).not.toContain(TEST_KEY);
    await services.keyVault.set('key-of-another-account');
    const second = await services.cacheScope();
    expect(second).not.toBe(first);
    expect(second).not.toContain('key-of-another-account');
  });
});
