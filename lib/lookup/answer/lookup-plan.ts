/**
 * Which way a lookup of one number answers: a pure function over what the choice depends on, so
 * the whole choice reads as one table (lib/lookup/README.md, "Which way a lookup answers") and
 * is tested as one (test/lib/lookup/lookup-plan.test.ts). Each way is a module of its own:
 *
 * | way             | module                          |
 * | --------------- | ------------------------------- |
 * | `index`         | answer-from-index.ts            |
 * | `combined`      | answer-combined.ts              |
 * | `cached`        | answer-from-cache.ts            |
 * | `filling-index` | answer-from-filling-index.ts    |
 * | `filter`        | answer-from-filter.ts           |
 *
 * `plan` chooses (a `Choice`); `carry` hands the chosen way what its answerer needs (a `Way`),
 * and the engine answers through a record keyed by the way (way-answerers.ts).
 */
import type { PhoneDetail } from '../../types/phone-data';
import type { CompleteCoverage } from './lookup-env';
import type { OlderPart } from './older-history';

export interface PlanInputs {
  /** The user asked to refresh (card or popup): the service's phone filter answers. */
  refresh: boolean;
  /** The tracker refuses or ignores the phone filter, for calls and leads both. */
  filterUnusable: boolean;
  /** The index holds the whole window as of its last complete pass. */
  indexComplete: boolean;
  /** The last sync pass failed (is the service, or the key, still answering?). */
  syncFailed: boolean;
  /** An older part of the number's history is kept for the current boundary (older-history.ts). */
  olderKept: boolean;
  /** Age of a kept answer of this number (ms), if one is kept. */
  cachedAgeMs?: number;
  /** A kept answer older than this is refreshed behind. */
  freshMs: number;
  /** A sync pass is running. */
  syncRunning: boolean;
  /** The key met its rate limit lately (the request scheduler's word). */
  keyAtLimit: boolean;
}

export type Way =
  /** The complete index alone: the only source where the tracker cannot filter by phone. */
  | { way: 'index'; complete: CompleteCoverage }
  /** The index's window up to the minute joined to the kept older part. */
  | { way: 'combined'; complete: CompleteCoverage; older: OlderPart }
  /** A kept answer, at once; `refreshBehind` when it is older than `freshMs`. */
  | { way: 'cached'; refreshBehind: boolean; kept: PhoneDetail }
  /** What a first sync holds so far, said to be still filling (the key is at its limit). */
  | { way: 'filling-index' }
  /**
   * The service's phone filter, the index standing in for what it cannot answer; `complete`
   * where the index covers the number (its answer is then given when the service is slow).
   */
  | { way: 'filter'; complete?: CompleteCoverage };

/** What the ways carry: read by the engine, never part of the choice. */
export interface Carried {
  complete?: CompleteCoverage;
  older?: OlderPart;
  kept?: PhoneDetail;
}

type Chosen<W> = W extends unknown ? Omit<W, keyof Carried> : never;
/** A way as `plan` chooses it: its name, and what the choice itself decides. */
export type Choice = Chosen<Way>;

/** Whether an older part can decide the plan: only then is it worth reading (it may be re-read behind). */
export function canCombine(
  inputs: Pick<PlanInputs, 'refresh' | 'filterUnusable' | 'indexComplete' | 'syncFailed'>,
): boolean {
  return !inputs.refresh && !inputs.filterUnusable && inputs.indexComplete && !inputs.syncFailed;
}

export function plan(inputs: PlanInputs): Choice {
  if (!inputs.refresh) {
    if (inputs.filterUnusable && inputs.indexComplete) return { way: 'index' };
    if (canCombine(inputs) && inputs.olderKept) return { way: 'combined' };
    if (inputs.cachedAgeMs !== undefined) {
      return { way: 'cached', refreshBehind: inputs.cachedAgeMs > inputs.freshMs };
    }
    // The phone filter (two requests per counter) would queue behind the key's limit and slow
    // the first sync: what the index holds so far answers.
    if (inputs.syncRunning && inputs.keyAtLimit) return { way: 'filling-index' };
  }
  return { way: 'filter' };
}

/** The chosen way with what its answerer needs (`plan` chooses no way whose data is missing). */
export function carry(choice: Choice, carried: Carried): Way {
  const need = <T>(value: T | undefined, what: keyof Carried): T => {
    if (value === undefined) throw new Error(`The ${choice.way} way has no ${what}`);
    return value;
  };
  switch (choice.way) {
    case 'index':
      return { ...choice, complete: need(carried.complete, 'complete') };
    case 'combined':
      return {
        ...choice,
        complete: need(carried.complete, 'complete'),
        older: need(carried.older, 'older'),
      };
    case 'cached':
      return { ...choice, kept: need(carried.kept, 'kept') };
    case 'filling-index':
      return choice;
    case 'filter':
      return carried.complete ? { ...choice, complete: carried.complete } : choice;
  }
}
