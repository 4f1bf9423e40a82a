import { describe, expect, it } from 'vitest';
import { exportPhoneCsv } from '../../../lib/lookup/csv-export';
import { createFakeTracker } from './helpers/fake-tracker';
import { setUpBackground } from './helpers/services';

const PHONE = '79991234567';

describe('CSV export', () => {
  it('uses the server phone filter when it works', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'works' });
    tracker.addCall(PHONE, { tags: ['a', 'b'] });
    tracker.addCall('79990000000');
    tracker.addLead(PHONE);
    const detail = await services.lookup.detail(PHONE);
    const { filename, csv } = await exportPhoneCsv(tracker.source, detail, {
      calls: 'works',
      leads: 'works',
    });
    expect(filename).toBe(`tracker-${PHONE}.csv`);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('record;counter;callId;startTime;callerPhone;tags;id;createdAt;phone');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^call;101;c1;\d{4}-\d\d-\d\dT.*;79991234567;a,b;;;$/);
    expect(
      tracker.state.requests.filter((r) => r.op.startsWith('csv')).map((r) => r.filter),
    ).toEqual([`callerPhone=${PHONE}`, `phone=${PHONE}`]);
  });

  it('keeps only the rows the lookup found when the filter cannot be used', async () => {
    const tracker = createFakeTracker({ phoneFilter: 'refused' });
    tracker.addCall('79990000000');
    const own = tracker.addCall(PHONE);
    tracker.addCall('79990000001');
    const detail = {
      phone: PHONE,
      calls: [{ counterId: '101', callId: own.callId, startTime: own.startTime }],
      leads: [],
    } as never;
    const { csv } = await exportPhoneCsv(tracker.source, detail, {
      calls: 'refused',
      leads: 'refused',
    });
    const body = csv.split('\r\n').slice(1);
    expect(body).toHaveLength(1);
    expect(body[0]).toContain(own.callId);
    expect(tracker.state.requests[0]!.filter).toMatch(/^startTime>/);
  });

  it('neutralizes spreadsheet formulas that visitors can put in marketing fields', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'works' });
    tracker.addCall(PHONE, { tags: ['=HYPERLINK("https://evil.example","click")'] });
    const detail = await services.lookup.detail(PHONE);
    const { csv } = await exportPhoneCsv(tracker.source, detail, {
      calls: 'works',
      leads: 'works',
    });
    const row = csv.split('\r\n')[1]!;
    expect(row).toContain(`"'=HYPERLINK(""https://evil.example"",""click"")"`);
    expect(row).not.toMatch(/;=HYPERLINK/);
  });
});
