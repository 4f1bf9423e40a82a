import { z } from 'zod';
import { listEnvelope } from './envelope';
import { boolean, integer, lowerText, phone, tags, text, timestamp, utmMarks } from './primitives';

/**
 * A call as listed. Only the requested dimensions are present, so every field is optional
 * except `tags`, which is `[]` when absent.
 */
export const CallRecord = z.object({
  analyticsClientId: text(),
  areaCode: text(),
  browser: text(),
  browserVersion: text(),
  callId: text(),
  callPage: text(),
  callRecordUrl: text(),
  calledPhone: phone(),
  callerPhone: phone(),
  city: text(),
  compositeKeyword: text(),
  compositeSource: text(),
  compositeSourceType: text(),
  connectDuration: integer(),
  countCall: integer(),
  country: text(),
  countryCode: text(),
  customDimension1: text(),
  customDimension2: text(),
  customDimension3: text(),
  customDimension4: text(),
  customDimension5: text(),
  destination: phone(),
  deviceName: text(),
  deviceType: text(),
  district: text(),
  duration: integer(),
  entryPoint: text(),
  externalUserId: text(),
  gClid: text(),
  ip: text(),
  isCallback: boolean(),
  isFirstInSeries: boolean(),
  isTarget: boolean(),
  isUnique: boolean(),
  isUniqueTarget: boolean(),
  lDomain: text(),
  label: text(),
  webstatClientId: text(),
  outPoint: text(),
  phoneName: text(),
  platformDescription: text(),
  poolName: text(),
  rDomain: text(),
  rTerm: text(),
  region: text(),
  regionName: text(),
  sid: text(),
  startTime: timestamp(),
  /** Lower case: `success`, `failed`, or whatever else the service reports (`answered`, …). */
  status: lowerText(),
  statusCode: text(),
  stopTime: timestamp(),
  tags: tags(),
  userAgent: text(),
  ...utmMarks(),
  uuid: text(),
  yClid: text(),
});
export type CallRecord = z.output<typeof CallRecord>;

/** Names a call list can be asked for (`dimensions[]`). */
export type CallDimension = keyof CallRecord;
export const CALL_DIMENSIONS = Object.keys(CallRecord.shape) as CallDimension[];

export const CallListResponse = listEnvelope(CallRecord);
