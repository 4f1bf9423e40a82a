import { describe, expect, it } from 'vitest';
import {
  AuthError,
  BadRequestError,
  InvalidResponseError,
  RateLimitedError,
  TrackerApiError,
  toErrorPayload,
} from '../../../lib/api';
import { parseErrorBody, parseRetryAfter } from '../../../lib/api/error-response';
import { json, testClient, text } from './fake-fetch';

async function failureOf(promise: Promise<unknown>): Promise<TrackerApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TrackerApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const noRetries = { maxRetries: 0 };

describe('HTTP failures map to one error kind each', () => {
  it.each([
    [403, { error: 'invalid_api_key', message: 'Wrong key' }, 'auth', 'invalid_api_key'],
    [401, { error: 'unauthorized', message: 'No key' }, 'auth', 'unauthorized'],
    [400, { error: 4, message: 'Filter not understood' }, 'bad_request', 4],
    [400, { error: 'invalid_filter', message: 'Bad filter' }, 'bad_request', 'invalid_filter'],
    [422, { error: 'bad_request', message: 'Nope' }, 'bad_request', 'bad_request'],
    [404, { error: 'not_found', message: 'No such call' }, 'not_found', 'not_found'],
    [409, { error: 'already_exists', message: 'Duplicate callId' }, 'conflict', 'already_exists'],
    [429, { error: 'rate_limited', message: 'Slow down' }, 'rate_limited', 'rate_limited'],
    [500, { error: 'internal_error', message: 'Boom' }, 'server', 'internal_error'],
    [503, { error: 'unavailable', message: 'Later' }, 'server', 'unavailable'],
  ])('%i %j -> %s', async (status, body, kind, code) => {
    const { client } = testClient(() => json(body, status), noRetries);
    const error = await failureOf(client.calls.list({ counter: '1', dimensions: ['callId'] }));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.code).toBe(code);
    expect(error.message).toBe(body.message);
  });

  it('reads the nested {error: {code, message}} shape', async () => {
    const { client } = testClient(() =>
      json({ error: { code: 3, message: 'Unknown dimension' } }, 400),
    );
    const error = await failureOf(client.calls.list({ counter: '1', dimensions: ['callId'] }));
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ code: 3, message: 'Unknown dimension' });
  });

  it('tells a key without access to the counter from a wrong key', async () => {
    const { client } = testClient((_r, i) =>
      i === 0
        ? json({ error: 'counter_access_denied', message: 'No access to counter 9' }, 403)
        : json({ error: 'invalid_api_key', message: 'Wrong key' }, 403),
    );
    const denied = await failureOf(client.leads.list({ counter: '9', dimensions: ['id'] }));
    const wrongKey = await failureOf(client.leads.list({ counter: '9', dimensions: ['id'] }));
    expect(denied).toBeInstanceOf(AuthError);
    expect((denied as AuthError).counterAccess).toBe(true);
    expect((wrongKey as AuthError).counterAccess).toBe(false);
  });

  it('turns a non-JSON error page into a readable message', async () => {
    const { client } = testClient(
      () => text('<html><body><h1>502 Bad Gateway</h1></body></html>', 502),
      noRetries,
    );
    const error = await failureOf(client.tags.list({ counter: '1' }));
    expect(error.kind).toBe('server');
    expect(error.message).toBe('502 Bad Gateway');
    expect(error.code).toBeUndefined();
  });

  it('falls back to the status when the body is empty', async () => {
    const { client } = testClient(() => text('', 404));
    const error = await failureOf(client.tags.list({ counter: '1' }));
    expect(error).toMatchObject({ kind: 'not_found', message: 'The tracker answered HTTP 404' });
  });

  it('carries Retry-After on rate limiting', async () => {
    const { client } = testClient(
      () => json({ error: 'rate_limited', message: 'Slow down' }, 429, { 'Retry-After': '7' }),
      noRetries,
    );
    const error = await failureOf(client.tags.list({ counter: '1' }));
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterMs).toBe(7000);
  });
});

describe('answers that do not match', () => {
  it('broken JSON on 200 is invalid_response', async () => {
    const { client } = testClient(() => text('{"result": [', 200));
    const error = await failureOf(client.tags.list({ counter: '1' }));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error.status).toBe(200);
  });

  it('a malformed row fails the whole page with a short summary of the issues', async () => {
    const { client } = testClient(() =>
      json({
        result: [
          { callId: 'a', duration: 5 },
          { callId: 'b', duration: 'long' },
        ],
        totalResults: 2,
      }),
    );
    const error = await failureOf(
      client.calls.list({ counter: '1', dimensions: ['callId', 'duration'] }),
    );
    expect(error.kind).toBe('invalid_response');
    expect((error as InvalidResponseError).issues).toBe(
      'result.1.duration: expected an integer, got "long"',
    );
  });

  it('an add answered with something other than ok is invalid_response', async () => {
    const { client } = testClient(() => json({ result: 'error' }));
    const error = await failureOf(
      client.calls.add({
        counter: '1',
        callId: 'c',
        startTime: '2024-01-01',
        callerPhone: '1',
        calledPhone: '2',
      }),
    );
    expect(error.kind).toBe('invalid_response');
  });
});

describe('parseErrorBody', () => {
  it.each([
    [
      '{"error": 5, "message": "itemsPerPage out of range"}',
      { code: 5, message: 'itemsPerPage out of range' },
    ],
    [
      '{"error": "invalid_page", "message": "page below 1"}',
      { code: 'invalid_page', message: 'page below 1' },
    ],
    ['{"error": {"code": "x", "message": "nested"}}', { code: 'x', message: 'nested' }],
    ['{"message": "only a message"}', { message: 'only a message' }],
    ['[1, 2]', {}],
    ['Service Unavailable', { message: 'Service Unavailable' }],
    ['', {}],
  ])('%s', (body, expected) => {
    expect(parseErrorBody(body)).toEqual(expected);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2024-05-01T12:00:00Z');
  it.each([
    ['3', 3000],
    ['0', 0],
    ['1.5', 1500],
    ['Wed, 01 May 2024 12:00:10 GMT', 10_000],
    ['Wed, 01 May 2024 11:59:00 GMT', 0],
    ['soon', undefined],
    [null, undefined],
  ])('%s -> %s', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
});

describe('toErrorPayload', () => {
  it('gives a plain object that survives messaging', async () => {
    const { client } = testClient(
      () => json({ error: 'rate_limited', message: 'Slow down' }, 429, { 'Retry-After': '2' }),
      noRetries,
    );
    const error = await failureOf(client.tags.list({ counter: '1' }));
    const payload = toErrorPayload(error);
    expect(payload).toEqual({
      kind: 'rate_limited',
      message: 'Slow down',
      status: 429,
      code: 'rate_limited',
      retryAfterMs: 2000,
    });
    expect(structuredClone(payload)).toEqual(payload);
  });

  it('marks counter access on auth errors', () => {
    const error = new AuthError('No access', {
      status: 403,
      code: 'counter_access_denied',
      counterAccess: true,
    });
    expect(toErrorPayload(error)).toMatchObject({ kind: 'auth', counterAccess: true });
  });

  it('maps a DOM AbortError to aborted and anything else to unknown', () => {
    expect(toErrorPayload(new DOMException('x', 'AbortError')).kind).toBe('aborted');
    expect(toErrorPayload(new TypeError('boom'))).toEqual({ kind: 'internal', message: 'boom' });
    expect(toErrorPayload('text')).toEqual({ kind: 'internal', message: 'text' });
  });
});
