/**
 * The background's lookup against the emulator, written once and registered by
 * `background.e2e.ts` (Chromium) and `background-firefox.e2e.ts` (Firefox ESR), driven by
 * runtime messages from an extension page as the views send them: a number's detail holds the
 * emulator's calls (newest first, from both counters) and leads, found through the server's
 * phone filter, and its CSV holds a line for each; a wrong key is refused, the right one taken.
 */
import { expect, it } from 'vitest';
import type { KeyStatus, PhoneDetail } from '../../../lib/types/phone-data.ts';
import type { Result } from '../../../lib/types/result.ts';
import type { RunningEmulator } from '../harness/emulator.ts';
import { askUntilSettled } from '../harness/settled-answer.ts';
import { waitFor } from '../harness/wait.ts';

export type Send = <T>(message: unknown) => Promise<Result<T>>;

export interface BackgroundSession {
  /** A runtime message from an extension page; the background's answer as it comes. */
  send: Send;
  /** The emulator the background asks in this test, once it is pointed at it. */
  tracker: () => Promise<RunningEmulator>;
}

/** The data of an answer; throws on an error answer. */
export async function dataOf<T>(send: Send, message: unknown): Promise<T> {
  const answer = await send<T>(message);
  if (!answer.ok)
    throw new Error(`${JSON.stringify(message)} failed: ${JSON.stringify(answer.error)}`);
  return answer.data;
}

/** A number's final answer, asked as a view asks (again while a local one is updated). */
export async function settledDetail(send: Send, phone: string): Promise<PhoneDetail> {
  const final = (await askUntilSettled(send<PhoneDetail>, phone)).at(-1)!;
  if (!final.ok) throw new Error(`lookup of ${phone} failed: ${JSON.stringify(final.error)}`);
  return final.data;
}

/**
 * A number's final answer from the server's phone filter. On a saturated machine the filter can
 * miss a view's deadline, and the answer then comes, rightly, from the local index: asked
 * again (fresh) until the server's answer comes in time.
 */
async function serverFilterDetail(send: Send, phone: string): Promise<PhoneDetail> {
  let detail = await settledDetail(send, phone);
  await waitFor(async () => {
    if (detail.via === 'server-filter') return true;
    const final = (await askUntilSettled(send<PhoneDetail>, phone, { refresh: true })).at(-1)!;
    if (final.ok) detail = final.data;
    return detail.via === 'server-filter';
  }, `${phone} answered by the server's phone filter`);
  return detail;
}

export function backgroundScenarios({ send, tracker }: BackgroundSession) {
  it("finds a number's calls and leads through the server phone filter when the server has one", async () => {
    const emulator = await tracker();
    const { store } = emulator;
    const phone = store.demoPhones.manyCallsAndLeads;
    const expectedCalls = store.callsByPhone(phone).map((call) => String(call['callId']));
    expect(expectedCalls.length).toBeGreaterThan(1);

    const detail = await serverFilterDetail(send, phone);
    expect(detail.via).toBe('server-filter');
    expect(detail.calls).toHaveLength(expectedCalls.length);
    expect(detail.calls.map((call) => call.callId).sort()).toEqual([...expectedCalls].sort());
    expect(detail.leads).toHaveLength(store.leadsByPhone(phone).length);
    const times = detail.calls.map((call) => call.startTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(detail.calls.map((call) => call.counterId)).size).toBe(2);
    expect(detail.lastSource).toBeDefined();
    // The calls came from this emulator, not a cache of another one.
    expect(emulator.requests.some((r) => r.path === '/v2/call/list')).toBe(true);

    const { csv } = await dataOf<{ csv: string }>(send, { type: 'export.csv', phone });
    expect(csv.trim().split('\r\n')).toHaveLength(1 + detail.calls.length + detail.leads.length);
  });

  it('refuses a wrong key, then accepts demo-key', async () => {
    const emulator = await tracker();
    const wrong = await dataOf<KeyStatus>(send, { type: 'key.set', apiKey: 'wrong-key' });
    // The refused key never replaces the one in use: it is reported as rejected.
    expect(wrong).toMatchObject({ state: 'rejected', reason: 'invalid' });
    const right = await dataOf<KeyStatus>(send, { type: 'key.set', apiKey: emulator.keys.full });
    expect(right).toMatchObject({ state: 'valid', counters: emulator.store.counters.length });
  });
}
