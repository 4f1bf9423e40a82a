import { z } from 'zod';
import { lenientListEnvelope } from './lenient-list';
import { integer, requiredText } from './primitives';

export const TagRecord = z.object({
  name: requiredText(),
  callCount: integer(),
  leadCount: integer(),
});
export type TagRecord = z.output<typeof TagRecord>;

export const TagListResponse = lenientListEnvelope(TagRecord, 'name');
