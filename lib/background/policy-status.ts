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
  // The default region is the first of the regions: a locked list locks it too.
  const fieldsOf = (field: string) => (field === 'regions' ? [field, 'defaultRegion'] : [field]);
  return Object.entries(SETTING_OF)
    .filter(([name]) => name in policy.values)
    .flatMap(([, field]) => fieldsOf(field))
    .filter((field) => field in patch);
}
