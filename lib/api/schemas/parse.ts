import type { z } from 'zod';
import { InvalidResponseError } from '../errors';
import { summarizeIssues } from './primitives';

/** Parses a JSON body against a schema; broken JSON or a mismatch is `invalid_response`. */
export function parseJsonWith<S extends z.ZodType>(schema: S): (text: string) => z.output<S> {
  return (text) => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new InvalidResponseError('the body is not JSON');
    }
    return parseValueWith(schema, json);
  };
}

export function parseValueWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new InvalidResponseError(summarizeIssues(result.error));
  return result.data;
}
