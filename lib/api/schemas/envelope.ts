import { z } from 'zod';
import { integer, text } from './primitives';

/** One page of a list operation. */
export interface Page<T> {
  items: T[];
  /** Total matching items over all pages, when the server said. */
  totalResults?: number;
  /** Absolute URL of the next page (without the key); absent on the last page. */
  nextLink?: string;
}

/** `{result: [...], totalResults, nextLink?}`. A malformed item fails the whole page. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z
    .object({
      result: z.array(item).nullable(),
      totalResults: integer(),
      nextLink: text(),
    })
    .transform((env): Page<z.output<T>> => {
      const page: Page<z.output<T>> = { items: env.result ?? [] };
      if (env.totalResults !== undefined) page.totalResults = env.totalResults;
      if (env.nextLink !== undefined) page.nextLink = env.nextLink;
      return page;
    });
}
