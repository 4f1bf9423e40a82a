import { z } from 'zod';
import { listEnvelope } from './envelope';
import { integer, requiredText } from './primitives';

export const TagRecord = z.object({
  name: requiredText(),
  callCount: integer(),
  leadCount: integer(),
});
export type TagRecord = z.output<typeof TagRecord>;

export const TagListResponse = listEnvelope(TagRecord);
