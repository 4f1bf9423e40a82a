import { SETTING_OF, isLocked } from '../policy/apply-policy';
import { organisationPolicy } from '../policy/organisation';
import type { PolicyStatus } from '../messaging/protocol/policy';
import type { Services } from './services';

/** What the options page may know of the organisation's policies: never the key itself. */
export async function policyStatus(services: Services): Promise<PolicyStatus> {
  const policy = await organisationPolicy().current();
  return {
    set: Object.keys(policy.values),
    locked: isLocked(policy),
    problems: policy.problems,
    key: await services.keyVault.keySource(),
    sites: policy.values.sites ?? [],
  };
}

/**
 * The settings of a patch the organisation set and locked: such a write is refused, never
 * stored to surface later when the policy is unlocked or removed.
 */
export async function lockedFieldsIn(patch: object): Promise<string[]> {
  const policy = await organisationPolicy().current();
  if (!isLocked(policy)) return [];
  return Object.entries(SETTING_OF)
    .filter(([name, field]) => name in policy.values && field in patch)
    .map(([, field]) => field);
}
