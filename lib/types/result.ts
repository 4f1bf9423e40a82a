/** What every answer between contexts looks like. Plain data: class identity does not survive messaging. */
export const ERROR_KINDS = [
  'not_configured',
  'auth',
  'bad_request',
  'not_found',
  'conflict',
  'rate_limited',
  'server',
  'network',
  'timeout',
  'aborted',
  'invalid_response',
  'redirect',
  'outbox_full',
  'too_many_writes',
  'storage_full',
  'invalid_message',
  'forbidden_sender',
  'internal',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export interface ErrorPayload {
  kind: ErrorKind;
  message: string;
  status?: number;
  code?: string | number;
  retryAfterMs?: number;
  /** Only on `auth`: the key works but cannot see the counter asked for (both are 403s). */
  counterAccess?: boolean;
}

export type Result<T> = { ok: true; data: T } | { ok: false; error: ErrorPayload };
