import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCardModel } from '../../../lib/content/card-model';
import { fakeAsk, outboxEntry, sampleDetail } from '../../components/card/fixtures';
import { fakeOutbox } from '../state/fake-outbox';

const subject = { digits: '79161234567', raw: '+7 916 123-45-67' };
const latestCall = { kind: 'call', counterId: '101', callId: 'c-2' } as const;
const lead = { kind: 'lead', counterId: '101', leadId: 7 } as const;

function setUp(outbox: ReturnType<typeof fakeOutbox>, extra: Parameters<typeof fakeAsk>[0] = {}) {
  const ask = fakeAsk({ 'lookup.detail': () => ({ ok: true, data: sampleDetail() }), ...extra });
  const model = createCardModel({ ask, watchOutbox: outbox.watchOutbox });
  return { ask, model };
}

const callTags = (model: ReturnType<typeof createCardModel>) => {
  const view = model.view.value;
  return view.kind === 'ready' ? view.detail.calls[0]?.tags : undefined;
};

describe('card tag writes', () => {
  afterEach(() => vi.useRealTimers());

  it('removes a call tag at once, shows it as removing, and clears it once accepted', async () => {
    vi.useFakeTimers();
    const outbox = fakeOutbox();
    // The tracker's own answer: without the tag once the removal is accepted.
    let accepted = false;
    const tracker = () => {
      const data = sampleDetail();
      if (accepted) data.calls[0]!.tags = [];
      return { ok: true as const, data };
    };
    const { ask, model } = setUp(outbox, {
      'lookup.detail': tracker,
      'tags.remove': () => {
        outbox.set([outboxEntry({ id: 'o9', op: 'remove', tag: 'vip' })]);
        return { ok: true, data: { outboxId: 'o9' } };
      },
    });
    model.open(subject);
    await vi.runAllTimersAsync();
    const removing = model.removeTag(latestCall, 'vip');
    expect(callTags(model)).toEqual([]);
    expect(model.pendingWrites.value).toMatchObject([{ op: 'remove', tag: 'vip' }]);
    await removing;
    expect(ask.calls).toContainEqual({ type: 'tags.remove', target: latestCall, tag: 'vip' });
    expect(model.pendingWrites.value).toMatchObject([{ id: 'o9' }]);
    accepted = true;
    outbox.set([]);
    await vi.runAllTimersAsync();
    expect(model.pendingWrites.value).toEqual([]);
    expect(callTags(model)).toEqual([]);
    // Accepted: the card asked the tracker again for its new state.
    expect(ask.calls).toContainEqual({
      type: 'lookup.detail',
      phone: subject.digits,
      refresh: true,
    });
  });

  it('puts a tag back when the background refuses its removal, and says so', async () => {
    const { model } = setUp(fakeOutbox(), {
      'tags.remove': () => ({ ok: false, error: { kind: 'network', message: 'x' } }),
    });
    model.open(subject);
    await vi.waitFor(() => expect(model.view.value.kind).toBe('ready'));
    await model.removeTag(latestCall, 'vip');
    expect(callTags(model)).toEqual(['vip']);
    expect(model.tagFailures.value).toMatchObject([{ tag: 'vip', op: 'remove' }]);
  });

  it('never asks to remove a lead tag (the service cannot)', async () => {
    const { ask, model } = setUp(fakeOutbox());
    model.open(subject);
    await vi.waitFor(() => expect(model.view.value.kind).toBe('ready'));
    await model.removeTag(lead, 'x');
    expect(ask.calls.some((call) => (call as { type: string }).type === 'tags.remove')).toBe(false);
  });

  it('shows failing writes for this number from the outbox, not those of other numbers', async () => {
    const mine = outboxEntry({ id: 'f1', op: 'remove', tag: 'vip', state: 'failing' });
    const other = outboxEntry({
      id: 'f2',
      target: { kind: 'call', counterId: '999', callId: 'elsewhere' },
      state: 'failing',
    });
    const { model } = setUp(fakeOutbox([mine, other]));
    model.open(subject);
    await vi.waitFor(() => expect(model.failingWrites.value).toHaveLength(1));
    expect(model.failingWrites.value[0]?.id).toBe('f1');
    // The unsent removal is shown as such: the tag is no longer a plain chip.
    expect(callTags(model)).toEqual([]);
  });

  it('retries a failing write and follows it until the outbox lets go of it', async () => {
    vi.useFakeTimers();
    const outbox = fakeOutbox([outboxEntry({ id: 'f1', state: 'failing', lastError: 'HTTP 500' })]);
    const { ask, model } = setUp(outbox, {
      'outbox.retry': () => {
        outbox.set([outboxEntry({ id: 'f1' })]);
        return { ok: true, data: { outboxId: 'f1' } };
      },
    });
    model.open(subject);
    await vi.runAllTimersAsync();
    expect(model.failingWrites.value).toHaveLength(1);
    await model.retryWrite('f1');
    expect(ask.calls).toContainEqual({ type: 'outbox.retry', id: 'f1' });
    expect(model.failingWrites.value).toEqual([]);
    expect(model.pendingWrites.value).toMatchObject([{ id: 'f1', state: 'pending' }]);
    outbox.set([]);
    await vi.runAllTimersAsync();
    expect(model.pendingWrites.value).toEqual([]);
  });

  it('stops hearing of the outbox when the card closes', async () => {
    const outbox = fakeOutbox();
    const { model } = setUp(outbox);
    model.open(subject);
    await vi.waitFor(() => expect(model.view.value.kind).toBe('ready'));
    expect(outbox.watching).toBe(1);
    model.close();
    expect(outbox.watching).toBe(0);
  });
});
