import {
  AuthError,
  BadRequestError,
  ConflictError,
  InvalidResponseError,
  NotFoundError,
  RateLimitedError,
  ServerError,
  type ErrorCode,
  type TrackerApiError,
} from './errors';

const MAX_MESSAGE_LENGTH = 300;

export interface ErrorBody {
  code?: ErrorCode;
  message?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const asCode = (v: unknown): ErrorCode | undefined =>
  typeof v === 'number' || (typeof v === 'string' && v !== '') ? v : undefined;

const asText = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;

/**
 * Reads `{error: int|string, message}` (the spec), `{error: {code, message}}` (a third-party
 * client) and anything else as plain text.
 */
export function parseErrorBody(text: string): ErrorBody {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const message = asText(text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' '));
    return message ? { message } : {};
  }
  if (!isRecord(json)) return {};
  const out: ErrorBody = {};
  const nested = json.error;
  if (isRecord(nested)) {
    const code = asCode(nested.code);
    const message = asText(nested.message) ?? asText(json.message);
    if (code !== undefined) out.code = code;
    if (message !== undefined) out.message = message;
    return out;
  }
  const code = asCode(nested);
  const message = asText(json.message);
  if (code !== undefined) out.code = code;
  if (message !== undefined) out.message = message;
  return out;
}

/** `Retry-After` as milliseconds from now: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export interface ErrorResponseContext {
  status: number;
  bodyText: string;
  retryAfter: string | null;
  url: string;
  now: number;
  scrub: (text: string) => string;
}

const truncate = (text: string): string =>
  text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : text;

/** Maps a non-2xx answer to the error class a UI can act on. */
export function errorFromResponse(ctx: ErrorResponseContext): TrackerApiError {
  const { status } = ctx;
  const body = parseErrorBody(ctx.bodyText);
  const message = ctx.scrub(truncate(body.message ?? `The tracker answered HTTP ${status}`));
  const details = { status, url: ctx.url, ...(body.code !== undefined ? { code: body.code } : {}) };

  if (status === 401 || status === 403) {
    const counterAccess = typeof body.code === 'string' && /counter/i.test(body.code);
    return new AuthError(message, { ...details, counterAccess });
  }
  if (status === 404 || status === 410) return new NotFoundError(message, details);
  if (status === 409) return new ConflictError(message, details);
  const retryAfterMs = parseRetryAfter(ctx.retryAfter, ctx.now);
  const withRetryAfter = { ...details, ...(retryAfterMs !== undefined ? { retryAfterMs } : {}) };
  if (status === 429) return new RateLimitedError(message, withRetryAfter);
  if (status >= 500) return new ServerError(message, withRetryAfter);
  if (status >= 400) return new BadRequestError(message, details);
  return new InvalidResponseError(`unexpected HTTP ${status}`, details);
}
