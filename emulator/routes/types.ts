import type { EndlessListing } from '../endless';
import type { Params } from '../params';
import type { EmulatorStore } from '../store';

export type Method = 'GET' | 'POST';

export interface RouteContext {
  method: Method;
  /** Path as requested, without a trailing slash. */
  path: string;
  /** Captured groups of the route pattern (e.g. a BI table id). */
  pathParams: string[];
  /** Query (GET) or JSON body (POST), without the key. */
  params: Params;
  store: EmulatorStore;
  /** Counter ids the key may see, in /api/me order. */
  visibleCounters: readonly string[];
  /** `http://host:port` as the client addressed us, for next links. */
  origin: string;
  strictFilter: boolean;
  /** Lists of calls and leads never end (emulator/endless.ts). */
  endlessListing?: EndlessListing;
}

export interface RouteReply {
  status?: number;
  json?: unknown;
  csv?: string;
  headers?: Record<string, string>;
}

export interface Route {
  /** Matched against the path without a trailing slash. */
  pattern: RegExp;
  methods: readonly Method[];
  handle(context: RouteContext): RouteReply;
}
