import { z } from 'zod';
import { listEnvelope } from './envelope';
import { lowerText, requiredText, text } from './primitives';

export const BiColumn = z.object({
  name: requiredText(),
  title: text(),
  /** `string`, `integer`, `float`, `date` or `boolean`, lower case; others passed through. */
  type: lowerText(),
});
export type BiColumn = z.output<typeof BiColumn>;

export const BiSchema = z.object({
  id: requiredText(),
  name: text(),
  columns: z.array(BiColumn),
});
export type BiSchema = z.output<typeof BiSchema>;

/**
 * A row keyed by column name. Values stay as sent: their types come from the table schema,
 * which a caller may apply with `coerceBiRow`.
 */
export const BiRow = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type BiRow = z.output<typeof BiRow>;

export const BiDataResponse = listEnvelope(BiRow);
