import { badRequest } from '../errors';
import { readTextList, type Params } from '../params';
import type { CounterData } from '../store';
import { requireCounter } from './counter-access';
import type { RouteContext, RouteReply } from './types';

export const MAX_TAG_LENGTH = 64;

/** Trimmed, without duplicates; 400 when a name is outside 1..64 characters. */
function checkedTagNames(tags: readonly string[]): string[] {
  const trimmed = tags.map((tag) => tag.trim());
  const bad = trimmed.find((tag) => tag.length < 1 || tag.length > MAX_TAG_LENGTH);
  if (bad !== undefined) throw badRequest(`Tag names must be 1 to ${MAX_TAG_LENGTH} characters.`);
  return [...new Set(trimmed)];
}

/** Tag names of a tag write; 400 when missing or malformed. */
export function readTagNames(params: Params): string[] {
  const tags = readTextList(params, 'tags');
  if (tags === null) throw badRequest('tags must be an array of strings.');
  if (tags === undefined || tags.length === 0) throw badRequest('tags are required.');
  return checkedTagNames(tags);
}

/** The `tags` field of a call or order add/update, which replaces the record's list. */
export function readTagList(value: unknown): string[] {
  if (!Array.isArray(value) || value.some((tag) => typeof tag !== 'string')) {
    throw badRequest('tags must be an array of strings.');
  }
  return checkedTagNames(value as string[]);
}

/** The ids of a tag write (`callIds`, `leadIds`, `orderIds`); 400 when missing. */
export function readIds(params: Params, name: string): string[] {
  const ids = readTextList(params, name);
  if (ids === null) throw badRequest(`${name} must be an array.`);
  if (ids === undefined || ids.length === 0) throw badRequest(`${name} are required.`);
  return ids;
}

export type PerIdResult = { result: 'ok' } | { result: 'error'; message: string };

export function addTagsTo(target: string[], tags: readonly string[]): void {
  for (const tag of tags) if (!target.includes(tag)) target.push(tag);
}

export function removeTagsFrom(target: string[], tags: readonly string[]): void {
  for (const tag of tags) {
    const index = target.indexOf(tag);
    if (index >= 0) target.splice(index, 1);
  }
}

export interface TagWriteSpec {
  /** `callIds`, `leadIds` or `orderIds`. */
  idsParam: string;
  /** `Call`, `Lead` or `Order`, for "… not found". */
  noun: string;
  find(data: CounterData, id: string): { tags: readonly string[] } | undefined;
  apply(tags: string[], names: readonly string[]): void;
}

/** A tag write answered per id: unknown ids fail alone, the others are changed. */
export function tagWriteRoute(spec: TagWriteSpec) {
  return (context: RouteContext): RouteReply => {
    const data = requireCounter(context, () => badRequest('counter is required.'));
    const ids = readIds(context.params, spec.idsParam);
    const names = readTagNames(context.params);
    const result: Record<string, PerIdResult> = {};
    for (const id of ids) {
      const record = spec.find(data, id);
      if (!record) {
        result[id] = { result: 'error', message: `${spec.noun} ${id} not found.` };
        continue;
      }
      // A new list: records without tags share one frozen list (records.ts NO_TAGS).
      const tags = [...record.tags];
      spec.apply(tags, names);
      record.tags = tags;
      result[id] = { result: 'ok' };
    }
    context.store.touch();
    return { json: { result } };
  };
}
