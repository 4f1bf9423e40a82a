/**
 * How far a first sync has got and what it still has to ask (index-sync.ts, for the options'
 * "first sync N% done, about M min left"): per walk, the rows read of those the tracker said it
 * lists (`totalResults`); the requests left are the pages not yet read, said only once every
 * walk's first page told its total (before that, a guess of one page a walk would promise a
 * minute where a large account needs an hour).
 */
import type { IndexSyncState } from '../../storage/items';
import type { IndexStatus } from '../../types/phone-data';

export function firstSyncProgress(
  state: IndexSyncState,
  itemsPerPage: number,
): IndexStatus['firstSync'] {
  const job = state.job;
  if (!job || job.kind !== 'first' || job.tasks.length === 0) return undefined;
  let share = 0;
  let requestsLeft = 0;
  let totalsKnown = true;
  for (const task of job.tasks) {
    if (task.finished) {
      share += 1;
      continue;
    }
    if (task.total === undefined || task.total <= 0) {
      totalsKnown = false;
      continue;
    }
    share += Math.min(1, task.done / task.total);
    requestsLeft += Math.max(1, Math.ceil((task.total - task.done) / itemsPerPage));
  }
  const percent = Math.floor((100 * share) / job.tasks.length);
  return totalsKnown ? { percent, requestsLeft } : { percent };
}
