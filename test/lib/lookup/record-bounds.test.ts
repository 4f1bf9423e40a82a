import { describe, expect, it } from 'vitest';
import type { CallRecord, LeadRecord } from '../../../lib/api';
import { MAX_FIELD_CHARS, MAX_RECORD_TAGS } from '../../../lib/format/clip';
import { toCallRow, toCallView, toLeadRow, toLeadView } from '../../../lib/lookup/records';

const HUGE = 'k'.repeat(10_000_000);

describe('a display field has a length bound (issue 37, point 8)', () => {
  it('a lookup keeps at most the bound of each free-text field, and a bounded tag list', () => {
    const record = {
      callId: 'c1',
      startTime: 1,
      callerPhone: '79161234567',
      utmTerm: HUGE,
      compositeKeyword: HUGE,
      poolName: HUGE,
      entryPoint: `https://shop.example/?q=${HUGE}`,
      callRecordUrl: `https://rec.example/${HUGE}.mp3`,
      tags: Array.from({ length: 5_000 }, (_, i) => `${i}${HUGE.slice(0, 1_000)}`),
    } as CallRecord;
    const row = toCallRow('101', record)!;
    expect(row.utmTerm!.length).toBe(MAX_FIELD_CHARS);
    expect(row.utmTerm!.endsWith('\u2026')).toBe(true);
    expect(row.compositeKeyword!.length).toBe(MAX_FIELD_CHARS);
    // A cut address is another address: a link over the bound is dropped.
    expect(row.entryPoint).toBeUndefined();
    expect(row.callRecordUrl).toBeUndefined();
    expect(row.tags.length).toBe(MAX_RECORD_TAGS);
    expect(JSON.stringify(row).length).toBeLessThan(40_000);
    const lead = toLeadRow('101', {
      id: 1,
      createdAt: 1,
      phone: '79161234567',
      leadLogFormName: HUGE,
      source: HUGE,
      tags: [],
    } as unknown as LeadRecord)!;
    expect(lead.leadLogFormName!.length).toBe(MAX_FIELD_CHARS);
    expect(lead.source!.length).toBe(MAX_FIELD_CHARS);
  });

  it('a view gets at most the bound, also of a row kept before it', () => {
    const view = toCallView(
      { counterId: '101', callId: 'c', startTime: 1, callerPhone: '7', utmTerm: HUGE, tags: [] },
      new Map(),
    );
    expect(view.keyword!.length).toBe(MAX_FIELD_CHARS);
    const lead = toLeadView(
      { counterId: '101', leadId: 1, createdAt: 1, phone: '7', utmCampaign: HUGE, tags: [HUGE] },
      new Map(),
    );
    expect(lead.campaign!.length).toBe(MAX_FIELD_CHARS);
    expect(lead.tags[0]!.length).toBeLessThan(300);
  });
});
