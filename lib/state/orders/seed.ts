import type { PhoneOrders } from '../../types/workspace-data';
import type { WriteSeed } from './phone-orders-model';

/**
 * What a new order or call starts from: tied to the newest call (its site, sid and uuid), else
 * the first site; `orderId` only where the page shows one next to the number.
 */
export function seedOf(
  data: PhoneOrders | undefined,
  counterIds: readonly string[],
  orderId?: string,
): WriteSeed {
  const latest = data?.latestCall;
  const counterId = latest?.counterId ?? counterIds[0];
  const seed: WriteSeed = {};
  if (counterId) seed.counterId = counterId;
  if (latest?.sid) seed.sid = latest.sid;
  if (latest?.uuid) seed.uuid = latest.uuid;
  if (latest?.calledPhone) seed.calledPhone = latest.calledPhone;
  if (orderId) seed.orderId = orderId;
  return seed;
}
