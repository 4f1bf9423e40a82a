/**
 * Way `index` (lookup-plan.ts): where the tracker cannot filter by phone, the complete index
 * alone answers, brought up to the minute; said unreachable, with the index's own time, when
 * the catch-up could not reach the service.
 */
import type { PhoneDetail } from '../../types/phone-data';
import {
  currentIndex,
  indexedDetail,
  type CompleteCoverage,
  type LookupContext,
  type LookupEnv,
} from './lookup-env';

export async function answerFromIndex(
  env: LookupEnv,
  ctx: LookupContext,
  phone: string,
  info: CompleteCoverage,
  patient = false,
): Promise<PhoneDetail> {
  const current = await currentIndex(env, ctx, info, patient);
  const { windowDays } = ctx;
  return indexedDetail(
    env,
    ctx,
    phone,
    current.down
      ? { kind: 'unreachable', reason: current.down, windowDays, asOf: current.asOf }
      : { kind: 'index', asOf: current.asOf, windowDays },
  );
}
