import { BadRequestError } from '../errors';
import { filterParam, type FilterInput } from '../filter';
import type { QueryParams } from '../query';
import type { CallOptions, Requester } from '../request';
import { TagWriteResponse, writeAck, type TagWriteOutcome } from '../schemas/write-results';
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

/** A tag write's input: the counter, the ids under their own field name, and the tags. */
export type TagWriteInput<IdsField extends string> = CounterParams & {
  tags: readonly string[];
} & { readonly [F in IdsField]: readonly (string | number)[] };

/**
 * Sends a tag write (`{counter, <idsField>, tags}`) and returns one outcome per requested id,
 * in request order. An id the server left out of its answer counts as failed rather than
 * vanishing.
 */
export async function writeTags<IdsField extends string>(
  ctx: ResourceContext,
  path: string,
  input: TagWriteInput<IdsField>,
  idsField: IdsField,
  options: CallOptions,
): Promise<TagWriteOutcome[]> {
  // `callIds` -> "call ids", for the message when none are given.
  const ids = requireIds(input[idsField], idsField.replace(/Ids$/, ' ids'));
  const outcomes = await ctx.request({
    ...options,
    method: 'POST',
    path,
    body: { counter: input.counter, [idsField]: ids, tags: cleanTags(input.tags) },
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

export interface RecordWrite<IdField extends 'callId' | 'orderId'> {
  path: string;
  /** Where the id stands in the body and in the answer. */
  idField: IdField;
  /** Add is not: a lost answer may hide a stored record, and a retry would meet 409. */
  idempotent: boolean;
}

/** Sends a call or order add/update; answers the record's id (the one sent, if not echoed). */
export async function writeRecord<IdField extends 'callId' | 'orderId'>(
  ctx: ResourceContext,
  write: RecordWrite<IdField>,
  body: Record<string, unknown>,
  options: CallOptions,
): Promise<{ [F in IdField]: string }> {
  const answered = await ctx.request({
    ...options,
    method: 'POST',
    path: write.path,
    body,
    idempotent: write.idempotent,
    parse: parseJsonWith(writeAck(write.idField)),
  });
  return { [write.idField]: answered ?? String(body[write.idField]) } as {
    [F in IdField]: string;
  };
}

/**
 * A record's writes, with the body `writeBody` makes: add (never retried: a lost answer may hide
 * a record that was stored), update (`not_found` when the record is unknown) and addTags.
 */
export function recordWrites<
  Kind extends 'call' | 'order',
  Update,
  Add extends Update,
  Tags extends TagWriteInput<`${Kind}Ids`>,
>(ctx: ResourceContext, kind: Kind, writeBody: (input: Update) => Record<string, unknown>) {
  const idField = `${kind}Id` as const;
  const send = (path: string, idempotent: boolean, input: Update, options: CallOptions) =>
    writeRecord(
      ctx,
      { path: `/v2/${kind}/${path}`, idField, idempotent },
      writeBody(input),
      options,
    );
  return {
    add: (input: Add, options: CallOptions = {}) => send('add', false, input, options),
    update: (input: Update, options: CallOptions = {}) => send('update', true, input, options),
    addTags: (input: Tags, options: CallOptions = {}): Promise<TagWriteOutcome[]> =>
      writeTags(ctx, `/v2/${kind}/addTags`, input, `${kind}Ids` as const, options),
  };
}

/** `{counter, filter, itemsPerPage, page}`: the query of lists that take no dimensions. */
export function counterPageQuery(params: CounterParams & PageParams & { filter?: FilterInput }) {
  return { counter: params.counter, ...pageQuery(params) };
}

/** `{counter, dimensions, filter, itemsPerPage, page}`: the query of lists that take dimensions. */
export function dimensionsPageQuery<D extends string>(
  params: CounterParams & PageParams & { filter?: FilterInput },
  dimensions: readonly D[],
) {
  return { counter: params.counter, dimensions, ...pageQuery(params) };
}

/** Only the per-call options, so iterator options are not sent down the request path. */
export function callOptionsOf(options: CallOptions): CallOptions {
  const picked: CallOptions = {};
  if (options.signal) picked.signal = options.signal;
  if (options.timeoutMs !== undefined) picked.timeoutMs = options.timeoutMs;
  if (options.deadline !== undefined) picked.deadline = options.deadline;
  return picked;
}
