import { alreadyExists, badRequest, notFound } from '../errors';
import { ORDER_DIMENSIONS, ORDER_FIELDS, ORDER_SORT_FIELDS } from '../fields';
import { readText } from '../params';
import { NO_TAGS, type OrderRecord } from '../records';
import { orderFilterValue, renderOrder } from '../render';
import { requireCounter } from './counter-access';
import { matchingRows, parseListRequest } from './list-request';
import { answerPage, jsonListReply } from './list-reply';
import { readOrderChange } from './order-writes';
import { addTagsTo, tagWriteRoute } from './tag-writes';
import type { Route, RouteContext, RouteReply } from './types';

function orderList(context: RouteContext): RouteReply {
  const request = parseListRequest<OrderRecord>(context, {
    schema: { kinds: ORDER_FIELDS, valueOf: orderFilterValue },
    // The service's documented order list requires dimensions and answers only those.
    dimensions: { known: ORDER_DIMENSIONS },
    code: () => 'bad_request',
  });
  const matched = matchingRows(request, request.data.orders, ORDER_SORT_FIELDS);
  return jsonListReply(
    answerPage(context, request, matched, (order) => renderOrder(order, request.dimensions)),
  );
}

function readOrderId(context: RouteContext): string {
  const orderId = readText(context.params, 'orderId');
  if (orderId === undefined || orderId === null) throw badRequest('orderId is required.');
  return orderId;
}

function addOrder(context: RouteContext): RouteReply {
  const data = requireCounter(context, () => badRequest('counter is required.'));
  const orderId = readOrderId(context);
  const change = readOrderChange(context.params);
  if (change.dateMs === undefined) throw badRequest('dateTime is required.');
  if (data.orderById.has(orderId)) throw alreadyExists(`Order ${orderId} already exists.`);
  context.store.insertOrder({
    orderId,
    counterId: data.counter.counterId,
    dateMs: change.dateMs,
    tags: change.tags ?? NO_TAGS,
    ...(change.contactPerson ? { contactPerson: change.contactPerson } : {}),
    fields: change.fields,
  });
  return { json: { result: 'ok', orderId } };
}

function updateOrder(context: RouteContext): RouteReply {
  const data = requireCounter(context, () => badRequest('counter is required.'));
  const orderId = readOrderId(context);
  const change = readOrderChange(context.params);
  const order = data.orderById.get(orderId);
  if (!order) throw notFound(`Order ${orderId} not found.`);
  context.store.changeOrder(order, (target) => {
    if (change.dateMs !== undefined) target.dateMs = change.dateMs;
    if (change.tags !== undefined) target.tags = change.tags;
    if (change.contactPerson !== undefined) target.contactPerson = change.contactPerson;
    Object.assign(target.fields, change.fields);
  });
  return { json: { result: 'ok', orderId } };
}

const addOrderTags = tagWriteRoute({
  idsParam: 'orderIds',
  noun: 'Order',
  find: (data, id) => data.orderById.get(id),
  apply: addTagsTo,
});

export const orderRoutes: Route[] = [
  { pattern: /^\/v2\/order\/list$/, methods: ['GET', 'POST'], handle: orderList },
  { pattern: /^\/v2\/order\/add$/, methods: ['POST'], handle: addOrder },
  { pattern: /^\/v2\/order\/update$/, methods: ['POST'], handle: updateOrder },
  { pattern: /^\/v2\/order\/addTags$/, methods: ['GET', 'POST'], handle: addOrderTags },
];
