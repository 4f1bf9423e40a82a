import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type { PolicyStatus } from '../../messaging/protocol';
import type { Ask } from '../ask';

/** The settings each policy sets, for the views that disable a locked one. */
const POLICY_OF_SETTING = {
  baseUrl: 'serviceAddress',
  selectedCounterIds: 'counters',
  language: 'language',
  cue: 'pageCue',
  repName: 'repName',
} as const;

export interface PolicyModel {
  /** What the organisation's policies set (never the key itself); null before the first load. */
  status: ReadonlySignal<PolicyStatus | null>;
  /** Any policy set (or unreadable): the options page shows what the organisation set. */
  managed: ReadonlySignal<boolean>;
  /** The key in use is the organisation's and the user may not replace it. */
  keyLocked: ReadonlySignal<boolean>;
  /** A setting the organisation set and locked: shown, not changeable. */
  lockedSetting(setting: keyof typeof POLICY_OF_SETTING): boolean;
  load(): Promise<void>;
}

export function createPolicyModel(ask: Ask): PolicyModel {
  const status = signal<PolicyStatus | null>(null);
  const lockedName = (name: string) =>
    status.value !== null && status.value.locked && status.value.set.includes(name);
  return {
    status,
    managed: computed(
      () => (status.value?.set.length ?? 0) > 0 || (status.value?.problems.length ?? 0) > 0,
    ),
    keyLocked: computed(() => lockedName('apiKey')),
    lockedSetting: (setting) => lockedName(POLICY_OF_SETTING[setting]),
    async load() {
      const answer = await ask({ type: 'policy.status' });
      // Without an answer the page shows no policy section; every other section still works.
      if (answer.ok) status.value = answer.data;
    },
  };
}
