/** Tag names for autocompletion: /v2/tag/list of the chosen counters, cached for a while. */
import type { CounterInfo, TrackerSource } from '../lookup/tracker-source';

const TTL_MS = 10 * 60_000;
const MAX_SUGGESTIONS = 50;

export interface TagSuggestionsDeps {
  getSource: () => Promise<TrackerSource>;
  selectedCounters: () => Promise<CounterInfo[]>;
  now?: () => number;
}

export function createTagSuggestions(deps: TagSuggestionsDeps) {
  const now = deps.now ?? Date.now;
  let cached: { at: number; names: Promise<string[]> } | undefined;

  async function fetchNames(): Promise<string[]> {
    const source = await deps.getSource();
    const counters = await deps.selectedCounters();
    const lists = await Promise.all(counters.map((c) => source.tagNames(c.counterId)));
    return [...new Set(lists.flat())].sort((a, b) => a.localeCompare(b));
  }

  return {
    async list(prefix = ''): Promise<string[]> {
      if (!cached || now() - cached.at > TTL_MS) {
        const names = fetchNames();
        cached = { at: now(), names };
        names.catch(() => {
          if (cached?.names === names) cached = undefined;
        });
      }
      const wanted = prefix.trim().toLowerCase();
      return (await cached.names)
        .filter((name) => name.toLowerCase().startsWith(wanted))
        .slice(0, MAX_SUGGESTIONS);
    },
    invalidate(): void {
      cached = undefined;
    },
  };
}
