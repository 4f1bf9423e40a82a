/**
 * The client on hostile answers: whatever status, headers and body come back, every operation
 * either resolves or rejects with one of the client's typed errors, never a TypeError or a
 * stack overflow, and no error carries the key.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TrackerApiError, type TrackerClient } from '../../lib/api';
import { API_KEY, testClient } from '../lib/api/fake-fetch';
import { FUZZ_SETTINGS } from './settings';

const validCall = {
  callId: 'c1',
  startTime: '2024-05-01 10:00:00',
  callerPhone: '+7 916 123-45-67',
  duration: '42',
  status: 'ANSWERED',
  tags: ['a', 'b'],
};

/** Valid-looking answers with parts replaced, and anything at all. */
const jsonValue = fc.jsonValue({ maxDepth: 6 });
const body = fc.oneof(
  fc.string({ maxLength: 200, unit: 'binary' }),
  jsonValue.map((v) => JSON.stringify(v)),
  fc
    .record({
      result: fc.oneof(
        fc.array(fc.oneof(fc.constant(validCall), fc.dictionary(fc.string(), jsonValue)), {
          maxLength: 5,
        }),
        jsonValue,
      ),
      totalResults: fc.oneof(fc.integer(), fc.string(), fc.constant(undefined)),
      nextLink: fc.oneof(fc.string(), jsonValue),
      error: fc.oneof(fc.constant(undefined), fc.integer(), fc.string(), jsonValue),
      message: fc.oneof(fc.constant(undefined), fc.string()),
      projects: jsonValue,
    })
    .map((v) => JSON.stringify(v)),
  fc
    .array(fc.array(fc.string({ maxLength: 12 }), { maxLength: 5 }), { maxLength: 5 })
    .map((rows) => rows.map((cells) => cells.join(';')).join('\n')),
  fc.constant(`{"result":[${'['.repeat(5000)}`),
  fc.constant(`<html><body>502 Bad Gateway ${API_KEY}</body></html>`),
);
const status = fc.oneof(
  fc.constantFrom(200, 201, 204, 301, 302, 400, 401, 403, 404, 409, 418, 429, 500, 502, 503),
  fc.integer({ min: 200, max: 599 }),
);
const headers = fc.record(
  {
    'Retry-After': fc.oneof(fc.string(), fc.integer().map(String), fc.date().map(String)),
    'Content-Type': fc.constantFrom('application/json', 'text/csv', 'text/html', ''),
    Location: fc.webUrl(),
  },
  { requiredKeys: [] },
);

type Operation = (client: TrackerClient) => Promise<unknown>;
const operations: Record<string, Operation> = {
  me: (c) => c.counters.me(),
  callList: (c) => c.calls.list({ counter: '1', dimensions: ['callId', 'startTime', 'tags'] }),
  callCsv: (c) => c.calls.listCsv({ counter: '1', dimensions: ['callId', 'startTime'] }),
  leadList: (c) => c.leads.list({ counter: '1', dimensions: ['id', 'createdAt', 'phone'] }),
  tagList: (c) => c.tags.list({ counter: '1' }),
  poolList: (c) => c.pools.list({ counter: '1' }),
  addCallTags: (c) => c.calls.addTags({ counter: '1', callIds: ['c1', 'c2'], tags: ['x'] }),
  addLeadTags: (c) => c.leads.addTags({ counter: '1', leadIds: [1], tags: ['x'] }),
  biSchema: (c) => c.bi.getSchema({ id: 42 }),
  biData: (c) => c.bi.getData({ id: '42', itemsPerPage: 5 }),
};

describe('response parsing under fuzzing', () => {
  it('answers every operation with data or a typed error, without the key', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(operations)),
        status,
        headers,
        body,
        async (operation, code, head, text) => {
          const nullBody = [204, 205, 304].includes(code);
          const { client } = testClient(
            () => new Response(nullBody ? null : text, { status: code, headers: head }),
            { maxRetries: 0 },
          );
          try {
            await operations[operation]!(client);
          } catch (error) {
            expect(error).toBeInstanceOf(TrackerApiError);
            expect(String((error as Error).message)).not.toContain(API_KEY);
          }
        },
      ),
      FUZZ_SETTINGS,
    );
  });
});
