/**
 * Every message between the extension's contexts, one file per feature under `protocol/`
 * (`lookup`, `tags`, `frames`, `setup`, `workspace`, `recent`; shared fields in `fields.ts`). The
 * background validates each one with these schemas; messages a feature lists as `…FromPages`
 * (PRIVILEGED_TYPES) are accepted only from the extension's own pages, those it lists as
 * `…FromAnyContext` from content scripts too.
 */
import { z } from 'zod';
import {
  cardFieldFromAnyContext,
  cardFieldFromPages,
  type CardFieldResponses,
} from './protocol/card-field';
import { typesOf } from './protocol/fields';
import { framesFromAnyContext, type FrameResponses } from './protocol/frames';
import { lookupFromAnyContext, lookupFromPages, type LookupResponses } from './protocol/lookup';
import { policyFromPages, type PolicyResponses } from './protocol/policy';
import { recentFromPages, type RecentResponses } from './protocol/recent';
import { setupFromAnyContext, setupFromPages, type SetupResponses } from './protocol/setup';
import { tagsFromAnyContext, tagsFromPages, type TagResponses } from './protocol/tags';
import {
  workspaceFromAnyContext,
  workspaceFromPages,
  type WorkspaceResponses,
} from './protocol/workspace';

export { CARD_FIELD_PAGE, FieldEvent, FieldState } from './protocol/card-field';
export { PhoneDigits, TagName } from './protocol/fields';
export { CardRelay, FrameToken, RelayRect } from './protocol/frames';
export {
  MAX_PHONES_PER_MESSAGE,
  type CsvExport,
  type TabAccess,
  type TabPhones,
} from './protocol/lookup';
export type { PolicyStatus } from './protocol/policy';
export type { MissedCallAlerts } from './protocol/recent';
export type { SettingsProblem, SetupStatus, UnreadableWrites } from './protocol/setup';
export { OutboxResend, TagTarget, type OutboxEntriesMessage } from './protocol/tags';
export { CallInput, OrderInput, WorkspaceRequest } from './protocol/workspace';

const fromPages = [
  ...setupFromPages,
  ...lookupFromPages,
  ...tagsFromPages,
  ...workspaceFromPages,
  ...recentFromPages,
  ...cardFieldFromPages,
  ...policyFromPages,
] as const;

export const Request = z.discriminatedUnion('type', [
  ...lookupFromAnyContext,
  ...tagsFromAnyContext,
  ...setupFromAnyContext,
  ...framesFromAnyContext,
  ...workspaceFromAnyContext,
  ...cardFieldFromAnyContext,
  ...fromPages,
]);
export type Request = z.infer<typeof Request>;
export type RequestType = Request['type'];
export type RequestOf<T extends RequestType> = Extract<Request, { type: T }>;

export const PRIVILEGED_TYPES: ReadonlySet<RequestType> = new Set(
  typesOf(fromPages) as RequestType[],
);

/** What the background answers, per request type. */
export interface ResponseMap
  extends
    LookupResponses,
    TagResponses,
    FrameResponses,
    SetupResponses,
    WorkspaceResponses,
    RecentResponses,
    CardFieldResponses,
    PolicyResponses {}
