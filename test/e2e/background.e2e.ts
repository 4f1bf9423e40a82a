/**
 * The background in a real Chromium against the emulator, an emulator started for each test: the
 * shared scenarios (`scenarios/background.ts`: a lookup through the server phone filter, the key
 * check); a lookup without the filter, under injected failures and a rate limit, 200 numbers in
 * one message, and tag writes that survive the service worker being stopped while they are in
 * flight (each needs an emulator set up its own way, which the Firefox file's single one is not).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PHONES } from '../../emulator/index.ts';
import { parseTrackerTimestamp } from '../../lib/api/dates.ts';
import type { Result } from '../../lib/types/result.ts';
import type {
  IndexStatus,
  OutboxEntryView,
  PhoneDetail,
  PhoneSummary,
} from '../../lib/types/phone-data.ts';
import { startTestEmulator, type RunningEmulator } from './harness/emulator.ts';
import { askUntilSettled, updatingOf } from './harness/settled-answer.ts';
import { waitFor } from './harness/wait.ts';
import {
  backgroundScenarios,
  dataOf,
  settledDetail as settledDetailOf,
} from './scenarios/background.ts';
import { useChromium } from './harness/chromium-session.ts';

interface ChromeGlobal {
  chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };
}

const DATA = { calls: 1500, leads: 400 };

describe('background in Chromium against the emulator', () => {
  const { chromium, control: page } = useChromium({ emulator: false, fixtures: false });
  const emulators: RunningEmulator[] = [];
  const start = async (options: Parameters<typeof startTestEmulator>[0] = {}) => {
    const emulator = await startTestEmulator({ ...DATA, ...options });
    emulators.push(emulator);
    return emulator;
  };

  async function send<T>(message: unknown): Promise<Result<T>> {
    return page().evaluate(
      (m) => (globalThis as unknown as ChromeGlobal).chrome.runtime.sendMessage(m),
      message,
    ) as Promise<Result<T>>;
  }
  const data = <T>(message: unknown) => dataOf<T>(send, message);
  const settledDetail = (phone: string) => settledDetailOf(send, phone);
  async function useTracker(emulator: RunningEmulator) {
    await data({ type: 'settings.update', patch: { baseUrl: emulator.baseUrl } });
    await waitFor(
      async () =>
        (await data<{ key: { state: string } }>({ type: 'setup.status' })).key.state === 'valid',
      'the demo key to be checked against the new tracker',
    );
  }

  afterAll(async () => {
    await Promise.all(emulators.map((e) => e.close()));
  });

  backgroundScenarios({
    send,
    tracker: async () => {
      const emulator = await start();
      await useTracker(emulator);
      return emulator;
    },
  });

  it('finds a number through the local index when the server accepts only ">"', async () => {
    const emulator = await start({ strictFilter: true });
    await useTracker(emulator);
    const detail = await settledDetail(DEMO_PHONES.manyCallsAndLeads);
    expect(detail.via).toBe('local-index');
    expect(detail.windowDays).toBe(90);
    const windowStart = Date.now() - 90 * 86_400_000;
    const inWindow = emulator.store
      .callsByPhone(DEMO_PHONES.manyCallsAndLeads)
      .filter((c) => (parseTrackerTimestamp(String(c['startTime'])) ?? 0) > windowStart);
    expect(detail.calls.map((c) => c.callId).sort()).toEqual(
      inWindow.map((c) => String(c['callId'])).sort(),
    );
    expect(detail.leads.length).toBeGreaterThanOrEqual(1);
    const status = await data<IndexStatus>({ type: 'index.status' });
    expect(status.serverPhoneFilter).toEqual({ calls: 'refused', leads: 'refused' });
    expect(status.calls).toBeGreaterThan(0);
    const { csv } = await data<{ csv: string }>({
      type: 'export.csv',
      phone: DEMO_PHONES.manyCallsAndLeads,
    });
    expect(csv.trim().split('\r\n')).toHaveLength(1 + detail.calls.length + detail.leads.length);

    // The refusal is remembered: the next number goes straight to the index.
    const refusedSoFar = emulator.requests.filter((r) => r.status === 400).length;
    await data<PhoneDetail>({ type: 'lookup.detail', phone: DEMO_PHONES.callsOnly });
    expect(emulator.requests.filter((r) => r.status === 400)).toHaveLength(refusedSoFar);

    // 200 numbers in one message, answered from the index.
    const before = emulator.requests.length;
    const phones = [
      ...Object.values(DEMO_PHONES),
      ...Array.from({ length: 194 }, (_, i) => `7999${String(1_000_000 + i)}`),
    ];
    const summaries = await data<PhoneSummary[]>({ type: 'lookup.summaries', phones });
    expect(summaries).toHaveLength(200);
    expect(summaries.find((s) => s.phone === DEMO_PHONES.callsOnly)?.known).toBe(true);
    expect(emulator.requests.length - before).toBeLessThan(10);
  });

  it('keeps answering with injected server failures and a rate limit', async () => {
    const emulator = await start({ failRate: 0.2, rateLimit: 5 });
    await useTracker(emulator);
    const phones = [DEMO_PHONES.callsOnly, DEMO_PHONES.leadOnly, DEMO_PHONES.international];
    // A lookup someone waits for fails fast: with a fifth of requests failing it may answer
    // from part of the counters and say so (never "live"); asked again, it gets the data.
    const details: PhoneDetail[] = [];
    for (const phone of phones) {
      let detail = await data<PhoneDetail>({ type: 'lookup.detail', phone });
      for (let tries = 0; tries < 5 && detail.calls.length + detail.leads.length === 0; tries++) {
        expect(detail.answer.kind).not.toBe('live');
        detail = await data<PhoneDetail>({ type: 'lookup.detail', phone, refresh: true });
      }
      details.push(detail);
    }
    expect(details.map((d) => d.calls.length + d.leads.length).every((n) => n > 0)).toBe(true);
    expect(emulator.requests.some((r) => r.status === 500 || r.status === 429)).toBe(true);
  });

  it('delivers tag writes once each after the service worker is stopped mid-write', async () => {
    const emulator = await start({ latencyMs: 1500 });
    await useTracker(emulator);
    // Synced first: while a slow first sync runs, the number may not be read yet.
    await waitFor(
      async () => {
        const status = await data<IndexStatus>({ type: 'index.status' });
        return status.state === 'idle' && status.lastSyncAt !== undefined;
      },
      'the first index sync',
      { timeoutMs: 60_000 },
    );
    const phone = DEMO_PHONES.callsOnly;
    const detail = await settledDetail(phone);
    expect(detail.calls.length, JSON.stringify(detail.answer)).toBeGreaterThan(0);
    const call = detail.calls[0]!;
    const target = { kind: 'call', counterId: call.counterId, callId: call.callId };
    const tags = ['e2e-a', 'e2e-b', 'e2e-c'];
    // The service answers no tag write until the worker is stopped: a write is surely in flight
    // then, however slow the machine (the request log has a request only once it is answered).
    const writes = emulator.hold(({ path }) => path.includes('addTags'));
    for (const tag of tags) await data({ type: 'tags.add', target, tag });

    const optimistic = await data<PhoneDetail>({ type: 'lookup.detail', phone });
    expect(optimistic.calls.find((c) => c.callId === call.callId)?.tags).toEqual(
      expect.arrayContaining(tags),
    );
    await waitFor(() => writes.waiting() > 0 || undefined, 'a tag write to be in flight');
    await chromium().stopServiceWorker();
    await chromium().waitForServiceWorker();
    await page().reload();
    // The writes not yet accepted survived the stop in storage.
    const waiting = await data<OutboxEntryView[]>({ type: 'outbox.list' });
    expect(waiting.length).toBeGreaterThan(0);
    // The held write reaches the service now, its answer to a worker that is gone.
    writes.release();

    await waitFor(
      async () => (await data<OutboxEntryView[]>({ type: 'outbox.list' })).length === 0,
      'the outbox to drain after the restart',
      { timeoutMs: 60_000 },
    );
    const stored = emulator.store.findCall(call.counterId, call.callId) as { tags: string[] };
    for (const tag of tags) expect(stored.tags.filter((t) => t === tag)).toHaveLength(1);
    const sent = emulator.requests
      .filter((r) => r.path.includes('addTags'))
      .flatMap((r) => (r.body as { tags: string[] }).tags);
    for (const tag of tags) expect(sent).toContain(tag);

    // Asked as a view asks: a slow service (1.5 s a request) may first get the synced index's
    // answer, said to be updating, then the service's. Each holds the accepted tags (the index
    // is patched when the service accepts a write), none of them as waiting.
    const answers = await askUntilSettled(send<PhoneDetail>, phone, { refresh: true });
    const final = answers.at(-1)!;
    expect(final.ok && updatingOf(final.data)).toBe(undefined);
    for (const answer of answers) {
      if (!answer.ok) throw new Error(`lookup failed: ${JSON.stringify(answer.error)}`);
      expect(answer.data.pendingTagWrites).toBe(0);
      expect(answer.data.calls.find((c) => c.callId === call.callId)?.tags).toEqual(
        expect.arrayContaining(tags),
      );
    }
  });
});
