import { parseCsvWith } from '../csv-rows';
import type { CallOptions } from '../request';
import { MeCsvRow, MeResponse, meFromCsvRows, type MeResult } from '../schemas/me';
import { parseJsonWith } from '../schemas/parse';
import type { ResourceContext } from './shared';

export function createCountersResource(ctx: ResourceContext) {
  return {
    /** Projects and counters the key can see; also the cheapest way to check a key. */
    me(options: CallOptions = {}): Promise<MeResult> {
      return ctx.request({
        ...options,
        method: 'GET',
        path: '/api/me',
        idempotent: true,
        parse: parseJsonWith(MeResponse),
      });
    },

    /** The same from `/api/me/csv` (`project_name;project_display_name;counter_id;url`). */
    async meCsv(options: CallOptions = {}): Promise<MeResult> {
      const rows = await ctx.request({
        ...options,
        method: 'GET',
        path: '/api/me/csv',
        idempotent: true,
        accept: 'csv',
        parse: parseCsvWith(MeCsvRow),
      });
      return meFromCsvRows(rows);
    },
  };
}

export type CountersResource = ReturnType<typeof createCountersResource>;
