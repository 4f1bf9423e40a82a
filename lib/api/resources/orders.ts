import { toTrackerDateTime, type DateInput } from '../dates';
import type { FilterInput } from '../filter';
import { paginate, type IterateOptions } from '../paging';
import type { CallOptions } from '../request';
import type { Page } from '../schemas/envelope';
import { OrderListResponse, type OrderRecord } from '../schemas/order';
import { parseJsonWith } from '../schemas/parse';
import { writeAck, type TagWriteOutcome } from '../schemas/write-results';
import {
  callOptionsOf,
  cleanTags,
  digitsOnly,
  pageQuery,
  requireIds,
  writeTags,
  type CounterParams,
  type PageParams,
  type ResourceContext,
} from './shared';

export interface OrderFields {
  dateTime?: DateInput;
  sid?: string;
  uuid?: string;
  callerPhone?: string;
  margin?: number;
  revenue?: number;
  contactPerson?: { name?: string; phone?: string; email?: string };
  email?: string;
  comment?: string;
  tags?: string[];
}

export type OrderAddInput = CounterParams & OrderFields & { orderId: string; dateTime: DateInput };
export type OrderUpdateInput = CounterParams & OrderFields & { orderId: string };

export interface OrderTagsInput extends CounterParams {
  orderIds: readonly string[];
  tags: readonly string[];
}

export interface OrderListParams extends CounterParams, PageParams {
  filter?: FilterInput;
}

export type OrderIterateParams = Omit<OrderListParams, 'page' | 'itemsPerPage'>;

export function createOrdersResource(ctx: ResourceContext) {
  function writeBody(input: OrderUpdateInput): Record<string, unknown> {
    const body: Record<string, unknown> = { ...input };
    if (input.dateTime !== undefined) {
      body.dateTime = toTrackerDateTime(input.dateTime, ctx.utcOffsetMinutes);
    }
    if (input.callerPhone !== undefined) body.callerPhone = digitsOnly(input.callerPhone);
    const person = input.contactPerson;
    if (person?.phone !== undefined) {
      body.contactPerson = { ...person, phone: digitsOnly(person.phone) };
    }
    return body;
  }

  async function list(
    params: OrderListParams,
    options: CallOptions = {},
  ): Promise<Page<OrderRecord>> {
    return ctx.request({
      ...options,
      method: 'GET',
      path: '/v2/order/list',
      query: { counter: params.counter, ...pageQuery(params) },
      idempotent: true,
      parse: parseJsonWith(OrderListResponse),
    });
  }

  return {
    /** Registers an order. Never retried: a lost answer may hide an order that was stored. */
    async add(input: OrderAddInput, options: CallOptions = {}): Promise<{ orderId: string }> {
      const orderId = await ctx.request({
        ...options,
        method: 'POST',
        path: '/v2/order/add',
        body: writeBody(input),
        idempotent: false,
        parse: parseJsonWith(writeAck('orderId')),
      });
      return { orderId: orderId ?? input.orderId };
    },

    async update(input: OrderUpdateInput, options: CallOptions = {}): Promise<{ orderId: string }> {
      const orderId = await ctx.request({
        ...options,
        method: 'POST',
        path: '/v2/order/update',
        body: writeBody(input),
        idempotent: true,
        parse: parseJsonWith(writeAck('orderId')),
      });
      return { orderId: orderId ?? input.orderId };
    },

    async addTags(input: OrderTagsInput, options: CallOptions = {}): Promise<TagWriteOutcome[]> {
      const orderIds = requireIds(input.orderIds, 'order ids');
      const body = { counter: input.counter, orderIds, tags: cleanTags(input.tags) };
      return writeTags(ctx, '/v2/order/addTags', body, orderIds, options);
    },

    list,

    iterate(
      params: OrderIterateParams,
      options: CallOptions & IterateOptions = {},
    ): AsyncGenerator<OrderRecord, void, undefined> {
      return paginate(
        (page, itemsPerPage) => list({ ...params, page, itemsPerPage }, callOptionsOf(options)),
        options,
      );
    },
  };
}

export type OrdersResource = ReturnType<typeof createOrdersResource>;
