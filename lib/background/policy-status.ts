import { isLocked } from '../policy/apply-policy';
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
