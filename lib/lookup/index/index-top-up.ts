/**
 * Brings a complete index up to the minute for a lookup: it asks the tracker only for what the
 * index cannot know yet, the calls and leads listed since it was last complete, with the one
 * filter certain to work (a date `>`), one request per counter and resource, stored in the
 * index for every later lookup. Shared by every lookup of the same counters while it runs, and
 * not repeated while the index is younger than `freshMs`: a lookup then costs no request.
 */
import { formatTrackerDateTime } from '../../format/tracker-date';
import { createInFlight } from '../in-flight';
import type { LocalIndex } from './local-index';
import type { UnreachableReason } from '../../types/phone-data';
import { downReason, errorKindOf, type TrackerSource } from '../tracker-source';

/** Listed as of when the index holds everything; `down` when the service could not say more. */
export interface TopUp {
  asOf: number;
  down?: UnreachableReason;
}

export interface TopUpDeps {
  index: LocalIndex;
  getSource: () => Promise<TrackerSource>;
  now: () => number;
  isOnline: () => boolean;
  /** An index complete this recently answers alone. */
  freshMs: number;
  /** When a gap is more than one read can bring (the sync then fills it behind). */
  onGapTooLong: () => void;
}

export interface TopUpScope {
  /** Identity of the data (address and counters). */
  key: string;
  counterIds: readonly string[];
  windowStart: number;
  deadline: number;
  /** A local answer is shown meanwhile: a slow service may take until the deadline. */
  patient?: boolean;
}

/** A second re-read on each side: the filter is strict `>` on whole seconds. */
const SKEW_MS = 60_000;
/** A gap with more rows than this per counter and resource is left to the sync. */
const GAP_PAGE_SIZE = 1000;
const DOWN_KINDS = new Set(['network', 'timeout', 'server']);

export function createIndexTopUp(deps: TopUpDeps) {
  /** Per scope key: until when the index holds everything, as this background brought it. */
  const toppedUp = new Map<string, number>();
  const flights = createInFlight<TopUp>();

  async function readGap(scope: TopUpScope, since: number, giveUp: AbortController) {
    const source = await deps.getSource();
    let complete = true;
    await Promise.all(
      scope.counterIds.flatMap((counterId) =>
        (['calls', 'leads'] as const).map(async (resource) => {
          const field = resource === 'calls' ? 'startTime' : 'createdAt';
          const query = {
            counterId,
            filter: `${field}>${formatTrackerDateTime(since - SKEW_MS)}`,
            page: 1,
            itemsPerPage: GAP_PAGE_SIZE,
            interactive: true,
            ...(scope.patient ? { patient: true } : {}),
            signal: giveUp.signal,
            deadline: scope.deadline,
          };
          try {
            if (resource === 'calls') {
              const page = await source.listCalls(query);
              await deps.index.putCalls(page.rows.filter((r) => r.startTime >= scope.windowStart));
              if (page.hasMore) complete = false;
            } else {
              const page = await source.listLeads(query);
              await deps.index.putLeads(page.rows.filter((r) => r.createdAt >= scope.windowStart));
              if (page.hasMore) complete = false;
            }
          } catch (error) {
            if (DOWN_KINDS.has(errorKindOf(error))) giveUp.abort();
            throw error;
          }
        }),
      ),
    );
    return complete;
  }

  return {
    /**
     * The index made current for `scope`, given that the sync left it complete until
     * `coveredTo`; `evenIfFresh` asks anyway (the last sync failed: is the service back?).
     * Errors other than the service being down or busy (a refused key) throw.
     */
    async bring(
      scope: TopUpScope,
      coveredTo: number,
      options: { evenIfFresh?: boolean } = {},
    ): Promise<TopUp> {
      const brought = toppedUp.get(scope.key);
      const asOf = Math.max(coveredTo, brought ?? 0);
      const recent = (at: number | undefined) =>
        at !== undefined && deps.now() - at <= deps.freshMs;
      // Asked anyway: until this background itself has brought the index up lately.
      if (recent(asOf) && (!options.evenIfFresh || recent(brought))) return { asOf };
      if (!deps.isOnline()) return { asOf, down: 'offline' };
      return flights.run(scope.key, async () => {
        const startedAt = deps.now();
        try {
          if (await readGap(scope, asOf, new AbortController())) {
            toppedUp.set(scope.key, startedAt);
            return { asOf: startedAt };
          }
          deps.onGapTooLong();
          return { asOf };
        } catch (error) {
          const kind = errorKindOf(error);
          // Busy (the key's rate): the index still answers, as of when it was complete.
          if (kind === 'rate_limited' || kind === 'aborted') return { asOf };
          if (DOWN_KINDS.has(kind)) return { asOf, down: downReason([kind], deps.isOnline()) };
          throw error;
        }
      });
    },

    /** Forget what was brought (another address, key or counters). */
    clear(): void {
      toppedUp.clear();
    },
  };
}
