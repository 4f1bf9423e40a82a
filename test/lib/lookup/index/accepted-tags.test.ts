/**
 * An accepted tag write survives a read of the tracker that left before it was accepted and
 * came back after: the index lays it over the row read, for a while.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_KEPT_MS } from '../../../../lib/lookup/index/accepted-tags';
import { openLocalIndex } from '../../../../lib/lookup/index/local-index';
import type { CallRow } from '../../../../lib/lookup/tracker-source';

const NOW = Date.UTC(2026, 5, 1, 12);

const call = (tags: string[]): CallRow => ({
  counterId: '101',
  callId: 'c1',
  startTime: NOW - 60_000,
  callerPhone: '79991234567',
  duration: 0,
  status: 'FAILED',
  tags,
});

async function setUp() {
  let clock = NOW;
  const index = openLocalIndex(`accepted-${Math.random()}`, { now: () => clock });
  const target = { kind: 'call', counterId: '101', callId: 'c1' } as const;
  const tagsNow = async () =>
    (await index.byPhones(['79991234567'])).get('79991234567')?.calls[0]?.tags;
  return { index, target, tagsNow, tick: (ms: number) => (clock += ms) };
}

describe('accepted tag writes over rows read before them', () => {
  it('keeps the accepted tags when a read older than the write is stored after it', async () => {
    const { index, target, tagsNow } = await setUp();
    await index.putCalls([call(['vip', 'old'])]);
    await index.applyTag(target, 'add', 'called-back');
    await index.applyTag(target, 'remove', 'old');
    expect(await tagsNow()).toEqual(['vip', 'called-back']);
    // The pass's read left before the writes were accepted.
    await index.putCalls([call(['vip', 'old'])]);
    expect(await tagsNow()).toEqual(['vip', 'called-back']);
  });

  it('lays the writes in their order: the later of an add and a remove of one tag wins', async () => {
    const { index, target, tagsNow } = await setUp();
    await index.putCalls([call([])]);
    await index.applyTag(target, 'add', 'x');
    await index.applyTag(target, 'remove', 'x');
    await index.putCalls([call(['x'])]);
    expect(await tagsNow()).toEqual([]);
  });

  it('stores the tracker’s tags as read once the writes are older than any read', async () => {
    const { index, target, tagsNow, tick } = await setUp();
    await index.putCalls([call([])]);
    await index.applyTag(target, 'add', 'called-back');
    tick(ACCEPTED_KEPT_MS + 1);
    // Another rep took the tag off since: a read now is the truth.
    await index.putCalls([call([])]);
    expect(await tagsNow()).toEqual([]);
  });
});
