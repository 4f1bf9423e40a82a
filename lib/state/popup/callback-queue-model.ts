/**
 * The Recent calls view's callback queue: "Missed, not called back" among the answer's calls
 * (the background says which are open: lib/lookup/answer/callback-queue.ts), a search over them, and
 * the writes that close one: "Done" (the team's called-back tag) or an outcome after Call back
 * (the outcome and the called-back tag), each with the tag naming the rep where the rep's name is
 * set (`called-back:Anna`: tags are all the team shares). Each is a tag write through the tag outbox, never lost
 * and shown at once; the view asks again at once so the queue closes the call.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import type { ErrorPayload as AppError } from '../../types/result';
import type { CallbackQueue, RecentCall, RecentCalls } from '../../types/recent-calls';
import type { Ask } from '../ask';
import { dataOf, type LoadState } from '../load-state';

export const callKey = (call: { counterId: string; callId: string }): string =>
  `${call.counterId}:${call.callId}`;

export interface CallbackQueueModel {
  /** The view shows the queue (Recent calls opens on it once chosen: settings `callbackQueue`). */
  on: ReadonlySignal<boolean>;
  query: ReadonlySignal<string>;
  /** Every open missed call, newest first. */
  open: ReadonlySignal<RecentCall[]>;
  /** The open missed calls the search keeps. */
  shown: ReadonlySignal<RecentCall[]>;
  /** The period's missed calls no longer open that the search keeps: why, and who marked it. */
  closed: ReadonlySignal<ClosedQueueCall[]>;
  /** The team's tags, from the answer. */
  tags: ReadonlySignal<Pick<CallbackQueue, 'tag' | 'outcomes'> | undefined>;
  /** Calls whose Call back was pressed: their outcomes are offered. */
  calledBack: ReadonlySignal<ReadonlySet<string>>;
  /** Writes asked and not yet told back, by call key. */
  writing: ReadonlySignal<ReadonlySet<string>>;
  /** A write the background refused, by call key. */
  errors: ReadonlySignal<Readonly<Record<string, AppError>>>;
  setOn(on: boolean): Promise<void>;
  setQuery(query: string): void;
  callBack(call: RecentCall): void;
  done(call: RecentCall): Promise<void>;
  outcome(call: RecentCall, tag: string): Promise<void>;
}

export interface ClosedQueueCall {
  call: RecentCall;
  by: CallbackQueue['closed'][number]['by'];
  /** The rep who marked it, from the call's `<tag>:<name>` tag. */
  who?: string;
}

export interface CallbackQueueDeps {
  ask: Ask;
  state: ReadonlySignal<LoadState<RecentCalls>>;
  /** Asks the background again (after a write, so the call leaves the queue). */
  reload: () => void;
}

const fold = (text: string) => text.toLocaleLowerCase().replace(/ё/g, 'е');

/**
 * Every word of the query is in the number (digits; "8 926…" the Russian way for "+7 926…"),
 * the source, campaign, keyword, site or tags.
 */
export function matchesCall(call: RecentCall, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const digits = query.replace(/\D/g, '');
  if (digits.length >= 3 && /^[\d\s()+-]+$/.test(query.trim())) {
    return (
      call.phone.includes(digits) ||
      (digits.startsWith('8') && call.phone.startsWith(`7${digits.slice(1)}`))
    );
  }
  const text = fold(
    [call.source, call.medium, call.campaign, call.keyword, call.counterName, ...call.tags]
      .filter(Boolean)
      .join(' '),
  );
  return words.every(
    (word) => text.includes(word) || (/^\d+$/.test(word) && call.phone.includes(word)),
  );
}

export function createCallbackQueueModel(deps: CallbackQueueDeps): CallbackQueueModel {
  const choice = signal<boolean | undefined>(undefined);
  const query = signal('');
  const calledBack = signal<ReadonlySet<string>>(new Set());
  const writing = signal<ReadonlySet<string>>(new Set());
  const errors = signal<Readonly<Record<string, AppError>>>({});
  const data = computed(() => dataOf(deps.state.value));
  const open = computed(() => {
    const answer = data.value;
    if (!answer) return [];
    const keys = new Set(answer.callback.open);
    return answer.calls.filter((call) => keys.has(callKey(call)));
  });

  const mark = (key: string, on: boolean) => {
    const next = new Set(writing.value);
    if (on) next.add(key);
    else next.delete(key);
    writing.value = next;
  };

  /** Each tag in turn through the outbox; stops at the first refusal and says it. */
  async function write(call: RecentCall, tags: string[]): Promise<void> {
    const key = callKey(call);
    mark(key, true);
    errors.value = Object.fromEntries(Object.entries(errors.value).filter(([k]) => k !== key));
    try {
      for (const tag of tags) {
        const answer = await deps.ask({
          type: 'tags.add',
          target: { kind: 'call', counterId: call.counterId, callId: call.callId },
          tag,
        });
        if (!answer.ok) {
          errors.value = { ...errors.value, [key]: answer.error };
          return;
        }
      }
    } finally {
      mark(key, false);
      deps.reload();
    }
  }

  /**
   * The one naming this rep where the name is set (`called-back:Anna`), then the team's tag.
   * The named one first: it closes the call too, so the queue never shows the rep's own Done
   * as "marked called back" while the second write waits its turn.
   */
  const closingTags = (): string[] => {
    const callback = data.value?.callback;
    if (!callback) return [];
    return callback.whoTag ? [callback.whoTag, callback.tag] : [callback.tag];
  };

  return {
    on: computed(() => choice.value ?? data.value?.callback.on ?? false),
    query,
    open,
    shown: computed(() => open.value.filter((call) => matchesCall(call, query.value))),
    closed: computed(() => {
      const answer = data.value;
      if (!answer) return [];
      const calls = new Map(answer.calls.map((call) => [callKey(call), call]));
      return answer.callback.closed.flatMap(({ key, by, who }) => {
        const call = calls.get(key);
        if (!call || !matchesCall(call, query.value)) return [];
        return [{ call, by, ...(who ? { who } : {}) }];
      });
    }),
    tags: computed(() => {
      const callback = data.value?.callback;
      return callback ? { tag: callback.tag, outcomes: callback.outcomes } : undefined;
    }),
    calledBack,
    writing,
    errors,
    async setOn(on) {
      choice.value = on;
      // The choice is kept, and turns the toolbar's count on or off (lib/background/callback-badge.ts).
      await deps.ask({ type: 'settings.update', patch: { callbackQueue: on } });
    },
    setQuery(text) {
      query.value = text.slice(0, 100);
    },
    callBack(call) {
      calledBack.value = new Set([...calledBack.value, callKey(call)]);
    },
    async done(call) {
      await write(call, closingTags());
    },
    async outcome(call, outcomeTag) {
      await write(call, [outcomeTag, ...closingTags()]);
    },
  };
}
