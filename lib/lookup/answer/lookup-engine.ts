/**
 * Phone number -> calls and leads. One number: `plan` (lookup-plan.ts) chooses the way of
 * answering from what the lookup knows (index coverage, filter finding, kept parts, the key's
 * state, a refresh asked), and that way's answerer answers (way-answerers.ts). Many numbers: the
 * local index (and kept older parts) only, in one read (lookup-summaries.ts). Identical requests
 * in flight are shared; how many requests run at once and how fast is the background's request
 * scheduler's business (lib/api/request-queue.ts), not this engine's.
 */
import type { OutboxEntryView, PhoneDetail } from '../../types/phone-data';
import { createPromptAnswers } from './answer-promptly';
import { createMemoryDetailCache } from './detail-cache';
import { createInFlight } from '../in-flight';
import { createIndexTopUp } from '../index/index-top-up';
import {
  cacheKey,
  contextBy,
  LOOKUP_DEADLINE_MS,
  olderScope,
  type CompleteCoverage,
  type LookupContext,
  type LookupDeps,
  type LookupEnv,
} from './lookup-env';
import { canCombine, carry, plan, type Carried, type PlanInputs } from './lookup-plan';
import { createSummaries } from './lookup-summaries';
import { createOlderHistory, type OlderPart } from './older-history';
import { withPendingTags } from './pending-tags';
import { filterStateUnusable, readFilterFinding } from '../phone-filter';
import { answerBy, createAnswerers } from './way-answerers';
import { applyPendingTags } from '../../outbox/tag-outbox';

export { LOOKUP_DEADLINE_MS, type LookupContext, type LookupDeps } from './lookup-env';

export type LookupEngine = ReturnType<typeof createLookupEngine>;

function createEnv(deps: LookupDeps): LookupEnv {
  const now = deps.now ?? Date.now;
  const isOnline = deps.isOnline ?? (() => globalThis.navigator?.onLine !== false);
  const details = deps.cache ?? createMemoryDetailCache();
  const filterDeps = { getSource: deps.getSource, now, isOnline };
  const startSync = () => {
    if (!deps.sync.isRunning())
      deps.sync.run().catch((error: unknown) => console.warn('Index sync failed:', error));
  };
  return {
    deps,
    now,
    indexStaleMs: deps.indexStaleMs ?? 15 * 60_000,
    isOnline,
    firstSyncWaitMs: deps.firstSyncWaitMs ?? 8_000,
    details,
    detailFlights: createInFlight<PhoneDetail>(),
    filterDeps,
    olderParts: createOlderHistory({
      filter: filterDeps,
      cache: details,
      keyAtLimit: () => deps.keyAtLimit?.() === true,
    }),
    topUp: createIndexTopUp({
      index: deps.index,
      getSource: deps.getSource,
      now,
      isOnline,
      freshMs: deps.indexFreshMs ?? 60_000,
      onGapTooLong: startSync,
    }),
    startSync,
  };
}

export function createLookupEngine(deps: LookupDeps) {
  const env = createEnv(deps);
  const { now, details } = env;
  const freshMs = deps.freshMs ?? 60_000;
  const prompt = createPromptAnswers(now);
  const answerers = createAnswerers(env, prompt);

  /**
   * The filter is unusable only where it is refused or ignored for both resources: there the
   * index is the only source. Elsewhere the filter answers the whole history, which the index's
   * window alone would not hold (lib/lookup/README.md).
   */
  async function filterUnusable(ctx: LookupContext): Promise<boolean> {
    const finding = await readFilterFinding(ctx.baseUrl, now());
    return filterStateUnusable(finding.calls) && filterStateUnusable(finding.leads);
  }

  /** Everything `plan` decides on, and what the ways carry, read once. */
  async function gather(ctx: LookupContext, phone: string, refresh: boolean) {
    const info = await deps.sync.coverage();
    const base = {
      refresh,
      filterUnusable: refresh ? false : await filterUnusable(ctx),
      indexComplete: info.complete && info.coverage !== undefined,
      syncFailed: info.failed === true,
    };
    const key = cacheKey(ctx, phone);
    const kept = await details.get(key);
    let older: OlderPart | undefined;
    // The older part only where it can matter: it may be re-read behind.
    if (canCombine(base)) older = await env.olderParts.kept(olderScope(env, ctx), phone, kept);
    const inputs: PlanInputs = {
      ...base,
      olderKept: older !== undefined,
      ...(kept ? { cachedAgeMs: now() - kept.fetchedAt } : {}),
      freshMs,
      // A pass paused by the key's limit is still under way: it resumes by itself.
      syncRunning: deps.sync.isRunning() || info.syncing,
      keyAtLimit: deps.keyAtLimit?.() === true,
    };
    const complete: CompleteCoverage | undefined =
      info.complete && info.coverage ? { ...info, coverage: info.coverage } : undefined;
    const carried: Carried = {
      ...(complete ? { complete } : {}),
      ...(older ? { older } : {}),
      ...(kept ? { kept } : {}),
    };
    return { inputs, carried, key };
  }

  async function answer(phone: string, refresh: boolean, wait: boolean): Promise<PhoneDetail> {
    const ctx = await contextBy(env, now() + (deps.deadlineMs ?? LOOKUP_DEADLINE_MS));
    const { inputs, carried, key } = await gather(ctx, phone, refresh);
    const way = carry(plan(inputs), carried);
    return answerBy(answerers, way, { ctx, phone, key, refresh, wait });
  }

  return {
    /**
     * One number, the way `plan` chooses (lookup-plan.ts). `wait`: never a provisional local
     * answer (a file or a form built from it must hold the service's answer).
     */
    async detail(
      phone: string,
      options: { refresh?: boolean; wait?: boolean } = {},
    ): Promise<PhoneDetail> {
      const detail = await answer(phone, options.refresh === true, options.wait === true);
      return withPendingTags(detail, await deps.pendingWrites());
    },

    /** Many numbers from the index in one read; never one request per number. */
    summaries: createSummaries(env),

    /** An accepted tag write, applied to cached details (the index is patched by the caller). */
    async applyAcceptedTag(entry: OutboxEntryView): Promise<void> {
      const patch = <T extends { tags: string[] }>(item: T, target: OutboxEntryView['target']) => {
        const next = applyPendingTags(item.tags, target, [entry]);
        return next.applied > 0 ? { ...item, tags: next.tags } : item;
      };
      await details.update((detail) => ({
        ...detail,
        calls: detail.calls.map((c) => patch(c, { kind: 'call', ...c })),
        leads: detail.leads.map((l) => patch(l, { kind: 'lead', ...l })),
      }));
    },

    /** Forget cached details (settings, key or data changed). */
    invalidate(): void {
      void details.clear();
      env.topUp.clear();
      prompt.clear();
    },
  };
}
