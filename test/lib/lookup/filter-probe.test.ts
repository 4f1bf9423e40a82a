/**
 * The sync learns whether the phone filter works, so a browser's first lookup on a tracker that
 * refuses it sends no refused request.
 */
import { describe, expect, it } from 'vitest';
import { readFilterFinding } from '../../../lib/lookup/phone-filter';
import { apiError } from './helpers/fake-tracker';
import { setUpBackground } from './helpers/services';

const PHONE = '79991234567';
const BASE = 'https://tracker.test';
const phoneFiltered = (filter?: string) => /(callerPhone|phone)=/.test(filter ?? '');

describe('the phone filter probed by the sync', () => {
  it.each([
    ['refused', 'refused'],
    ['ignored', 'ignored'],
    ['works', 'works'],
  ] as const)(
    'a tracker whose filter is %s is found %s, one request per resource',
    async (mode, found) => {
      const { services, tracker } = await setUpBackground({ phoneFilter: mode });
      tracker.addCall(PHONE);
      tracker.addCall('79990000000');
      tracker.addLead(PHONE);
      tracker.addLead('79990000001');
      await services.sync.run();
      const probes = tracker.state.requests.filter((r) => phoneFiltered(r.filter));
      expect(probes.map((r) => r.op).sort()).toEqual(['listCalls', 'listLeads']);
      expect(await readFilterFinding(BASE)).toEqual({ calls: found, leads: found });
    },
  );

  it('then the first lookup on a refusing tracker sends no filtered request', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'refused' });
    tracker.addCall(PHONE);
    tracker.addLead(PHONE);
    await services.sync.run();
    const before = tracker.state.requests.length;
    const detail = await services.lookup.detail(PHONE);
    expect(detail.answer.kind).toBe('index');
    expect(tracker.state.requests.slice(before).some((r) => phoneFiltered(r.filter))).toBe(false);
  });

  it('is not made again while the finding is known, and a failed probe records nothing', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'works' });
    tracker.addCall(PHONE);
    tracker.addLead(PHONE);
    // The sync's own pages pass; the probe of calls meets a server error.
    tracker.state.gate = async (op) => {
      const last = tracker.state.requests.at(-1);
      if (op === 'listCalls' && phoneFiltered(last?.filter)) throw apiError('server');
    };
    await services.sync.run();
    expect((await services.sync.lastSyncAt()) !== undefined).toBe(true);
    expect(await readFilterFinding(BASE)).toEqual({ calls: 'unknown', leads: 'works' });
    tracker.state.gate = undefined;
    await services.sync.run();
    const probes = tracker.state.requests.filter((r) => phoneFiltered(r.filter));
    expect(probes.filter((r) => r.op === 'listLeads')).toHaveLength(1);
  });
});
