import { badRequest } from '../errors';
import { readTextList, type Params } from '../params';

export const MAX_TAG_LENGTH = 64;

/** Tag names of a tag write, trimmed; 400 when missing or out of 1..64 characters. */
export function readTagNames(params: Params): string[] {
  const tags = readTextList(params, 'tags');
  if (tags === null) throw badRequest('tags must be an array of strings.');
  if (tags === undefined || tags.length === 0) throw badRequest('tags are required.');
  const trimmed = tags.map((tag) => tag.trim());
  const bad = trimmed.find((tag) => tag.length < 1 || tag.length > MAX_TAG_LENGTH);
  if (bad !== undefined) throw badRequest(`Tag names must be 1 to ${MAX_TAG_LENGTH} characters.`);
  return [...new Set(trimmed)];
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
