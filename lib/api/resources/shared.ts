import { BadRequestError } from '../errors';
import { filterParam, type FilterInput } from '../filter';
import type { QueryParams } from '../query';
import type { CallOptions, Requester } from '../request';
import { TagWriteResponse, type TagWriteOutcome } from '../schemas/write-results';
import { parseJsonWith } from '../schemas/parse';

/** What every resource module gets from the client. */
export interface ResourceContext {
  request: Requester;
  /** Zone of the counters, minutes east of UTC, for dates sent without a zone. */
  utcOffsetMinutes: number;
}

export interface PageParams {
  /** From 1; default 1. */
  page?: number;
  /** 1..1000; default 1000 on the server. */
  itemsPerPage?: number;
}

export interface CounterParams {
  counter: string;
}

export function pageQuery(params: PageParams & { filter?: FilterInput }): QueryParams {
  return {
    filter: filterParam(params.filter),
    itemsPerPage: params.itemsPerPage,
    page: params.page,
  };
}

export const MAX_TAG_LENGTH = 64;

/** Checked before sending, so the UI gets a `bad_request` without a round trip. */
export function cleanTags(tags: readonly string[]): string[] {
  const cleaned = tags.map((tag) => tag.trim());
  if (cleaned.length === 0) throw new BadRequestError('No tags given', { code: 'tags_required' });
  for (const tag of cleaned) {
    if (tag.length === 0 || tag.length > MAX_TAG_LENGTH) {
      throw new BadRequestError(`A tag name must be 1 to ${MAX_TAG_LENGTH} characters`, {
        code: 'invalid_tag',
      });
    }
  }
  return [...new Set(cleaned)];
}

export function requireIds<T extends string | number>(ids: readonly T[], what: string): T[] {
  if (ids.length === 0) throw new BadRequestError(`No ${what} given`, { code: 'ids_required' });
  return [...ids];
}

export const digitsOnly = (phone: string): string => phone.replace(/\D/g, '');

/**
 * Sends a tag write and returns one outcome per requested id, in request order. An id the
 * server left out of its answer counts as failed rather than vanishing.
 */
export async function writeTags(
  ctx: ResourceContext,
  path: string,
  body: Record<string, unknown>,
  ids: readonly (string | number)[],
  options: CallOptions,
): Promise<TagWriteOutcome[]> {
  const outcomes = await ctx.request({
    ...options,
    method: 'POST',
    path,
    body,
    // Adding a tag that is there, or removing one that is not, still answers "ok".
    idempotent: true,
    parse: parseJsonWith(TagWriteResponse),
  });
  const byId = new Map(outcomes.map((outcome) => [outcome.id, outcome]));
  return ids.map(
    (id) =>
      byId.get(String(id)) ?? {
        id: String(id),
        ok: false,
        message: 'The tracker gave no result for this id',
      },
  );
}

/** Only the per-call options, so iterator options are not sent down the request path. */
export function callOptionsOf(options: CallOptions): CallOptions {
  const picked: CallOptions = {};
  if (options.signal) picked.signal = options.signal;
  if (options.timeoutMs !== undefined) picked.timeoutMs = options.timeoutMs;
  return picked;
}
