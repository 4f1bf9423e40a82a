/**
 * Who answers each way of answering (lookup-plan.ts): a record keyed by the way, each answerer
 * given the way with what it carries. A way that nobody answers, or an answerer of a way that
 * does not exist, is a compile error. The ways that ask the service run through
 * answer-promptly.ts: where the index covers the number, a slow service is not waited for.
 */
import type { PhoneDetail } from '../../types/phone-data';
import { answerCombined, joined } from './answer-combined';
import { answerFromCache } from './answer-from-cache';
import { answerFromFilter } from './answer-from-filter';
import { answerFromFillingIndex } from './answer-from-filling-index';
import { answerFromIndex } from './answer-from-index';
import type { createPromptAnswers } from './answer-promptly';
import {
  indexedDetail,
  type CompleteCoverage,
  type LookupContext,
  type LookupEnv,
} from './lookup-env';
import type { Way } from './lookup-plan';

/** One lookup of one number, as every answerer is given it. */
export interface OneLookup {
  ctx: LookupContext;
  phone: string;
  /** The number's key among kept and running answers (`cacheKey`). */
  key: string;
  /** Asked to refresh: no kept or running answer is taken (answer-promptly.ts). */
  refresh: boolean;
  /** Never a provisional local answer (a file or a form built from it needs the service's). */
  wait: boolean;
}

type WayNamed = { [W in Way as W['way']]: W };
export type WayName = keyof WayNamed;
export type Answerers = {
  [K in WayName]: (way: WayNamed[K], lookup: OneLookup) => Promise<PhoneDetail>;
};

export function createAnswerers(
  env: LookupEnv,
  prompt: ReturnType<typeof createPromptAnswers>,
): Answerers {
  const { promptMs } = env.deps;
  /**
   * The way's `work`, or, where the index covers the number (`complete`) and the service is
   * slow, the index's own answer at once (`local`); the service's requests may then take until
   * the deadline (`patient`).
   */
  const promptly = (
    lookup: OneLookup,
    complete: CompleteCoverage | undefined,
    work: (patient: boolean) => Promise<PhoneDetail>,
    local: (complete: CompleteCoverage) => Promise<PhoneDetail>,
  ): Promise<PhoneDetail> => {
    const patient = complete !== undefined && promptMs !== undefined;
    return prompt.answer(
      lookup.key,
      () => work(patient),
      async () => (complete ? local(complete) : undefined),
      patient && !lookup.wait ? promptMs : undefined,
      lookup.refresh,
    );
  };
  /** The index's answer as of its last complete pass. */
  const indexAsOfPass =
    ({ ctx, phone }: OneLookup) =>
    (complete: CompleteCoverage) =>
      indexedDetail(env, ctx, phone, {
        kind: 'index',
        asOf: complete.coverage.to,
        windowDays: ctx.windowDays,
      });

  return {
    index: (way, lookup) =>
      promptly(
        lookup,
        way.complete,
        (patient) => answerFromIndex(env, lookup.ctx, lookup.phone, way.complete, patient),
        indexAsOfPass(lookup),
      ),
    combined: (way, lookup) =>
      promptly(
        lookup,
        way.complete,
        (patient) =>
          answerCombined(env, lookup.ctx, lookup.phone, way.complete, way.older, patient),
        (complete) => joined(env, lookup.ctx, lookup.phone, way.older, complete.coverage.to),
      ),
    cached: async (way, { ctx, phone }) =>
      answerFromCache(env, ctx, phone, way.kept, way.refreshBehind),
    'filling-index': (_way, { ctx, phone }) => answerFromFillingIndex(env, ctx, phone),
    filter: (way, lookup) =>
      promptly(
        lookup,
        way.complete,
        (patient) =>
          env.detailFlights.run(
            lookup.key,
            () => answerFromFilter(env, lookup.ctx, lookup.phone, patient),
            lookup.refresh,
          ),
        indexAsOfPass(lookup),
      ),
  } satisfies Answerers;
}

/** The way's own answerer answers. */
export function answerBy<K extends WayName>(
  answerers: Answerers,
  way: WayNamed[K],
  lookup: OneLookup,
): Promise<PhoneDetail> {
  const answerer: Answerers[K] = answerers[way.way as K];
  return answerer(way, lookup);
}
