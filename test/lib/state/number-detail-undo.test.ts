import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNumberDetail, UNDO_MS } from '../../../lib/state/detail/number-detail';
import { call, detail } from '../../components/fixtures/phone-detail';
import { fakeAsk, ok } from './fake-ask';

afterEach(() => vi.useRealTimers());

describe('undoing a tag removal', () => {
  const target = { kind: 'call', counterId: '101', callId: 'c1' } as const;

  it('is offered for a few seconds, then forgotten: no add is sent after that', async () => {
    vi.useFakeTimers();
    const fake = fakeAsk({
      'lookup.detail': () => ok(detail({ calls: [call()], leads: [] })),
      'tags.remove': () => ok({ outboxId: 'o1' }),
      'tags.add': () => ok({ outboxId: 'o1' }),
    });
    const number = createNumberDetail({ ask: fake.ask });
    await number.show('79991234567');
    await number.removeTag(target, 'vip');
    expect(number.lastRemoval.value).toEqual({ target, tag: 'vip' });
    vi.advanceTimersByTime(UNDO_MS - 1);
    expect(number.lastRemoval.value).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(number.lastRemoval.value).toBeNull();
    await number.undoRemoval();
    expect(fake.sent('tags.add')).toEqual([]);
    number.dispose();
  });

  it('waits while the pointer or focus is on the offer, then has its whole window again', async () => {
    vi.useFakeTimers();
    const fake = fakeAsk({
      'lookup.detail': () => ok(detail({ calls: [call()], leads: [] })),
      'tags.remove': () => ok({ outboxId: 'o1' }),
    });
    const number = createNumberDetail({ ask: fake.ask });
    await number.show('79991234567');
    await number.removeTag(target, 'vip');
    number.holdRemoval(true);
    vi.advanceTimersByTime(UNDO_MS * 10);
    expect(number.lastRemoval.value).toEqual({ target, tag: 'vip' });
    number.holdRemoval(false);
    vi.advanceTimersByTime(UNDO_MS - 1);
    expect(number.lastRemoval.value).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(number.lastRemoval.value).toBeNull();
    // Held when it went (undone under the pointer): the next removal's offer is timed again.
    await number.removeTag(target, 'vip');
    number.holdRemoval(true);
    await number.undoRemoval();
    await number.removeTag(target, 'vip');
    vi.advanceTimersByTime(UNDO_MS);
    expect(number.lastRemoval.value).toBeNull();
    number.dispose();
  });

  it('within the window, puts the tag back through the outbox once, and shows it at once', async () => {
    const fake = fakeAsk({
      'lookup.detail': () => ok(detail({ calls: [call()], leads: [] })),
      'tags.remove': () => ok({ outboxId: 'o1' }),
      'tags.add': () => ok({ outboxId: 'o1' }),
    });
    const number = createNumberDetail({ ask: fake.ask });
    await number.show('79991234567');
    await number.removeTag(target, 'vip');
    await number.undoRemoval();
    await number.undoRemoval();
    expect(fake.sent('tags.add')).toEqual([{ type: 'tags.add', target, tag: 'vip' }]);
    const shown = number.detail.value;
    expect(shown.status === 'ready' && shown.data.calls[0]!.tags).toContain('vip');
    expect(number.lastRemoval.value).toBeNull();
    number.dispose();
  });
});
