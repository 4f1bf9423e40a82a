/**
 * Way `filling-index` (lookup-plan.ts): the key is at its limit while the first sync fills the
 * index, so what the index holds so far answers, said to be still filling.
 */
import type { PhoneDetail } from '../../types/phone-data';
import { indexedDetail, type LookupContext, type LookupEnv } from './lookup-env';

export async function answerFromFillingIndex(
  env: LookupEnv,
  ctx: LookupContext,
  phone: string,
): Promise<PhoneDetail> {
  const info = await env.deps.sync.coverage();
  return indexedDetail(env, ctx, phone, {
    kind: 'syncing',
    windowDays: ctx.windowDays,
    ...(info.lastSyncAt !== undefined ? { asOf: info.lastSyncAt } : {}),
    ...(!info.complete && info.coverage ? { covers: info.coverage } : {}),
  });
}
