/**
 * How far a first sync has got and what it still has to ask (index-sync.ts, for the options'
 * "first sync N% done, about M min left"): per walk, the rows read of those the tracker said it
 * lists (`totalResults`); the requests left are the pages not yet read, one at least for a walk
 * whose total is not known yet.
 */
import type { IndexSyncState } from '../storage/items';
import type { IndexStatus } from '../types/phone-data';

export function firstSyncProgress(
  state: IndexSyncState,
  itemsPerPage: number,
): IndexStatus['firstSync'] {
  const job = state.job;
  if (!job || job.kind !== 'first' || job.tasks.length === 0) return undefined;
  let share = 0;
  let requestsLeft = 0;
  for (const task of job.tasks) {
    if (task.finished) {
      share += 1;
      continue;
    }
    if (task.total === undefined || task.total <= 0) {
      requestsLeft += 1;
      continue;
    }
    share += Math.min(1, task.done / task.total);
    requestsLeft += Math.max(1, Math.ceil((task.total - task.done) / itemsPerPage));
  }
  return { percent: Math.floor((100 * share) / job.tasks.length), requestsLeft };
}
