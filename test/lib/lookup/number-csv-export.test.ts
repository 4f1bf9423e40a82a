import { describe, expect, it } from 'vitest';
import { formatTrackerDateTime } from '../../../lib/api/dates';
import { CSV_ROW_CAP, exportPhoneCsv } from '../../../lib/lookup/answer/number-csv-export';
import { DAY_MS } from '../../../lib/lookup/index/index-sync';
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
    // Times as the tracker's own CSV writes them: yyyy-mm-ddThh:mm:ss+hhmm, in +0300.
    expect(lines[1]).toMatch(
      /^call;101;c1;\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0300;79991234567;a,b;;;$/,
    );
    const written = lines[1]!.split(';')[3]!;
    // To the second, as the tracker writes times.
    expect(Date.parse(written.replace(/(\d\d)(\d\d)$/, '$1:$2'))).toBe(
      Math.floor(detail.calls[0]!.startTime / 1000) * 1000,
    );
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

  it('reads from a day before the oldest record, so a clock offset loses no row', async () => {
    const tracker = createFakeTracker({ phoneFilter: 'refused' });
    const own = tracker.addCall(PHONE);
    const detail = {
      phone: PHONE,
      calls: [{ counterId: '101', callId: own.callId, startTime: own.startTime }],
      leads: [],
    } as never;
    await exportPhoneCsv(tracker.source, detail, { calls: 'refused', leads: 'refused' });
    expect(tracker.state.requests[0]!.filter).toBe(
      `startTime>${formatTrackerDateTime(own.startTime - DAY_MS)}`,
    );
  });

  it('fails with a clear error instead of a file missing records', async () => {
    const tracker = createFakeTracker({ phoneFilter: 'refused' });
    const kept = tracker.addCall(PHONE);
    const gone = tracker.addCall(PHONE);
    const detail = {
      phone: PHONE,
      calls: [kept, gone].map((c) => ({
        counterId: '101',
        callId: c.callId,
        startTime: c.startTime,
      })),
      leads: [],
    } as never;
    tracker.state.calls = tracker.state.calls.filter((c) => c !== gone);
    await expect(
      exportPhoneCsv(tracker.source, detail, { calls: 'refused', leads: 'refused' }),
    ).rejects.toThrow('export incomplete: 1 of 2 records');
    await expect(
      exportPhoneCsv(tracker.source, detail, { calls: 'refused', leads: 'refused' }),
    ).rejects.toMatchObject({ code: 'export_short' });
  });

  it('names the cap, not missing records, when a date-bounded listing stops at the cap', async () => {
    const tracker = createFakeTracker({ phoneFilter: 'refused' });
    const own = tracker.addCall(PHONE);
    tracker.source.csvRows = async () =>
      Array.from({ length: CSV_ROW_CAP }, (_, i) => ({ callId: `other-${i}`, callerPhone: PHONE }));
    const detail = {
      phone: PHONE,
      calls: [{ counterId: '101', callId: own.callId, startTime: own.startTime }],
      leads: [],
    } as never;
    await expect(
      exportPhoneCsv(tracker.source, detail, { calls: 'refused', leads: 'refused' }),
    ).rejects.toMatchObject({ code: 'export_capped' });
  });

  it('fails when the filtered listing stops at the page cap', async () => {
    const tracker = createFakeTracker({ phoneFilter: 'works' });
    const own = tracker.addCall(PHONE);
    tracker.source.csvRows = async () =>
      Array.from({ length: CSV_ROW_CAP }, (_, i) => ({ callId: `c${i}`, callerPhone: PHONE }));
    const detail = {
      phone: PHONE,
      calls: [{ counterId: '101', callId: own.callId, startTime: own.startTime }],
      leads: [],
    } as never;
    await expect(
      exportPhoneCsv(tracker.source, detail, { calls: 'works', leads: 'works' }),
    ).rejects.toThrow(/^export incomplete/);
  });
});

describe('the words of an incomplete file', () => {
  it('say the cause in both languages, not "data not understood"', async () => {
    const { errorWords } = await import('../../../lib/i18n/error-words');
    const short = { kind: 'invalid_response', message: 'x', code: 'export_short' } as const;
    const capped = { kind: 'invalid_response', message: 'x', code: 'export_capped' } as const;
    expect(errorWords(short, 'en')).toMatchObject({
      text: /lacks calls or leads/,
      action: 'retry',
    });
    expect(errorWords(capped, 'en')).toMatchObject({ text: /50,000 rows/, action: 'none' });
    expect(errorWords(short, 'ru').text).toMatch(/нет части показанных/);
    expect(errorWords(capped, 'ru').text).toMatch(/50 000 строк/);
  });
});

describe('the tracker timestamp in files', () => {
  it('writes an instant as yyyy-mm-ddThh:mm:ss+hhmm in the counters’ zone', async () => {
    const { formatTrackerTimestamp } = await import('../../../lib/format/tracker-date');
    const instant = Date.UTC(2026, 10, 25, 10, 12, 5);
    expect(formatTrackerTimestamp(instant)).toBe('2026-11-25T13:12:05+0300');
    expect(formatTrackerTimestamp(instant, -330)).toBe('2026-11-25T04:42:05-0530');
    expect(formatTrackerTimestamp(Date.UTC(2026, 11, 31, 22, 0, 0))).toBe(
      '2027-01-01T01:00:00+0300',
    );
  });
});
