/**
 * Way `combined` (lookup-plan.ts): where the phone filter works (or was never tried), the whole
 * history is the index's window up to the minute joined to the older part kept from an earlier
 * whole answer (older-history.ts). A number looked at again this week costs no request.
 */
import type { PhoneDetail } from '../../types/phone-data';
import {
  countersOf,
  currentIndex,
  indexedDetail,
  rowsFromIndex,
  type CompleteCoverage,
  type LookupContext,
  type LookupEnv,
} from './lookup-env';
import { joinWithOlder, type OlderPart } from './older-history';
import { buildDetail } from './views';

export async function answerCombined(
  env: LookupEnv,
  ctx: LookupContext,
  phone: string,
  info: CompleteCoverage,
  older: OlderPart,
  patient = false,
): Promise<PhoneDetail> {
  const current = await currentIndex(env, ctx, info, patient);
  if (current.down) {
    const { windowDays } = ctx;
    return indexedDetail(env, ctx, phone, {
      kind: 'unreachable',
      reason: current.down,
      windowDays,
      asOf: current.asOf,
    });
  }
  return joined(env, ctx, phone, older, current.asOf);
}

/** The index's window as of `asOf` joined to the older part. */
export async function joined(
  env: LookupEnv,
  ctx: LookupContext,
  phone: string,
  older: OlderPart,
  asOf: number,
): Promise<PhoneDetail> {
  const rows = (await rowsFromIndex(env, ctx, [phone])).get(phone) ?? { calls: [], leads: [] };
  return buildDetail({
    phone,
    ...joinWithOlder(rows, older, countersOf(ctx)),
    answer: {
      kind: 'combined',
      asOf,
      olderAt: older.part.fetchedAt,
      since: older.cut,
    },
    via: 'index-and-server',
    fetchedAt: env.now(),
    ...(older.part.truncated ? { truncated: older.part.truncated } : {}),
  });
}
