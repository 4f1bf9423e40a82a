/**
 * A counter, and a call or lead as the extension keeps it: clean values (epoch ms, booleans,
 * digits) read from the tracker's records (lib/lookup/records.ts), stored by the local index
 * and turned into the views of phone-data.ts.
 */

/** A counter (a site) the key can see. */
export interface CounterInfo {
  counterId: string;
  url: string;
  projectName: string;
  projectDisplayName: string;
}

/** The marketing fields a call and a lead share: UTM labels and the tracker's own source. */
export interface MarketingFields {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  compositeSource?: string;
  compositeSourceType?: string;
}

/** A call as the engine keeps it: clean values (epoch ms, booleans, lower-case status). */
export interface CallRow extends MarketingFields {
  counterId: string;
  callId: string;
  startTime: number;
  callerPhone: string;
  duration?: number;
  status?: string;
  isTarget?: boolean;
  compositeKeyword?: string;
  entryPoint?: string;
  poolName?: string;
  callRecordUrl?: string;
  tags: string[];
}

export interface LeadRow extends MarketingFields {
  counterId: string;
  leadId: number;
  createdAt: number;
  phone: string;
  status?: string;
  source?: string;
  entryPoint?: string;
  leadLogFormName?: string;
  tags: string[];
}
