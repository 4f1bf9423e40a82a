import { describe, expect, it } from 'vitest';
import { DEMO_PHONES } from '../../emulator/index';
import { CALL_DIMENSIONS, filter, type CallDimension, type CallRecord } from '../../lib/api/index';
import {
  apiError,
  clientFor,
  collect,
  CONTRACT_NOW,
  epochOf,
  moscowMidnight,
  requestsTo,
  useContractEmulator,
} from './harness';

const emulator = useContractEmulator();
const client = () => clientFor(emulator());
const counter = () => emulator().store.demoCounterId;
/** The emulator's own list of the demo counter's calls, newest first. */
const storedCalls = () => {
  const data = emulator().store.counterData(counter());
  if (!data) throw new Error('demo counter missing');
  return data.calls;
};
/** A generated call no other test touches (each test passes its own index). */
const generatedCallId = (index: number) => {
  const call = storedCalls()[index];
  if (!call) throw new Error(`no call at ${index}`);
  return call.callId;
};
/** Tags of a call as the emulator stores them. */
const storedTags = (callId: string): string[] =>
  (emulator().store.findCall(counter(), callId)?.tags as string[] | undefined) ?? [];

async function listOne(callId: string, dimensions: readonly CallDimension[]) {
  const page = await client().calls.list({
    counter: counter(),
    dimensions,
    filter: filter().eq('callId', callId),
  });
  expect(page.items).toHaveLength(1);
  return page.items[0] as CallRecord;
}

const TYPED_DIMENSIONS: readonly CallDimension[] = [
  'callId',
  'startTime',
  'stopTime',
  'isTarget',
  'isUnique',
  'status',
  'callerPhone',
  'calledPhone',
  'duration',
  'compositeSource',
  'tags',
];

describe('calls.add (POST /v2/call/add)', () => {
  it('stores the call, and a later list read shows it with clean values', async () => {
    const startTime = new Date(CONTRACT_NOW - 3_600_000);
    const result = await client().calls.add({
      counter: counter(),
      callId: 'contract-add-1',
      startTime,
      callerPhone: '+7 (916) 555-00-11',
      calledPhone: '+7 495 000-00-01',
      duration: 95,
      status: 'success',
      isTarget: true,
      tags: ['contract'],
    });
    expect(result).toEqual({ callId: 'contract-add-1' });

    const stored = emulator().store.findCall(counter(), 'contract-add-1');
    expect(stored).toMatchObject({
      callerPhone: '79165550011',
      calledPhone: '74950000001',
      status: 'SUCCESS',
      isTarget: 'true',
      startTime: '2025-06-01T11:00:00+0300',
      tags: ['contract'],
    });

    const listed = await listOne('contract-add-1', TYPED_DIMENSIONS);
    expect(listed).toMatchObject({
      callId: 'contract-add-1',
      startTime: startTime.getTime(),
      // stopTime defaults to start + duration
      stopTime: startTime.getTime() + 95_000,
      isTarget: true,
      status: 'success',
      callerPhone: '79165550011',
      duration: 95,
      tags: ['contract'],
    });
  });

  it('answers a duplicate callId with conflict, sent once and not retried', async () => {
    const input = {
      counter: counter(),
      callId: 'contract-add-dup',
      startTime: CONTRACT_NOW - 7_200_000,
      callerPhone: '79990000001',
      calledPhone: '74950000001',
    };
    await client().calls.add(input);
    const error = await apiError(client().calls.add(input));
    expect(error).toMatchObject({ kind: 'conflict', status: 409, code: 'already_exists' });
    const sent = requestsTo(emulator(), '/v2/call/add').filter(
      (entry) => (entry.body as { callId?: string }).callId === 'contract-add-dup',
    );
    expect(sent.map((entry) => entry.status)).toEqual([200, 409]);
  });

  it('answers an invalid status with bad_request and stores nothing', async () => {
    const error = await apiError(
      client().calls.add({
        counter: counter(),
        callId: 'contract-add-bad',
        startTime: CONTRACT_NOW,
        callerPhone: '79990000002',
        calledPhone: '74950000001',
        status: 'maybe',
      }),
    );
    expect(error).toMatchObject({ kind: 'bad_request', status: 400, code: 'bad_request' });
    expect(emulator().store.findCall(counter(), 'contract-add-bad')).toBeUndefined();
  });
});

