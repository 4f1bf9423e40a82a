/**
 * Way `cached` (lookup-plan.ts): an answer kept from an earlier lookup answers at once; one
 * older than the freshness is asked again behind (the phone filter), shared with any lookup of
 * the same number under way.
 */
import type { PhoneDetail } from '../../types/phone-data';
import { answerFromFilter } from './answer-from-filter';
import { cacheKey, type LookupContext, type LookupEnv } from './lookup-env';

export function answerFromCache(
  env: LookupEnv,
  ctx: LookupContext,
  phone: string,
  cached: PhoneDetail,
  refreshBehind: boolean,
): PhoneDetail {
  if (refreshBehind) {
    env.detailFlights
      .run(cacheKey(ctx, phone), () => answerFromFilter(env, ctx, phone))
      .catch((error: unknown) => console.warn('Background refresh failed:', error));
  }
  return cached;
}
