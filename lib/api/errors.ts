import type { ErrorKind as AnyErrorKind, ErrorPayload } from '../types/result';
import { redact } from './redact';

export type { ErrorPayload };

/**
 * What went wrong talking to the service, in terms a UI can act on: the kinds of the one error
 * shape (lib/types/result.ts) that the client itself throws.
 */
export type ErrorKind = Extract<
  AnyErrorKind,
  | 'auth'
  | 'bad_request'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'invalid_response'
  | 'redirect'
>;

export type ErrorCode = number | string;

export interface ErrorDetails {
  status?: number;
  code?: ErrorCode;
  /** Request URL; redacted on construction. */
  url?: string;
  /** Must already be key-free: use {@link safeCause}. */
  cause?: Error;
}

/** Base of every error the client throws. `kind` discriminates; messages never hold the key. */
export abstract class TrackerApiError extends Error {
  abstract readonly kind: ErrorKind;
  readonly status?: number;
  readonly code?: ErrorCode;
  readonly url?: string;

  constructor(message: string, details: ErrorDetails = {}) {
    super(redact(message), details.cause ? { cause: details.cause } : undefined);
    this.name = new.target.name;
    if (details.status !== undefined) this.status = details.status;
    if (details.code !== undefined) this.code = details.code;
    if (details.url !== undefined) this.url = redact(details.url);
  }
}

export class AuthError extends TrackerApiError {
  readonly kind = 'auth';
  /** True when the key is valid but cannot see the requested counter. */
  readonly counterAccess: boolean;
  constructor(message: string, details: ErrorDetails & { counterAccess: boolean }) {
    super(message, details);
    this.counterAccess = details.counterAccess;
  }
}

export class BadRequestError extends TrackerApiError {
  readonly kind = 'bad_request';
}

export class NotFoundError extends TrackerApiError {
  readonly kind = 'not_found';
}

export class ConflictError extends TrackerApiError {
  readonly kind = 'conflict';
}

/** A failure the server may say when to retry after (`Retry-After`). */
abstract class RetryAfterError extends TrackerApiError {
  /** From `Retry-After`, when the server sent one (429, and some servers' 503). */
  readonly retryAfterMs?: number;
  constructor(message: string, details: ErrorDetails & { retryAfterMs?: number }) {
    super(message, details);
    if (details.retryAfterMs !== undefined) this.retryAfterMs = details.retryAfterMs;
  }
}

export class RateLimitedError extends RetryAfterError {
  readonly kind = 'rate_limited';
}

export class ServerError extends RetryAfterError {
  readonly kind = 'server';
}

export class NetworkError extends TrackerApiError {
  readonly kind = 'network';
}

export class TimeoutError extends TrackerApiError {
  readonly kind = 'timeout';
  readonly timeoutMs: number;
  constructor(timeoutMs: number, details: ErrorDetails = {}) {
    super(`The tracker did not answer within ${Math.round(timeoutMs / 1000)} s`, details);
    this.timeoutMs = timeoutMs;
  }
}

export class AbortedError extends TrackerApiError {
  readonly kind = 'aborted';
  constructor(details: ErrorDetails = {}) {
    super('The request was cancelled', details);
  }
}

export class InvalidResponseError extends TrackerApiError {
  readonly kind = 'invalid_response';
  /** Short, human-readable summary of what did not match (zod issues or a parse error). */
  readonly issues: string;
  constructor(issues: string, details: ErrorDetails = {}) {
    super(`The tracker sent an answer this extension does not understand: ${issues}`, details);
    this.issues = redact(issues);
  }
}

/**
 * The service address answered with a redirect. It is never followed: the request carries the
 * key, and the new address may belong to someone else. The user checks the address instead.
 */
export class RedirectError extends TrackerApiError {
  readonly kind = 'redirect';
  constructor(details: ErrorDetails = {}) {
    super(
      'The service address answered with a redirect, which is not followed so the key is never sent elsewhere; check the address in the options',
      details,
    );
  }
}

/**
 * A key-free stand-in for an underlying error: fetch implementations may put the request URL
 * (with the key) into their messages, so the original is never attached as `cause`.
 */
export function safeCause(error: unknown, scrub: (text: string) => string): Error {
  const source = error instanceof Error ? error : new Error(String(error));
  const copy = new Error(scrub(source.message));
  copy.name = source.name;
  copy.stack = `${copy.name}: ${copy.message}`;
  return copy;
}

export function toErrorPayload(error: unknown): ErrorPayload {
  if (error instanceof TrackerApiError) {
    const payload: ErrorPayload = { kind: error.kind, message: error.message };
    if (error.status !== undefined) payload.status = error.status;
    if (error.code !== undefined) payload.code = error.code;
    const retryAfterMs = retryAfterOf(error);
    if (retryAfterMs !== undefined) payload.retryAfterMs = retryAfterMs;
    if (error instanceof AuthError) payload.counterAccess = error.counterAccess;
    return payload;
  }
  if (isAbortError(error)) return { kind: 'aborted', message: 'The request was cancelled' };
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'internal', message: redact(message) };
}

export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error as { name: unknown }).name === 'AbortError'
  );
}

/** The server's `Retry-After`, when the error carries one. */
export function retryAfterOf(error: TrackerApiError): number | undefined {
  return error instanceof RetryAfterError ? error.retryAfterMs : undefined;
}
