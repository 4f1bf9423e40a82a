/**
 * The popup's Recent calls view: the chosen counters' calls since a chosen time (today and
 * yesterday by default), grouped by caller, newest first. While the view is open it asks the
 * background again when the background says the next pass of the tracker may run
 * (`nextPassAt`: a minute apart in the product), so a new call shows without a reload and
 * the view never asks the tracker more often than that itself.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import { crmSearchUrl } from '../../sites/crm-search';
import type { RecentCall, RecentCalls } from '../../types/recent-calls';
import type { Ask } from '../ask';
import { dataOf, idle, loading, type LoadState } from '../load-state';
import { createCallbackQueueModel, type CallbackQueueModel } from './callback-queue-model';

export type SinceChoice = 'today' | 'twoDays' | 'week';
export const SINCE_CHOICES: readonly SinceChoice[] = ['today', 'twoDays', 'week'];

/** One caller's calls in the period, newest first. */
export interface RecentGroup {
  phone: string;
  calls: RecentCall[];
  missed: number;
  /** The newest call that says where the caller came from. */
  withSource?: RecentCall;
  onPage: boolean;
}

export interface RecentModel {
  open: ReadonlySignal<boolean>;
  since: ReadonlySignal<SinceChoice>;
  state: ReadonlySignal<LoadState<RecentCalls>>;
  groups: ReadonlySignal<RecentGroup[]>;
  show(): void;
  hide(): void;
  setSince(choice: SinceChoice): void;
  /** "Missed, not called back" among the calls, and the writes that close one. */
  callbacks: CallbackQueueModel;
  /** The CRM's search for the number, when a preset's site is open and knows one. */
  searchUrl(phone: string): string | undefined;
  dispose(): void;
}

export interface RecentModelDeps {
  ask: Ask;
  /** The tab the popup describes, once known. */
  tabId: () => number | undefined;
  now?: () => number;
  /** Never asks the background sooner than this after an answer (default 1 s). */
  minWaitMs?: number;
  /** Asks again at least this often, whatever the background said (default a minute). */
  maxWaitMs?: number;
}

/** The start of the period in local time: today, yesterday, or six days before today. */
export function sinceOf(choice: SinceChoice, now: number): number {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  const daysBack = choice === 'today' ? 0 : choice === 'twoDays' ? 1 : 6;
  // setDate keeps local midnight across a daylight-saving change.
  midnight.setDate(midnight.getDate() - daysBack);
  return midnight.getTime();
}

/** Calls grouped by caller; groups ordered by their newest call. */
export function groupByCaller(answer: RecentCalls): RecentGroup[] {
  const onPage = new Set(answer.onPage);
  const groups = new Map<string, RecentGroup>();
  for (const call of answer.calls) {
    let group = groups.get(call.phone);
    if (!group) {
      group = { phone: call.phone, calls: [], missed: 0, onPage: onPage.has(call.phone) };
      groups.set(call.phone, group);
    }
    group.calls.push(call);
    if (!call.answered) group.missed += 1;
    if (!group.withSource && (call.source || call.medium)) group.withSource = call;
  }
  return [...groups.values()];
}

export function createRecentModel(deps: RecentModelDeps): RecentModel {
  const now = deps.now ?? Date.now;
  const open = signal(false);
  const since = signal<SinceChoice>('twoDays');
  const state = signal<LoadState<RecentCalls>>(idle);
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Answers to an older request (another period, a closed view) are dropped. */
  let asked = 0;

  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  async function load(): Promise<void> {
    stop();
    const id = ++asked;
    state.value = loading(state.value);
    const tabId = deps.tabId();
    const answer = await deps.ask({
      type: 'recent.calls',
      since: sinceOf(since.value, now()),
      ...(tabId !== undefined ? { tabId } : {}),
    });
    if (id !== asked || !open.value) return;
    state.value = answer.ok
      ? { status: 'ready', data: answer.data }
      : { status: 'error', error: answer.error };
    const min = deps.minWaitMs ?? 1_000;
    const max = deps.maxWaitMs ?? 60_000;
    const wait = answer.ok ? answer.data.nextPassAt - now() : max;
    timer = setTimeout(() => void load(), Math.min(max, Math.max(min, wait)));
  }

  const callbacks = createCallbackQueueModel({
    ask: deps.ask,
    state,
    reload: () => {
      if (open.value) void load();
    },
  });

  return {
    open,
    since,
    state,
    callbacks,
    groups: computed(() => {
      const data = dataOf(state.value);
      return data ? groupByCaller(data) : [];
    }),
    show() {
      if (open.value) return;
      open.value = true;
      void load();
    },
    hide() {
      open.value = false;
      asked += 1;
      stop();
    },
    setSince(choice) {
      since.value = choice;
      state.value = { status: 'loading' };
      if (open.value) void load();
    },
    searchUrl(phone) {
      const crm = dataOf(state.value)?.crm;
      return crm ? crmSearchUrl(crm.presetId, crm.pageUrl, phone) : undefined;
    },
    dispose() {
      open.value = false;
      stop();
    },
  };
}
