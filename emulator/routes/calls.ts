import { endlessPhone } from '../endless';
import { alreadyExists, badRequest, notFound } from '../errors';
import { CALL_ALIASES, CALL_FIELDS, CALL_SORT_FIELDS } from '../fields';
import { equalityDigits } from '../filter';
import { readText } from '../params';
import { NO_TAGS, type CallRecord } from '../records';
import { callFilterValue, renderCall } from '../render';
import { readCallChange } from './call-writes';
import { requireCounter } from './counter-access';
import { matchingRows, parseListRequest, type ListProblem } from './list-request';
import { answerPage, csvListReply, jsonListReply } from './list-reply';
import { addTagsTo, removeTagsFrom, tagWriteRoute, type TagWriteSpec } from './tag-writes';
import type { Route, RouteContext, RouteReply } from './types';

/** Integer codes of a bad call-list request (docs/tracker-api.md). */
const CALL_LIST_CODES: Record<ListProblem, number> = {
  counter: 1,
  dimensions: 2,
  unknown_dimension: 3,
  filter: 4,
  items_per_page: 5,
  page: 6,
};

function listCalls(context: RouteContext) {
  const request = parseListRequest<CallRecord>(context, {
    schema: { kinds: CALL_FIELDS, aliases: CALL_ALIASES, valueOf: callFilterValue },
    dimensions: { known: CALL_FIELDS },
    code: (problem) => CALL_LIST_CODES[problem],
  });
  // A phone equality narrows the scan to that caller's calls (already newest first).
  const phone = equalityDigits(request.conditions, 'callerPhone');
  const candidates =
    phone === undefined ? request.data.calls : (request.data.callsByPhone.get(phone) ?? []);
  const answer = answerPage(
    context,
    request,
    matchingRows(request, candidates, CALL_SORT_FIELDS),
    (call) => renderCall(call, request.dimensions),
    phone === undefined ? endlessCall : undefined,
  );
  return { answer, dimensions: request.dimensions };
}

/** A call of the endless listing, made from a real one (emulator/endless.ts). */
const endlessCall = (call: CallRecord, index: number, at: number): CallRecord => ({
  ...call,
  callId: `endless-${index}`,
  startMs: at,
  stopMs: at + (call.stopMs - call.startMs),
  fields: { ...call.fields, callerPhone: endlessPhone(index) },
});

function callList(context: RouteContext): RouteReply {
  return jsonListReply(listCalls(context).answer);
}

function callListCsv(context: RouteContext): RouteReply {
  const { answer, dimensions } = listCalls(context);
  return csvListReply(dimensions, answer);
}

function readCallId(context: RouteContext): string {
  const callId = readText(context.params, 'callId');
  if (callId === undefined || callId === null) throw badRequest('callId is required.');
  return callId;
}

function addCall(context: RouteContext): RouteReply {
  const data = requireCounter(context, () => badRequest('counter is required.'));
  const callId = readCallId(context);
  const change = readCallChange(context.params);
  if (change.startMs === undefined) throw badRequest('startTime is required.');
  for (const field of ['callerPhone', 'calledPhone']) {
    if (change.fields[field] === undefined) throw badRequest(`${field} is required.`);
  }
  if (data.callById.has(callId)) throw alreadyExists(`Call ${callId} already exists.`);
  const duration = Number(change.fields.duration ?? 0) + Number(change.fields.connectDuration ?? 0);
  context.store.insertCall({
    callId,
    counterId: data.counter.counterId,
    startMs: change.startMs,
    stopMs: change.stopMs ?? change.startMs + duration * 1000,
    tags: change.tags ?? NO_TAGS,
    fields: change.fields,
  });
  return { json: { result: 'ok', callId } };
}

function updateCall(context: RouteContext): RouteReply {
  const data = requireCounter(context, () => badRequest('counter is required.'));
  const callId = readCallId(context);
  const change = readCallChange(context.params);
  const call = data.callById.get(callId);
  if (!call) throw notFound(`Call ${callId} not found.`);
  context.store.changeCall(call, (target) => {
    if (change.startMs !== undefined) target.startMs = change.startMs;
    if (change.stopMs !== undefined) target.stopMs = change.stopMs;
    if (change.tags !== undefined) target.tags = change.tags;
    Object.assign(target.fields, change.fields);
  });
  return { json: { result: 'ok', callId } };
}

function callTags(apply: TagWriteSpec['apply']) {
  return tagWriteRoute({
    idsParam: 'callIds',
    noun: 'Call',
    find: (data, id) => data.callById.get(id),
    apply,
  });
}

export const callRoutes: Route[] = [
  { pattern: /^\/v2\/call\/list$/, methods: ['GET', 'POST'], handle: callList },
  { pattern: /^\/v2\/call\/list\/csv$/, methods: ['GET', 'POST'], handle: callListCsv },
  { pattern: /^\/v2\/call\/add$/, methods: ['POST'], handle: addCall },
  { pattern: /^\/v2\/call\/update$/, methods: ['POST'], handle: updateCall },
  { pattern: /^\/v2\/calls?\/addTags$/, methods: ['GET', 'POST'], handle: callTags(addTagsTo) },
  {
    pattern: /^\/v2\/calls?\/removeTags$/,
    methods: ['GET', 'POST'],
    handle: callTags(removeTagsFrom),
  },
];
