import { describe, expect, it, vi } from 'vitest';
import { readFilterFinding } from '../../../lib/lookup/phone-filter';
import { apiError } from './helpers/fake-tracker';
import { setUpBackground } from './helpers/services';

const PHONE = '79991234567';
const OTHER = '79990000000';

describe('lookup engine', () => {
  it('answers through the server phone filter when it works, newest first, all fields', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'works' });
    tracker.addCall(PHONE, {
      poolName: 'Main pool',
      callRecordUrl: 'https://rec.example/1.mp3',
      tags: ['vip'],
    });
    tracker.addCall(PHONE, {
      counterId: '202',
      status: 'failed',
      callRecordUrl: 'javascript:alert(1)',
    });
    tracker.addCall(OTHER);
    tracker.addLead(PHONE, { leadLogFormName: 'Callback form' });

    const detail = await services.lookup.detail(PHONE);

    expect(detail.via).toBe('server-filter');
    expect(detail.calls.map((c) => c.callId)).toEqual(['c1', 'c2']);
    expect(detail.calls[0]).toMatchObject({
      counterName: 'shop.example',
      poolName: 'Main pool',
      recordingUrl: 'https://rec.example/1.mp3',
      tags: ['vip'],
      answered: true,
      source: 'google',
    });
    expect(detail.calls[1]!.recordingUrl).toBeUndefined();
    expect(detail.calls[1]!.counterName).toBe('b2b.example');
    expect(detail.leads[0]).toMatchObject({ formName: 'Callback form', source: 'yandex' });
    expect(detail.totals).toMatchObject({ calls: 2, answered: 1, missed: 1, leads: 1 });
    expect(detail.firstSource?.source).toBe('yandex');
    expect(detail.lastSource?.source).toBe('google');
    expect(await readFilterFinding('https://tracker.test')).toEqual({
      calls: 'works',
      leads: 'works',
    });
    // No full listing was needed.
    const listings = tracker.state.requests.filter((r) => r.op !== 'counters');
    expect(listings.every((r) => r.filter?.includes(PHONE))).toBe(true);
  });

  it('falls back to the local index when the server refuses the phone filter, and remembers', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'refused' });
    tracker.addCall(PHONE);
    tracker.addCall(OTHER);
    tracker.addLead(PHONE);

    const detail = await services.lookup.detail(PHONE);
    expect(detail.via).toBe('local-index');
    expect(detail.windowDays).toBe(90);
    expect(detail.calls.map((c) => c.callId)).toEqual(['c1']);
    expect(detail.leads).toHaveLength(1);
    expect(await readFilterFinding('https://tracker.test')).toEqual({
      calls: 'refused',
      leads: 'refused',
    });
    const syncFilters = tracker.state.requests.filter((r) => r.filter?.startsWith('startTime>'));
    expect(syncFilters.length).toBeGreaterThan(0);

    const before = tracker.count();
    await services.lookup.detail(OTHER);
    const phoneFiltered = tracker.state.requests
      .slice(before)
      .filter((r) => r.filter?.includes('='));
    expect(phoneFiltered).toEqual([]);
  });

  it('notices a phone filter the server ignores and uses the index instead', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'ignored' });
    tracker.addCall(OTHER);
    tracker.addCall(PHONE);
    tracker.addLead(OTHER);
    tracker.addLead(PHONE);

    const detail = await services.lookup.detail(PHONE);
    expect(detail.via).toBe('local-index');
    expect(detail.calls.map((c) => c.callId)).toEqual(['c2']);
    expect(detail.leads.every((l) => l.leadId === 5004)).toBe(true);
    expect((await readFilterFinding('https://tracker.test')).calls).toBe('ignored');
  });

  it('answers 200 numbers from the index without a request per number', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'refused' });
    const phones = Array.from({ length: 200 }, (_, i) => `7999${String(i).padStart(7, '0')}`);
    phones.slice(0, 50).forEach((p) => tracker.addCall(p));
    phones.slice(40, 60).forEach((p) => tracker.addLead(p, { counterId: '202' }));

    const summaries = await services.lookup.summaries(phones);

    expect(summaries).toHaveLength(200);
    expect(summaries.filter((s) => s.known)).toHaveLength(60);
    expect(summaries[45]).toMatchObject({ phone: phones[45], callCount: 1, leadCount: 1 });
    expect(summaries[199]).toMatchObject({ known: false, callCount: 0 });
    // One sync: /api/me, one page of calls and of leads per counter, one probe of the phone
    // filter per resource.
    expect(tracker.count()).toBeLessThanOrEqual(7);
    const again = tracker.count();
    await services.lookup.summaries(phones);
    expect(tracker.count()).toBe(again);
  });

  it('shares identical requests in flight and serves the cache at once afterwards', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'works' });
    tracker.addCall(PHONE);
    await services.counters.all();
    const before = tracker.count();

    const [a, b] = await Promise.all([
      services.lookup.detail(PHONE),
      services.lookup.detail(PHONE),
    ]);
    expect(a).toEqual(b);
    const perLookup = tracker.count() - before;
    expect(perLookup).toBe(4); // calls + leads, two counters, once

    const cached = await services.lookup.detail(PHONE);
    expect(cached.fetchedAt).toBe(a.fetchedAt);
    expect(tracker.count() - before).toBe(perLookup);

    const refreshed = await services.lookup.detail(PHONE, { refresh: true });
    expect(tracker.count() - before).toBe(perLookup * 2);
    expect(refreshed.calls).toHaveLength(1);
  });

  it('refreshes a stale cached answer behind while answering at once', async () => {
    let clock = Date.now();
    const { services, tracker } = await setUpBackground({ phoneFilter: 'works', now: () => clock });
    tracker.addCall(PHONE);
    const first = await services.lookup.detail(PHONE);
    tracker.addCall(PHONE);
    clock += 5 * 60_000;

    const stale = await services.lookup.detail(PHONE);
    expect(stale.calls).toHaveLength(1);
    await expect.poll(async () => (await services.lookup.detail(PHONE)).calls.length).toBe(2);
    expect(first.calls).toHaveLength(1);
  });

  it('keeps to the chosen counters', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'works' });
    tracker.addCall(PHONE, { counterId: '101' });
    tracker.addCall(PHONE, { counterId: '202' });
    await services.updateSettings({ selectedCounterIds: ['202'] });

    const detail = await services.lookup.detail(PHONE);
    expect(detail.calls.map((c) => c.counterId)).toEqual(['202']);
    expect(tracker.state.requests.some((r) => r.op === 'listCalls' && r.counterId === '101')).toBe(
      false,
    );
  });

  it('says the key is missing instead of calling the tracker', async () => {
    const { services, tracker } = await setUpBackground({ withKey: false });
    await expect(services.lookup.detail(PHONE)).rejects.toMatchObject({ kind: 'not_configured' });
    expect(tracker.count()).toBe(0);
  });

  it('finds calls and leads the tracker stored in national form (8..., 10 digits)', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'refused' });
    tracker.addCall('89991234567');
    tracker.addCall('9991234567');
    tracker.addLead('89991234567');
    await services.sync.run();
    const detail = await services.lookup.detail(PHONE);
    expect(detail.calls).toHaveLength(2);
    expect(detail.leads).toHaveLength(1);
    const [summary] = await services.lookup.summaries([PHONE]);
    expect(summary).toMatchObject({ known: true, callCount: 2, leadCount: 1 });
  });

  it('trusts a server filter that answers the number in national form', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'works' });
    tracker.addCall(PHONE);
    const list = tracker.source.listCalls;
    tracker.source.listCalls = async (query) => {
      const page = await list(query);
      return { ...page, rows: page.rows.map((r) => ({ ...r, callerPhone: '89991234567' })) };
    };
    const detail = await services.lookup.detail(PHONE);
    expect(detail.via).toBe('server-filter');
    expect(detail.calls).toHaveLength(1);
    expect((await readFilterFinding('https://tracker.test')).calls).toBe('works');
  });

  it('does not give up on the phone filter for a 400 about something else', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'works' });
    tracker.addCall(PHONE);
    tracker.state.failures.set('listCalls', [
      apiError('bad_request', 'page out of range', { code: 6 }),
    ]);
    const detail = await services.lookup.detail(PHONE);
    expect(detail.calls).toHaveLength(1);
    expect((await readFilterFinding('https://tracker.test')).calls).not.toBe('refused');
    await services.lookup.detail(PHONE, { refresh: true });
    expect((await readFilterFinding('https://tracker.test')).calls).toBe('works');
  });

  it('tries a refused phone filter again a day later', async () => {
    let clock = Date.now();
    const { services, tracker } = await setUpBackground({
      phoneFilter: 'refused',
      now: () => clock,
    });
    tracker.addCall(PHONE);
    await services.lookup.detail(PHONE);
    expect((await readFilterFinding('https://tracker.test', clock)).calls).toBe('refused');
    const phoneFiltered = () =>
      tracker.state.requests.filter((r) => r.filter?.includes('=')).length;
    const before = phoneFiltered();

    clock += 23 * 3_600_000;
    await services.lookup.detail(PHONE, { refresh: true });
    expect(phoneFiltered()).toBe(before);

    clock += 2 * 3_600_000;
    expect((await readFilterFinding('https://tracker.test', clock)).calls).toBe('unknown');
    await services.lookup.detail(PHONE, { refresh: true });
    expect(phoneFiltered()).toBeGreaterThan(before);
    // The old index was re-synced behind: let that end before the next case's storage.
    await vi.waitFor(() => expect(services.sync.isRunning()).toBe(false));
  });

  it('says when a number has more calls than one lookup reads through the filter', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'works' });
    for (let i = 0; i < 2600; i += 1) tracker.addCall(PHONE);
    tracker.addLead(PHONE);
    const detail = await services.lookup.detail(PHONE);
    expect(detail.calls).toHaveLength(2500);
    expect(detail.truncated).toEqual({ shown: 2500, total: 2600 });

    const { services: fewer, tracker: small } = await setUpBackground({ phoneFilter: 'works' });
    small.addCall(PHONE);
    expect((await fewer.lookup.detail(PHONE)).truncated).toBeUndefined();
  });
});
