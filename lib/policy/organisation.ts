/** The running background's one reader of the organisation's policies (made on first use). */
import { createManagedPolicy, type ManagedPolicy } from './managed-policy';

let policy: ManagedPolicy | undefined;

export function organisationPolicy(): ManagedPolicy {
  policy ??= createManagedPolicy();
  return policy;
}
