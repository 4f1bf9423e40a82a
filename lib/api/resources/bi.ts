import { BadRequestError } from '../errors';
import type { FilterInput } from '../filter';
import type { CallOptions } from '../request';
import { BiDataResponse, BiSchema, type BiRow } from '../schemas/bi';
import type { Page } from '../schemas/envelope';
import { parseJsonWith } from '../schemas/parse';
import { iterateWith, type Unpaged } from './paged-list';
import { pageQuery, type PageParams, type ResourceContext } from './shared';

/** A BI table id: digits. */
export type TableId = string | number;

export interface BiDataParams extends PageParams {
  id: TableId;
  /** Only this counter's rows (default: every counter the key sees). */
  counter?: string;
  filter?: FilterInput;
}

export type BiIterateParams = Unpaged<BiDataParams>;

function tablePath(id: TableId, operation: 'getData' | 'getSchema'): string {
  const text = String(id);
  // The id goes into the path, so anything but digits is refused before sending.
  if (!/^\d+$/.test(text)) {
    throw new BadRequestError('A table id is digits only', { code: 'invalid_table_id' });
  }
  return `/api/table/${text}/${operation}`;
}

export function createBiResource(ctx: ResourceContext) {
  async function getData(params: BiDataParams, options: CallOptions = {}): Promise<Page<BiRow>> {
    return ctx.request({
      ...options,
      method: 'GET',
      path: tablePath(params.id, 'getData'),
      query: { counter: params.counter, ...pageQuery(params) },
      idempotent: true,
      parse: parseJsonWith(BiDataResponse),
    });
  }

  return {
    getData,

    async getSchema(params: { id: TableId }, options: CallOptions = {}): Promise<BiSchema> {
      return ctx.request({
        ...options,
        method: 'GET',
        path: tablePath(params.id, 'getSchema'),
        idempotent: true,
        parse: parseJsonWith(BiSchema),
      });
    },

    /** Every row of the table, page after page. */
    iterateData: iterateWith(getData),
  };
}

export type BiResource = ReturnType<typeof createBiResource>;
