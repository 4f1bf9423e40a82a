import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCardModel } from '../../../lib/content/card-model';
import { fakeAsk, sampleDetail } from '../../components/card/fixtures';
import { fakeOutbox } from '../state/fake-outbox';

const subject = { digits: '79161234567', raw: '+7 916 123-45-67' };
const callTarget = { kind: 'call', counterId: '101', callId: 'c-2' } as const;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('card model', () => {
  afterEach(() => vi.useRealTimers());

  it('loads the detail of the opened number', async () => {
    const ask = fakeAsk({ 'lookup.detail': () => ({ ok: true, data: sampleDetail() }) });
    const model = createCardModel({ ask });
    model.open(subject);
    expect(model.view.value.kind).toBe('loading');
    await flush();
    expect(model.view.value).toMatchObject({ kind: 'ready', detail: { phone: '79161234567' } });
    expect(ask.calls).toContainEqual({
      type: 'lookup.detail',
      phone: '79161234567',
      refresh: false,
    });
  });

  it.each([
    ['not_configured', { kind: 'not-configured' }],
    ['network', { kind: 'error', error: { kind: 'network', message: 'offline' } }],
  ] as const)('turns a %s error into the card state %o', async (kind, expected) => {
    const ask = fakeAsk({
      'lookup.detail': () => ({ ok: false, error: { kind, message: 'offline' } }),
    });
    const model = createCardModel({ ask });
    model.open(subject);
    await flush();
    expect(model.view.value).toEqual(expected);
  });

  it('ignores an answer for a number the card no longer shows', async () => {
    let release: (value: unknown) => void = () => undefined;
    const slow = new Promise((resolve) => (release = resolve));
    const ask = fakeAsk({
      'lookup.detail': async (request) => {
        const { phone } = request as { phone: string };
        if (phone === '79161234567') await slow;
        return { ok: true, data: sampleDetail({ phone }) };
      },
    });
    const model = createCardModel({ ask });
    model.open(subject);
    model.open({ digits: '74951234567', raw: '495 123-45-67' });
    await flush();
    release(undefined);
    await flush();
    expect(model.view.value).toMatchObject({ kind: 'ready', detail: { phone: '74951234567' } });
  });

  it('shows an added tag at once as pending, then drops the pending mark once the outbox is empty', async () => {
    vi.useFakeTimers();
    const outbox = fakeOutbox();
    // The tracker's own answer: with the tag once the add is accepted.
    let accepted = false;
    const ask = fakeAsk({
      'lookup.detail': () => {
        const data = sampleDetail();
        if (accepted) data.calls[0]!.tags = ['vip', 'callback'];
        return { ok: true, data };
      },
      'tags.add': () => {
        outbox.set([
          {
            id: 'o1',
            target: callTarget,
            op: 'add',
            tag: 'callback',
            attempts: 0,
            state: 'pending',
            createdAt: 1,
          },
        ]);
        return { ok: true, data: { outboxId: 'o1' } };
      },
    });
    const model = createCardModel({ ask, watchOutbox: outbox.watchOutbox });
    model.open(subject);
    await vi.runAllTimersAsync();
    const adding = model.addTag(callTarget, ' callback ');
    const view = model.view.value;
    expect(view.kind === 'ready' && view.detail.calls[0]?.tags).toEqual(['vip', 'callback']);
    expect(model.pendingWrites.value).toMatchObject([{ tag: 'callback', state: 'pending' }]);
    await adding;
    expect(model.pendingWrites.value).toMatchObject([{ id: 'o1' }]);
    await vi.runAllTimersAsync();
    expect(model.pendingWrites.value).toHaveLength(1);
    accepted = true;
    outbox.set([]);
    await vi.runAllTimersAsync();
    expect(model.pendingWrites.value).toEqual([]);
    expect(ask.calls.some((call) => (call as { type: string }).type === 'outbox.list')).toBe(false);
    const after = model.view.value;
    expect(after.kind === 'ready' && after.detail.calls[0]?.tags).toEqual(['vip', 'callback']);
  });

  it('takes a refused tag back and says why', async () => {
    const ask = fakeAsk({
      'lookup.detail': () => ({ ok: true, data: sampleDetail() }),
      'tags.add': () => ({ ok: false, error: { kind: 'invalid_message', message: 'bad' } }),
    });
    const model = createCardModel({ ask });
    model.open(subject);
    await flush();
    await model.addTag(callTarget, 'callback');
    const view = model.view.value;
    expect(view.kind === 'ready' && view.detail.calls[0]?.tags).toEqual(['vip']);
    expect(model.pendingWrites.value).toEqual([]);
    expect(model.tagFailures.value).toMatchObject([
      { tag: 'callback', error: { kind: 'invalid_message' } },
    ]);
  });

  it('asks for tag suggestions with the typed prefix', async () => {
    const ask = fakeAsk({ 'tags.suggestions': () => ({ ok: true, data: ['callback', 'vip'] }) });
    const model = createCardModel({ ask });
    model.querySuggestions('ca');
    await flush();
    expect(ask.calls).toContainEqual({ type: 'tags.suggestions', prefix: 'ca' });
    expect(model.suggestions.value).toEqual(['callback', 'vip']);
  });

  it('reopening the same number keeps what is loaded', async () => {
    const ask = fakeAsk({ 'lookup.detail': () => ({ ok: true, data: sampleDetail() }) });
    const model = createCardModel({ ask });
    model.open(subject);
    await flush();
    model.open(subject);
    expect(model.view.value.kind).toBe('ready');
    expect(
      ask.calls.filter((call) => (call as { type: string }).type === 'lookup.detail'),
    ).toHaveLength(1);
  });
});
