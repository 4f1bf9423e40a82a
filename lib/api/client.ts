import { DEFAULT_UTC_OFFSET_MINUTES } from './dates';
import { createRequester, type RequestConfig } from './request';
import { createBiResource } from './resources/bi';
import { createCallsResource } from './resources/calls';
import { createCountersResource } from './resources/counters';
import { createLeadsResource } from './resources/leads';
import { createOrdersResource } from './resources/orders';
import { createPoolsResource } from './resources/pools';
import type { ResourceContext } from './resources/shared';
import { createTagsResource } from './resources/tags';

export interface TrackerClientOptions extends RequestConfig {
  /**
   * Zone of the counters, minutes east of UTC, used to write dates the server reads without
   * a zone (call and order writes). Default +180 (Moscow). Filters take their own offset.
   */
  utcOffsetMinutes?: number;
}

/** One configured client: every operation of the tracker API, grouped by resource. */
export function createTrackerClient(options: TrackerClientOptions) {
  const ctx: ResourceContext = {
    request: createRequester(options),
    utcOffsetMinutes: options.utcOffsetMinutes ?? DEFAULT_UTC_OFFSET_MINUTES,
  };
  return {
    calls: createCallsResource(ctx),
    counters: createCountersResource(ctx),
    leads: createLeadsResource(ctx),
    orders: createOrdersResource(ctx),
    pools: createPoolsResource(ctx),
    tags: createTagsResource(ctx),
    bi: createBiResource(ctx),
  };
}

export type TrackerClient = ReturnType<typeof createTrackerClient>;
