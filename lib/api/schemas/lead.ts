import { z } from 'zod';
import { listEnvelope } from './envelope';
import {
  integer,
  lowerText,
  opaqueTextList,
  phone,
  tags,
  text,
  timestamp,
  utmMarks,
} from './primitives';

/** A lead as listed; only requested dimensions are present, `tags` defaults to `[]`. */
export const LeadRecord = z.object({
  analyticsClientId: text(),
  browser: text(),
  browserVersion: text(),
  callPage: text(),
  city: text(),
  compositeKeyword: text(),
  compositeSource: text(),
  compositeSourceType: text(),
  country: text(),
  createdAt: timestamp(),
  customDimension1: text(),
  customDimension2: text(),
  customDimension3: text(),
  customDimension4: text(),
  customDimension5: text(),
  deviceName: text(),
  deviceType: text(),
  district: text(),
  entryPoint: text(),
  externalUserId: text(),
  gClid: text(),
  id: integer(),
  /** Returned with `showInterActionChain`; item content is undocumented, kept as text. */
  interActionChain: opaqueTextList(),
  ip: text(),
  lDomain: text(),
  label: text(),
  leadCreateDate: timestamp(),
  leadId: text(),
  leadLogFormId: text(),
  leadLogFormName: text(),
  leadSourceName: text(),
  leadSourcePageId: text(),
  leadSourcePageName: text(),
  webstatClientId: text(),
  name: text(),
  outPoint: text(),
  phone: phone(),
  platformDescription: text(),
  rDomain: text(),
  rTerm: text(),
  referrer: text(),
  region: text(),
  socialNetworkType: text(),
  source: text(),
  /** Lower case: `new`, `in_progress`, `won`, `lost` (others passed through). */
  status: lowerText(),
  tags: tags(),
  transferCounterId: text(),
  updatedAt: timestamp(),
  userAgent: text(),
  ...utmMarks(),
  yClid: text(),
});
export type LeadRecord = z.output<typeof LeadRecord>;

export type LeadDimension = Exclude<keyof LeadRecord, 'interActionChain'>;
export const LEAD_DIMENSIONS = Object.keys(LeadRecord.shape).filter(
  (name) => name !== 'interActionChain',
) as LeadDimension[];

export const LeadListResponse = listEnvelope(LeadRecord);
