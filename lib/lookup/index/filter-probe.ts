/**
 * The sync learns whether the tracker's phone filter works before anyone looks a number up:
 * with a number from a page it just stored, one small filtered listing of that counter tells
 * refused (a 400 "filter not understood"), ignored (rows of other numbers) or works. So a
 * browser's first lookup on a tracker that refuses the filter goes straight to the index
 * instead of sending refused requests to every counter. Asked only while the finding is unknown
 * (never tried, or due for its daily re-check); a probe that fails for any other reason records
 * nothing and never stops the sync.
 */
import { apiPhoneKey } from '../phone-key';
import {
  phoneFilterOf,
  readFilterFinding,
  recordIfRefused,
  recordJudgement,
} from '../phone-filter';
import { errorKindOf, type CallRow, type LeadRow, type TrackerSource } from '../tracker-source';

const PROBE_PAGE_SIZE = 20;

export interface ProbeTarget {
  baseUrl: string;
  counterId: string;
  region: string;
  now: number;
}

type ProbeRows = { calls: readonly CallRow[] } | { leads: readonly LeadRow[] };

/** The finding for the page's resource, when it was unknown and the page has a number. */
export async function probePhoneFilter(
  source: TrackerSource,
  target: ProbeTarget,
  rows: ProbeRows,
): Promise<void> {
  const resource = 'calls' in rows ? 'calls' : 'leads';
  const finding = await readFilterFinding(target.baseUrl, target.now);
  if (finding[resource] !== 'unknown') return;
  const raw = 'calls' in rows ? rows.calls.find((r) => r.callerPhone)?.callerPhone : undefined;
  const rawLead = 'leads' in rows ? rows.leads.find((r) => r.phone)?.phone : undefined;
  const phone = apiPhoneKey(raw ?? rawLead ?? '', target.region);
  if (!phone) return;
  const query = {
    counterId: target.counterId,
    filter: phoneFilterOf(resource, phone),
    page: 1,
    itemsPerPage: PROBE_PAGE_SIZE,
  };
  try {
    const phones =
      resource === 'calls'
        ? (await source.listCalls(query)).rows.map((r) => apiPhoneKey(r.callerPhone, target.region))
        : (await source.listLeads(query)).rows.map((r) => apiPhoneKey(r.phone, target.region));
    await recordJudgement(target.baseUrl, resource, phones, phone, target.now);
  } catch (error) {
    if (await recordIfRefused(error, target.baseUrl, resource, target.now)) return;
    if (errorKindOf(error) === 'rate_limited') {
      // Like any request of the sync: the pass pauses and the probe is made after.
      throw error;
    }
  }
}
