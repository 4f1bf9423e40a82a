import { describe, expect, it } from 'vitest';
import { describeError, errorWords } from '../../../lib/i18n/error-words';
import { ERROR_KINDS, type ErrorPayload } from '../../../lib/types/result';

/** Every kind a view can receive, with the words' key and the action the user is offered. */
const TABLE: [ErrorPayload, string, string][] = [
  [{ kind: 'not_configured', message: '' }, 'error.not_configured', 'open-options'],
  // The two 403s: a refused key, and a working key that cannot see a counter.
  [{ kind: 'auth', message: '', status: 403 }, 'error.auth', 'open-options'],
  [{ kind: 'auth', message: '', status: 401 }, 'error.auth', 'open-options'],
  [
    { kind: 'auth', message: '', status: 403, counterAccess: true },
    'error.auth.counter',
    'open-options',
  ],
  [
    { kind: 'auth', message: '', status: 403, code: 'counter_access_denied' },
    'error.auth.counter',
    'open-options',
  ],
  [{ kind: 'bad_request', message: '' }, 'error.bad_request', 'none'],
  [{ kind: 'not_found', message: '' }, 'error.not_found', 'none'],
  [{ kind: 'conflict', message: '' }, 'error.conflict', 'none'],
  [{ kind: 'rate_limited', message: '' }, 'error.rate_limited', 'retry'],
  [{ kind: 'server', message: '' }, 'error.server', 'retry'],
  [{ kind: 'network', message: '' }, 'error.network', 'retry'],
  [{ kind: 'timeout', message: '' }, 'error.timeout', 'retry'],
  [{ kind: 'aborted', message: '' }, 'error.aborted', 'retry'],
  [{ kind: 'invalid_response', message: '' }, 'error.invalid_response', 'retry'],
  [{ kind: 'redirect', message: '' }, 'error.redirect', 'open-options'],
  [{ kind: 'outbox_full', message: '' }, 'error.outbox_full', 'none'],
  [{ kind: 'too_many_writes', message: '' }, 'error.too_many_writes', 'retry'],
  [{ kind: 'storage_full', message: '' }, 'error.storage_full', 'retry'],
  [{ kind: 'invalid_message', message: '' }, 'error.invalid_message', 'none'],
  [{ kind: 'forbidden_sender', message: '' }, 'error.forbidden_sender', 'none'],
  [{ kind: 'internal', message: '' }, 'error.internal', 'retry'],
];

describe('error words', () => {
  it.each(TABLE)('%o -> %s, %s', (error, key, action) => {
    expect(describeError(error)).toEqual({ key, action });
    const en = errorWords(error, 'en');
    const ru = errorWords(error, 'ru');
    expect(en.text).not.toMatch(/^error\./);
    expect(ru.text).not.toBe(en.text);
    expect(en.action).toBe(action);
    expect(en.actionLabel === undefined).toBe(action === 'none');
  });

  it('covers every kind, and the two 403s read differently', () => {
    expect(new Set(TABLE.map(([e]) => e.kind))).toEqual(new Set(ERROR_KINDS));
    const wrongKey = errorWords({ kind: 'auth', message: '', status: 403 }, 'en').text;
    const noAccess = errorWords(
      { kind: 'auth', message: '', status: 403, counterAccess: true },
      'en',
    ).text;
    expect(wrongKey).toMatch(/refused the API key/);
    expect(noAccess).toMatch(/no access to one of the sites/);
  });

  it('never shows the server message itself', () => {
    const text = errorWords({ kind: 'server', message: 'Traceback at line 3' }, 'en').text;
    expect(text).not.toContain('Traceback');
  });
});
