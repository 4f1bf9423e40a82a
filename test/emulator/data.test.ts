import { describe, expect, it } from 'vitest';
import { createStore } from '../../emulator/index';
import { FIXED_NOW } from './harness';

describe('generated data', () => {
  const store = createStore({ seed: 42, calls: 5000, leads: 1200, now: FIXED_NOW });

  it('has two projects, four counters and the requested volume', () => {
    expect(store.projects.map((p) => p.displayName)).toEqual([
      'Okna Moskva',
      'Dental Clinic Smile',
    ]);
    expect(store.counters).toHaveLength(4);
    expect(store.callCount()).toBe(5000);
    expect(store.leadCount()).toBe(1200);
    expect(store.orders(store.demoCounterId).length).toBeGreaterThan(10);
  });

  it('is deterministic for a seed and differs for another', () => {
    const again = createStore({ seed: 42, calls: 5000, leads: 1200, now: FIXED_NOW });
    const other = createStore({ seed: 7, calls: 5000, leads: 1200, now: FIXED_NOW });
    const sample = (s: typeof store) =>
      JSON.stringify([
        s.callsByPhone(s.demoPhones.manyCallsAndLeads),
        s.orders(s.demoCounterId).slice(0, 20),
      ]);
    expect(sample(again)).toBe(sample(store));
    expect(sample(other)).not.toBe(sample(store));
  });

  it('spans the 180 days before the anchor', () => {
    const times = store.counters.flatMap(
      (c) => store.counterData(c.counterId)?.calls.map((call) => call.startMs) ?? [],
    );
    expect(Math.max(...times)).toBeLessThan(FIXED_NOW);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(FIXED_NOW - 180 * 86_400_000);
  });

  it('demo phones have the promised history', () => {
    const p = store.demoPhones;
    const first = store.demoCounterId;
    expect(store.callsByPhone(p.manyCallsAndLeads, first)).toHaveLength(14);
    expect(store.leadsByPhone(p.manyCallsAndLeads, first)).toHaveLength(3);
    expect(store.callsByPhone(p.leadOnly)).toEqual([]);
    expect(store.leadsByPhone(p.leadOnly)).toHaveLength(1);
    expect(store.callsByPhone(p.callsOnly).length).toBeGreaterThan(0);
    expect(store.leadsByPhone(p.callsOnly)).toEqual([]);
    expect(store.callsByPhone(p.international)[0]).toMatchObject({
      countryCode: '375',
      regionName: 'Беларусь',
    });
    expect(store.callsByPhone(p.tollFree)[0]?.callerPhone).toMatch(/^7800/);
    expect(store.callsByPhone(p.otherProject, store.counters[2]?.counterId)).toHaveLength(3);
    expect(store.orders(first).some((o) => o.callerPhone === p.manyCallsAndLeads)).toBe(true);
  });

  it('looks like real traffic: repeat callers, shared lead phones, Russian and foreign numbers', () => {
    const calls = store.counters.flatMap((c) => store.counterData(c.counterId)?.calls ?? []);
    const phones = calls.map((c) => String(c.fields.callerPhone));
    const counts = new Map<string, number>();
    for (const phone of phones) counts.set(phone, (counts.get(phone) ?? 0) + 1);
    expect([...counts.values()].filter((n) => n > 1).length).toBeGreaterThan(200);
    expect(phones.filter((p) => /^79\d{9}$/.test(p)).length / phones.length).toBeGreaterThan(0.5);
    expect(phones.some((p) => p.startsWith('7800'))).toBe(true);
    expect(phones.some((p) => p.startsWith('7495') || p.startsWith('7499'))).toBe(true);
    expect(phones.some((p) => !p.startsWith('7'))).toBe(true);
    const leads = store.counters.flatMap((c) => store.counterData(c.counterId)?.leads ?? []);
    expect(leads.filter((l) => counts.has(l.phone)).length / leads.length).toBeGreaterThan(0.4);
    const sources = new Set(calls.map((c) => c.fields.compositeSource));
    for (const source of [
      'yandex / cpc',
      'google / cpc',
      'vk / social',
      '(direct) / (none)',
      'yandex / organic',
    ]) {
      expect(sources).toContain(source);
    }
    const answered = store.findCall(
      store.demoCounterId,
      calls.find((c) => c.fields.statusCode === 'ANSWERED' && c.counterId === store.demoCounterId)
        ?.callId ?? '',
    );
    expect(answered?.callRecordUrl).toMatch(/^https:\/\/records\.example\/.+\.mp3$/);
    expect(answered?.status).toBe('SUCCESS');
  });
});

describe('scale', () => {
  it('generates 200,000 calls', { timeout: 120_000 }, () => {
    const big = createStore({ seed: 1, calls: 200_000, leads: 20_000, now: FIXED_NOW });
    expect(big.callCount()).toBe(200_000);
    expect(big.leadCount()).toBe(20_000);
  });
});