describe('calls.update (POST /v2/call/update)', () => {
  it('changes fields, and a later list read shows the new values', async () => {
    const callId = generatedCallId(20);
    const newStart = new Date(CONTRACT_NOW - 86_400_000);
    await expect(
      client().calls.update({
        counter: counter(),
        callId,
        startTime: newStart,
        status: 'failed',
        isTarget: false,
        tags: ['updated'],
      }),
    ).resolves.toEqual({ callId });

    expect(emulator().store.findCall(counter(), callId)).toMatchObject({
      status: 'FAILED',
      isTarget: 'false',
      tags: ['updated'],
      startTime: '2025-05-31T12:00:00+0300',
    });
    const listed = await listOne(callId, ['callId', 'startTime', 'status', 'isTarget', 'tags']);
    expect(listed).toEqual({
      callId,
      startTime: newStart.getTime(),
      status: 'failed',
      isTarget: false,
      tags: ['updated'],
    });
  });

  it('answers an unknown call with not_found', async () => {
    const error = await apiError(
      client().calls.update({ counter: counter(), callId: 'no-such-call', duration: 1 }),
    );
    expect(error).toMatchObject({ kind: 'not_found', status: 404, code: 'not_found' });
  });
});

describe('calls.addTags (POST /v2/call/addTags)', () => {
  it('writes a trimmed tag that a later list read and the store both show', async () => {
    const callId = generatedCallId(30);
    const outcomes = await client().calls.addTags({
      counter: counter(),
      callIds: [callId],
      tags: ['  contract-vip  '],
    });
    expect(outcomes).toEqual([{ id: callId, ok: true }]);
    expect(storedTags(callId)).toContain('contract-vip');
    const listed = await listOne(callId, ['callId', 'tags']);
    expect(listed.tags).toContain('contract-vip');
  });

  it('is idempotent: adding a tag twice keeps one copy', async () => {
    const callId = generatedCallId(31);
    const input = { counter: counter(), callIds: [callId], tags: ['twice'] };
    await client().calls.addTags(input);
    await expect(client().calls.addTags(input)).resolves.toEqual([{ id: callId, ok: true }]);
    expect(storedTags(callId).filter((tag) => tag === 'twice')).toHaveLength(1);
  });

  it('reports an unknown id per id, in request order, and still tags the known one', async () => {
    const callId = generatedCallId(32);
    const outcomes = await client().calls.addTags({
      counter: counter(),
      callIds: ['no-such-call', callId],
      tags: ['partial'],
    });
    expect(outcomes).toEqual([
      { id: 'no-such-call', ok: false, message: expect.stringContaining('no-such-call') },
      { id: callId, ok: true },
    ]);
    expect(storedTags(callId)).toContain('partial');
  });

  it('refuses a tag over 64 characters before sending anything', async () => {
    const before = emulator().requests.length;
    const error = await apiError(
      client().calls.addTags({
        counter: counter(),
        callIds: [generatedCallId(33)],
        tags: ['x'.repeat(65)],
      }),
    );
    expect(error.kind).toBe('bad_request');
    expect(emulator().requests.length).toBe(before);
  });
});

