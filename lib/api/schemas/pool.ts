import { z } from 'zod';
import { lenientListEnvelope } from './lenient-list';
import { boolean, lowerText, phoneList, requiredText, text } from './primitives';

export const PoolRecord = z.object({
  poolId: requiredText(),
  name: text(),
  /** `dynamic` or `static`, lower case; other values passed through. */
  type: lowerText(),
  phones: phoneList(),
  isActive: boolean(),
});
export type PoolRecord = z.output<typeof PoolRecord>;

export const PoolListResponse = lenientListEnvelope(PoolRecord, 'poolId');
