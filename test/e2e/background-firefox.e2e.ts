/**
 * The background in Firefox ESR (MV2 event page) against the emulator, driven by runtime
 * messages from an extension page: a number's detail and the key check.
 */
import { describe, expect, it } from 'vitest';
import type { KeyStatus, PhoneDetail } from '../../lib/types/phone-data.ts';
import { askBackground } from './harness/firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';

const skip = skipWithoutFirefox('Firefox background e2e');

describe.skipIf(skip)('background in Firefox ESR against the emulator', () => {
  const { emulator, control } = useFirefox({ emulator: { calls: 600, leads: 150 } });

  it("answers lookup.detail with the emulator's calls and leads for a number", async () => {
    const { store } = emulator();
    const phone = store.demoPhones.manyCallsAndLeads;
    const detail = await askBackground<PhoneDetail>(control(), { type: 'lookup.detail', phone });
    const expectedCalls = store.callsByPhone(phone).map((call) => String(call['callId']));
    expect(expectedCalls.length).toBeGreaterThan(1);
    expect(detail.calls.map((call) => call.callId).sort()).toEqual([...expectedCalls].sort());
    expect(detail.leads).toHaveLength(store.leadsByPhone(phone).length);
    const times = detail.calls.map((call) => call.startTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The calls came from this emulator, not a cache of another one.
    expect(emulator().requests.some((r) => r.path === '/v2/call/list')).toBe(true);
  });

  it('refuses a wrong key, then accepts demo-key', async () => {
    const wrong = await askBackground<KeyStatus>(control(), {
      type: 'key.set',
      apiKey: 'wrong-key',
    });
    // The refused key never replaces the one in use: it is reported as rejected.
    expect(wrong).toMatchObject({ state: 'rejected', reason: 'invalid' });
    const right = await askBackground<KeyStatus>(control(), {
      type: 'key.set',
      apiKey: emulator().keys.full,
    });
    expect(right).toMatchObject({ state: 'valid', counters: emulator().store.counters.length });
  });
});
