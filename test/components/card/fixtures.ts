import type { Ask } from '../../../lib/content/card-model';
import type { RequestType } from '../../../lib/messaging/protocol';
import type { Result } from '../../../lib/types/result';
import type { OutboxEntryView, PhoneDetail } from '../../../lib/types/phone-data';

const DAY = 86_400_000;
export const NOW = Date.UTC(2026, 10, 20, 12, 0);

export function sampleDetail(overrides: Partial<PhoneDetail> = {}): PhoneDetail {
  return {
    phone: '79161234567',
    calls: [
      {
        counterId: '101',
        counterName: 'shop.example',
        callId: 'c-2',
        startTime: NOW - DAY,
        durationSec: 185,
        status: 'success',
        answered: true,
        source: 'yandex',
        medium: 'cpc',
        campaign: 'spring-sale',
        keyword: 'buy sofa',
        landingPage: 'https://shop.example/sofas',
        tags: ['vip'],
        recordingUrl: 'https://records.example/c-2.mp3',
      },
      {
        counterId: '101',
        counterName: 'shop.example',
        callId: 'c-1',
        startTime: NOW - 3 * DAY,
        durationSec: 0,
        status: 'no answer',
        answered: false,
        source: 'google',
        medium: 'organic',
        tags: [],
        recordingUrl: 'javascript:alert(1)',
      },
    ],
    leads: [
      {
        counterId: '101',
        counterName: 'shop.example',
        leadId: 7,
        createdAt: NOW - 2 * DAY,
        source: 'direct',
        medium: '(none)',
        status: 'new',
        tags: [],
      },
    ],
    totals: { calls: 2, answered: 1, missed: 1, leads: 1, talkSeconds: 185 },
    firstSource: { source: 'google', medium: 'organic', at: NOW - 3 * DAY },
    lastSource: { source: 'yandex', medium: 'cpc', campaign: 'spring-sale', at: NOW - DAY },
    answer: { kind: 'live', at: NOW },
    via: 'server-filter',
    fetchedAt: NOW,
    pendingTagWrites: 0,
    ...overrides,
  };
}

export const emptyDetail = (): PhoneDetail =>
  sampleDetail({
    calls: [],
    leads: [],
    totals: { calls: 0, answered: 0, missed: 0, leads: 0, talkSeconds: 0 },
    firstSource: undefined,
    lastSource: undefined,
  });

type Handlers = {
  [T in RequestType]?: (request: unknown) => Result<unknown> | Promise<Result<unknown>>;
};

/** An `ask` answering from handlers; unknown requests fail as a dead background would. */
export function fakeAsk(handlers: Handlers): Ask & { calls: unknown[] } {
  const calls: unknown[] = [];
  const ask = (async (request: { type: RequestType }) => {
    calls.push(request);
    const handler = handlers[request.type];
    if (!handler) return { ok: false, error: { kind: 'internal', message: 'no handler' } };
    return handler(request);
  }) as Ask & { calls: unknown[] };
  ask.calls = calls;
  return ask;
}

/** An unsent tag write as `outbox.list` reports it. */
export function outboxEntry(overrides: Partial<OutboxEntryView> = {}): OutboxEntryView {
  return {
    id: 'o1',
    target: { kind: 'call', counterId: '101', callId: 'c-2' },
    op: 'add',
    tag: 'callback',
    attempts: 0,
    state: 'pending',
    createdAt: NOW,
    ...overrides,
  };
}