describe('/v2/calls/addTags alias (raw fetch)', () => {
  it('tags over POST JSON, visible to the client and in the store', async () => {
    const callId = generatedCallId(40);
    const { baseUrl, keys } = emulator();
    const response = await fetch(`${baseUrl}/v2/calls/addTags?apiKey=${keys.full}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ counter: counter(), callIds: [callId], tags: ['alias-post'] }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: { [callId]: { result: 'ok' } } });
    expect(storedTags(callId)).toContain('alias-post');
    expect((await listOne(callId, ['callId', 'tags'])).tags).toContain('alias-post');
  });

  it('tags over GET with callIds[] and tags[]', async () => {
    const callId = generatedCallId(41);
    const { baseUrl, keys } = emulator();
    const query = `apiKey=${keys.full}&counter=${counter()}&callIds[]=${callId}&tags[]=alias-get`;
    const response = await fetch(`${baseUrl}/v2/calls/addTags?${query}`);
    expect(response.status).toBe(200);
    expect((await listOne(callId, ['callId', 'tags'])).tags).toContain('alias-get');
  });
});

describe('calls.removeTags (POST /v2/call/removeTags)', () => {
  it('removes a tag, so a later list read and the store no longer show it', async () => {
    const callId = generatedCallId(50);
    await client().calls.addTags({ counter: counter(), callIds: [callId], tags: ['keep', 'drop'] });
    await expect(
      client().calls.removeTags({ counter: counter(), callIds: [callId], tags: ['drop'] }),
    ).resolves.toEqual([{ id: callId, ok: true }]);
    expect(storedTags(callId)).toContain('keep');
    expect(storedTags(callId)).not.toContain('drop');
    const listed = await listOne(callId, ['callId', 'tags']);
    expect(listed.tags).toContain('keep');
    expect(listed.tags).not.toContain('drop');
  });

  it('answers ok when the tag was not there', async () => {
    const callId = generatedCallId(51);
    const before = storedTags(callId);
    await expect(
      client().calls.removeTags({ counter: counter(), callIds: [callId], tags: ['never-set'] }),
    ).resolves.toEqual([{ id: callId, ok: true }]);
    expect(storedTags(callId)).toEqual(before);
  });

  it('reports an unknown id as failed', async () => {
    const outcomes = await client().calls.removeTags({
      counter: counter(),
      callIds: ['no-such-call'],
      tags: ['drop'],
    });
    expect(outcomes).toEqual([{ id: 'no-such-call', ok: false, message: expect.any(String) }]);
  });
});

describe('calls.list (GET /v2/call/list)', () => {
  it('returns only the requested dimensions, as clean typed values, newest first', async () => {
    const page = await client().calls.list({
      counter: counter(),
      dimensions: TYPED_DIMENSIONS,
      itemsPerPage: 50,
      page: 2,
    });
    expect(page.totalResults).toBe(storedCalls().length);
    expect(page.items.map((call) => call.callId)).toEqual(
      storedCalls()
        .slice(50, 100)
        .map((call) => call.callId),
    );
    for (const call of page.items) {
      for (const key of Object.keys(call)) expect(TYPED_DIMENSIONS).toContain(key);
      const stored = emulator().store.findCall(counter(), call.callId ?? '');
      expect(call.startTime).toBe(epochOf(stored?.startTime));
      expect(call.stopTime).toBe(epochOf(stored?.stopTime));
      expect(typeof call.isTarget).toBe('boolean');
      expect(typeof call.isUnique).toBe('boolean');
      expect(['success', 'failed']).toContain(call.status);
      expect(call.callerPhone).toMatch(/^\d+$/);
      expect(Number.isInteger(call.duration)).toBe(true);
      expect(Array.isArray(call.tags)).toBe(true);
    }
  });

  it('leaves out dimensions that were not asked for', async () => {
    const page = await client().calls.list({
      counter: counter(),
      dimensions: ['callId', 'duration'],
      itemsPerPage: 20,
    });
    for (const call of page.items) {
      // A call written without a duration has none to show, so keys are a subset.
      for (const key of Object.keys(call)) expect(['callId', 'duration', 'tags']).toContain(key);
      expect(call.callId).toMatch(/\S/);
      // tags is always an array on the client's side, empty when not requested
      expect(call.tags).toEqual([]);
    }
  });

  it('walks every call of a phone page by page (itemsPerPage 4)', async () => {
    const expected = emulator().store.callsByPhone(DEMO_PHONES.manyCallsAndLeads, counter());
    const totals: (number | undefined)[] = [];
    const before = requestsTo(emulator(), '/v2/call/list').length;
    const calls = await collect(
      client().calls.iterate(
        {
          counter: counter(),
          dimensions: ['callId', 'callerPhone'],
          filter: filter().eq('callerPhone', DEMO_PHONES.manyCallsAndLeads),
        },
        { itemsPerPage: 4, onPage: (info) => totals.push(info.totalResults) },
      ),
    );
    expect(calls.map((call) => call.callId)).toEqual(expected.map((call) => call.callId));
    expect(calls).toHaveLength(14);
    expect(totals).toEqual([14, 14, 14, 14]);
    expect(requestsTo(emulator(), '/v2/call/list').length - before).toBe(4);
  });

  it('walks the whole counter: totalResults matches the count iterated', async () => {
    let totalResults: number | undefined;
    const calls = await collect(
      client().calls.iterate(
        { counter: counter(), dimensions: ['callId'] },
        { itemsPerPage: 100, onPage: (info) => (totalResults = info.totalResults) },
      ),
    );
    expect(calls.length).toBe(totalResults);
    expect(calls.length).toBe(emulator().store.callCount(counter()));
    expect(new Set(calls.map((call) => call.callId)).size).toBe(calls.length);
  });

  it('filters by startTime> a day: only calls from the next Moscow day on', async () => {
    const page = await client().calls.list({
      counter: counter(),
      dimensions: ['callId', 'startTime'],
      filter: 'startTime>2025-05-25',
    });
    const from = moscowMidnight('2025-05-26');
    const expected = storedCalls().filter((call) => call.startMs >= from);
    expect(expected.length).toBeGreaterThan(0);
    expect(page.totalResults).toBe(expected.length);
    expect(page.items.map((call) => call.callId)).toEqual(expected.map((call) => call.callId));
    for (const call of page.items) expect(call.startTime).toBeGreaterThanOrEqual(from);
  });

  it('filters by startTime> an instant built with the client filter builder', async () => {
    const since = new Date(CONTRACT_NOW - 3 * 86_400_000 + 1234);
    const page = await client().calls.list({
      counter: counter(),
      dimensions: ['callId', 'startTime'],
      filter: filter().gt('startTime', since),
    });
    const sinceSecond = Math.floor(since.getTime() / 1000) * 1000;
    const expected = storedCalls().filter(
      (call) => Math.floor(call.startMs / 1000) * 1000 > sinceSecond,
    );
    expect(page.items.map((call) => call.callId)).toEqual(expected.map((call) => call.callId));
  });

  it('filters by callerPhone= written with punctuation', async () => {
    const page = await client().calls.list({
      counter: counter(),
      dimensions: ['callId', 'callerPhone'],
      filter: 'callerPhone=+7 (495) 123-45-67',
    });
    expect(page.totalResults).toBe(5);
    expect(page.items.map((call) => call.callerPhone)).toEqual(
      Array(5).fill(DEMO_PHONES.callsOnly),
    );
  });

  it('answers itemsPerPage out of 1..1000 with bad_request code 5', async () => {
    for (const itemsPerPage of [0, 1001]) {
      const error = await apiError(
        client().calls.list({ counter: counter(), dimensions: ['callId'], itemsPerPage }),
      );
      expect(error).toMatchObject({ kind: 'bad_request', status: 400, code: 5 });
    }
  });

  it('answers page 0 with bad_request code 6', async () => {
    const error = await apiError(
      client().calls.list({ counter: counter(), dimensions: ['callId'], page: 0 }),
    );
    expect(error).toMatchObject({ kind: 'bad_request', code: 6 });
  });
});

describe('calls.listCsv (GET /v2/call/list/csv)', () => {
  it('parses to the same rows as the JSON list of the same page', async () => {
    const params = {
      counter: counter(),
      dimensions: [...TYPED_DIMENSIONS, 'utmCampaign', 'compositeKeyword'] as CallDimension[],
      itemsPerPage: 60,
      page: 3,
    };
    const [page, rows] = await Promise.all([
      client().calls.list(params),
      client().calls.listCsv(params),
    ]);
    expect(rows).toHaveLength(60);
    expect(rows).toEqual(page.items);
  });

  it('agrees with JSON on every dimension the client knows, over a whole counter', async () => {
    const params = {
      counter: emulator().store.counters[1]?.counterId ?? '',
      dimensions: CALL_DIMENSIONS,
    };
    const [page, rows] = await Promise.all([
      client().calls.list(params),
      client().calls.listCsv(params),
    ]);
    expect(rows.length).toBe(page.totalResults);
    expect(rows).toEqual(page.items);
  });

  it('parses tagged calls of a phone filter to the same rows as JSON', async () => {
    const callId = generatedCallId(60);
    await client().calls.addTags({
      counter: counter(),
      callIds: [callId],
      tags: ['csv one', 'csv;two', 'csv "three"'],
    });
    const params = {
      counter: counter(),
      dimensions: ['callId', 'tags', 'status'] as CallDimension[],
      filter: filter().eq('callId', callId),
    };
    const rows = await client().calls.listCsv(params);
    expect(rows).toEqual((await client().calls.list(params)).items);
    expect(rows[0]?.tags).toEqual(expect.arrayContaining(['csv one', 'csv;two', 'csv "three"']));
  });

  it('answers a bad itemsPerPage with the integer code 5', async () => {
    const error = await apiError(
      client().calls.listCsv({ counter: counter(), dimensions: ['callId'], itemsPerPage: 0 }),
    );
    expect(error).toMatchObject({ kind: 'bad_request', code: 5 });
  });
});
