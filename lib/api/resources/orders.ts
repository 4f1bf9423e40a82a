import { toTrackerDateTime, type DateInput } from '../dates';
import type { FilterInput } from '../filter';
import { ORDER_DIMENSIONS, OrderListResponse, type OrderDimension } from '../schemas/order';
import { pagedList, type ListEndpoint, type Unpaged } from './paged-list';
import {
  digitsOnly,
  dimensionsPageQuery,
  recordWrites,
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
  /**
   * The fields each order comes back with (required by the service, like for calls and leads;
   * the reply holds only these). Default: every known order field.
   */
  dimensions?: readonly OrderDimension[];
  filter?: FilterInput;
}

export type OrderIterateParams = Unpaged<OrderListParams>;

const ORDER_LIST: ListEndpoint<OrderListParams> = {
  path: '/v2/order/list',
  query: (params) => dimensionsPageQuery(params, params.dimensions ?? ORDER_DIMENSIONS),
};

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

  return {
    ...recordWrites<'order', OrderUpdateInput, OrderAddInput, OrderTagsInput>(
      ctx,
      'order',
      writeBody,
    ),

    /** `list` (one page), `iterate` (every matching order, page after page). */
    ...pagedList(ctx, ORDER_LIST, OrderListResponse),
  };
}

export type OrdersResource = ReturnType<typeof createOrdersResource>;
