/**
 * The one place a call or lead changes shape: the tracker's record (lib/api, handed in by the
 * background as `TrackerCall`/`TrackerLead`: this layer does not import the API) becomes the row the
 * local index keeps and the service's answers are read as, and a row becomes the view the card
 * and the popup show (counter named, status read, only http(s) recording links kept). Both
 * steps bound the free text (`lib/format/clip.ts`): a row keeps at most that much of a field,
 * and a view gets at most that much of a row kept before the bound.
 */
import { boundedTags, boundedUrl, clipField, clipText } from '../format/clip';
import { counterName } from '../format/counter-name';
import { safeHttpUrl } from '../format/safe-url';
import type { CallView, LeadView } from '../types/phone-data';
import type { CallRow, CounterInfo, LeadRow, MarketingFields } from '../types/rows';
import { digitsOf } from './tracker-source';

// ---- The tracker's record -> a row ----

type Text = string | undefined;

/** What a row keeps of the tracker's call record (lib/api's `CallRecord` is one). */
export interface TrackerCall extends MarketingFields {
  callId?: Text;
  startTime?: number | undefined;
  callerPhone?: Text;
  duration?: number | undefined;
  status?: Text;
  isTarget?: boolean | undefined;
  compositeKeyword?: Text;
  entryPoint?: Text;
  poolName?: Text;
  callRecordUrl?: Text;
  tags: readonly string[];
}

/** What a row keeps of the tracker's lead record (lib/api's `LeadRecord` is one). */
export interface TrackerLead extends MarketingFields {
  id?: number | undefined;
  createdAt?: number | undefined;
  phone?: Text;
  status?: Text;
  source?: Text;
  entryPoint?: Text;
  leadLogFormName?: Text;
  tags: readonly string[];
}

function definedOnly<T extends object>(row: T): T {
  for (const key of Object.keys(row) as (keyof T)[]) if (row[key] === undefined) delete row[key];
  return row;
}

/** The marketing fields of a call or lead record, in the order a row lists them, bounded. */
function marketingOf(record: MarketingFields): MarketingFields {
  return {
    utmSource: clipField(record.utmSource),
    utmMedium: clipField(record.utmMedium),
    utmCampaign: clipField(record.utmCampaign),
    utmTerm: clipField(record.utmTerm),
    compositeSource: clipField(record.compositeSource),
    compositeSourceType: clipField(record.compositeSourceType),
  };
}

/** Longest call id kept: a record with a longer one is not a call the extension can name. */
const MAX_ID_CHARS = 256;

export function toCallRow(counterId: string, record: TrackerCall): CallRow | undefined {
  if (!record.callId || record.callId.length > MAX_ID_CHARS || record.startTime === undefined) {
    return undefined;
  }
  return definedOnly<CallRow>({
    counterId,
    callId: record.callId,
    startTime: record.startTime,
    callerPhone: digitsOf(record.callerPhone ?? ''),
    duration: record.duration,
    status: clipField(record.status),
    isTarget: record.isTarget,
    ...marketingOf(record),
    compositeKeyword: clipField(record.compositeKeyword),
    entryPoint: boundedUrl(record.entryPoint),
    poolName: clipField(record.poolName),
    callRecordUrl: boundedUrl(record.callRecordUrl),
    tags: boundedTags(record.tags),
  });
}

export function toLeadRow(counterId: string, record: TrackerLead): LeadRow | undefined {
  if (record.id === undefined || record.createdAt === undefined) return undefined;
  return definedOnly<LeadRow>({
    counterId,
    leadId: record.id,
    createdAt: record.createdAt,
    phone: digitsOf(record.phone ?? ''),
    status: clipField(record.status),
    source: clipField(record.source),
    ...marketingOf(record),
    entryPoint: boundedUrl(record.entryPoint),
    leadLogFormName: clipField(record.leadLogFormName),
    tags: boundedTags(record.tags),
  });
}

// ---- A row -> what the views show ----

const ANSWERED_STATUSES = new Set(['success', 'answered']);

/** `base` with the `extra` fields that carry a value (no undefined, no empty string). */
export function withDefined<T extends object>(base: T, extra: Record<string, unknown>): T {
  for (const [name, value] of Object.entries(extra)) {
    if (value !== undefined && value !== '') (base as Record<string, unknown>)[name] = value;
  }
  return base;
}

/** The marketing source a card shows: UTM labels first, the tracker's own fields after. */
export function callSourceOf(row: CallRow) {
  return {
    source: row.utmSource || row.compositeSource,
    medium: row.utmMedium || row.compositeSourceType,
    campaign: row.utmCampaign,
    keyword: row.utmTerm || row.compositeKeyword,
  };
}

export function leadSourceOf(row: LeadRow) {
  return {
    source: row.utmSource || row.source || row.compositeSource,
    medium: row.utmMedium || row.compositeSourceType,
    campaign: row.utmCampaign,
  };
}

/**
 * Every text field of a view clipped (rows kept before the bound pass through here too); the
 * landing page is a link, bounded whole by `boundedUrl` instead.
 */
function clipAll<T extends object>(view: T): T {
  for (const [name, value] of Object.entries(view)) {
    if (typeof value === 'string' && name !== 'landingPage') {
      (view as Record<string, unknown>)[name] = clipText(value);
    }
  }
  return view;
}

export function toCallView(row: CallRow, counters: ReadonlyMap<string, CounterInfo>): CallView {
  const status = (row.status ?? '').toLowerCase();
  const view = withDefined<CallView>(
    {
      counterId: row.counterId,
      counterName: counterName(counters.get(row.counterId), row.counterId),
      callId: row.callId,
      startTime: row.startTime,
      durationSec: row.duration ?? 0,
      status,
      answered: ANSWERED_STATUSES.has(status),
      tags: boundedTags(row.tags),
    },
    {
      isTarget: row.isTarget,
      ...callSourceOf(row),
      landingPage: boundedUrl(row.entryPoint),
      poolName: row.poolName,
    },
  );
  // Only http(s) recording links reach a view: a `javascript:` URL must never become a link.
  const recordingUrl = safeHttpUrl(boundedUrl(row.callRecordUrl));
  return withDefined(clipAll(view), { recordingUrl });
}

export function toLeadView(row: LeadRow, counters: ReadonlyMap<string, CounterInfo>): LeadView {
  const view = withDefined<LeadView>(
    {
      counterId: row.counterId,
      counterName: counterName(counters.get(row.counterId), row.counterId),
      leadId: row.leadId,
      createdAt: row.createdAt,
      tags: boundedTags(row.tags),
    },
    {
      ...leadSourceOf(row),
      status: row.status?.toLowerCase(),
      formName: row.leadLogFormName,
    },
  );
  return clipAll(view);
}
