/**
 * A lookup made while the first sync walks back from now: answered from the pages stored so
 * far, saying what they cover, then refined once the sync reaches older calls. Compact rows
 * read back as the views need them.
 */
import { describe, expect, it } from 'vitest';
import { compactCall, storedCall } from '../../../lib/lookup/index/local-index';
import { toCallView } from '../../../lib/lookup/records';
import { jitteredSyncDelayMinutes } from '../../../lib/background/setup-scheduled-work';
import { DAY_MS } from '../../../lib/lookup/index/index-sync';
import { setUpBackground } from './helpers/services';

const PHONE = '79991234567';
const MINUTE = 60_000;

describe('progressive first sync', () => {
  it(
    'answers from the first pages with their coverage, then from the whole window',
    { timeout: 30_000 },
    async () => {
      const { services, tracker } = await setUpBackground({ phoneFilter: 'refused' });
      const now = Date.now();
      tracker.addCall(PHONE, { callId: 'today', startTime: now - MINUTE });
      tracker.addCall(PHONE, { callId: 'old', startTime: now - 60 * DAY_MS });
      for (let i = 0; i < 1500; i += 1) {
        tracker.addCall(`7916${String(i).padStart(7, '0')}`, { startTime: now - (i + 2) * MINUTE });
      }
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let callPages = 0;
      // Holds the sync's second page of calls (the phone-filter requests are not counted).
      tracker.state.gate = async () => {
        const asked = tracker.state.requests.at(-1)?.filter ?? '';
        if (asked.startsWith('startTime>') && ++callPages === 3) await held;
      };

      const early = await services.lookup.detail(PHONE);
      expect(early.answer.kind).toBe('syncing');
      expect(early.calls.map((c) => c.callId)).toEqual(['today']);
      const covers = early.answer.kind === 'syncing' ? early.answer.covers : undefined;
      expect(covers!.from).toBeLessThan(now);
      expect(covers!.from).toBeGreaterThan(now - DAY_MS);
      const status = await services.indexStatus();
      expect(status).toMatchObject({ state: 'syncing', coverage: { complete: false } });
      expect(status.lastSyncAt).toBeUndefined();

      release();
      await services.sync.run();
      const refined = await services.lookup.detail(PHONE);
      expect(refined.answer.kind).toBe('index');
      expect(refined.calls.map((c) => c.callId)).toEqual(['today', 'old']);
    },
  );
});

describe('compact index rows', () => {
  it('keep what the views show, in about half the bytes', () => {
    const row = {
      counterId: '101',
      callId: 'c-1',
      startTime: Date.UTC(2026, 5, 1),
      callerPhone: '79991234567',
      duration: 42,
      status: 'success',
      isTarget: true,
      compositeSource: 'yandex',
      compositeSourceType: 'organic',
      compositeKeyword: 'окна',
      entryPoint: 'https://shop.example/',
      poolName: 'Main',
      callRecordUrl: 'https://rec.example/1.mp3',
      tags: ['vip'],
    };
    const stored = storedCall(row, 'RU', 1);
    expect(stored.v).toEqual(compactCall(row, '79991234567'));
    expect(stored.v).not.toHaveProperty('cp');
    const counters = new Map();
    const full = JSON.stringify({ key: stored.key, phone: stored.phone, at: stored.at, row });
    expect(JSON.stringify(stored).length).toBeLessThan(full.length * 0.8);
    // Read back through the index (below) the view is the same.
    expect(toCallView(row, counters)).toMatchObject({ source: 'yandex', keyword: 'окна' });
  });
});

describe('periodic sync jitter', () => {
  it('draws the period within ±20 % of 30 minutes', () => {
    expect(jitteredSyncDelayMinutes(() => 0)).toBeCloseTo(24);
    expect(jitteredSyncDelayMinutes(() => 0.5)).toBeCloseTo(30);
    expect(jitteredSyncDelayMinutes(() => 0.999)).toBeLessThan(36);
  });
});
