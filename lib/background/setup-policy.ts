/**
 * The organisation's policies in the background (lib/policy): they stand over the stored
 * settings in every reading, their key is used by the key vault, and a change (read live from
 * `storage.onChanged`, area `managed`) reaches what depends on it: another key or address is
 * other data, and missed-call notifications follow their policy.
 */
import { applyPolicy, isLocked } from '../policy/apply-policy';
import { organisationPolicy } from '../policy/organisation';
import type { ParsedPolicy } from '../policy/policies';
import { serviceAddressChanged } from '../sites/registration';
import { setSettingsOverlay } from '../storage/settings-store';
import { getServices } from './instance';
import { missedAlertsOf } from './missed-alerts';
import { recentOf } from './recent-services';
import type { Services } from './services';

const warn = (error: unknown) => console.warn('Tracker Lens: applying the policies failed', error);

export function setUpPolicy(services: Services = getServices()): void {
  // Made here, synchronously: its storage.onChanged listener wakes the worker on a change.
  const policy = organisationPolicy();
  setSettingsOverlay(async (loaded, stored) => applyPolicy(loaded, stored, await policy.current()));
  policy.onChange((next, before) => void followChange(services, next, before).catch(warn));
  void policy
    .current()
    .then((now) => applyNotifications(services, now))
    .catch(warn);
}

const sameList = (a?: string[], b?: string[]) => JSON.stringify(a) === JSON.stringify(b);

async function followChange(services: Services, next: ParsedPolicy, before: ParsedPolicy) {
  await services.keyVault.organisationChanged(before);
  const addressOrScope =
    next.values.serviceAddress !== before.values.serviceAddress ||
    !sameList(next.values.counters, before.values.counters) ||
    isLocked(next) !== isLocked(before);
  if (next.values.serviceAddress !== before.values.serviceAddress) await serviceAddressChanged();
  if (addressOrScope) {
    await services.clearData();
    await services.keyVault.recheck();
  }
  await applyNotifications(services, next);
}

/** Set by the policy: switched so (on only where the user granted notifications). */
async function applyNotifications(services: Services, policy: ParsedPolicy): Promise<void> {
  const wanted = policy.values.missedCallNotifications;
  if (wanted === undefined) return;
  const alerts = missedAlertsOf(services, () => recentOf(services));
  if ((await alerts.get()).on !== wanted && (wanted || isLocked(policy))) await alerts.set(wanted);
}
