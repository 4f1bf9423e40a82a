import { toCsv } from '../csv';
import { badRequest } from '../errors';
import { LEAD_ALIASES, LEAD_FIELDS } from '../fields';
import { equalityDigits } from '../filter';
import { pageOf } from '../paging';
import { readFlag } from '../params';
import type { LeadRecord } from '../records';
import { leadFilterValue, renderLead } from '../render';
import { requireCounter } from './counter-access';
import { parseListRequest, type ListProblem } from './list-request';
import { addTagsTo, readIds, readTagNames, type PerIdResult } from './tag-writes';
import type { Route, RouteContext, RouteReply } from './types';

/** String codes of a bad lead-list request (docs/tracker-api.md). */
const LEAD_LIST_CODES: Record<ListProblem, string> = {
  counter: 'counter_required',
  dimensions: 'dimensions_required',
  unknown_dimension: 'unknown_dimension',
  filter: 'invalid_filter',
  items_per_page: 'invalid_items_per_page',
  page: 'invalid_page',
};

function listLeads(context: RouteContext) {
  const request = parseListRequest<LeadRecord>(context, {
    schema: { kinds: LEAD_FIELDS, aliases: LEAD_ALIASES, valueOf: leadFilterValue },
    dimensions: { known: LEAD_FIELDS },
    code: (problem) => LEAD_LIST_CODES[problem],
  });
  // Anything but a clear 1/true leaves the chain out (the doc names only 0 and 1).
  const showChain = readFlag(context.params, 'isShowInterActionChain') === true;
  if (context.params.isShowInterActionChain !== undefined) {
    request.linkParams.push(['isShowInterActionChain', showChain ? '1' : '0']);
  }
  const dimensions =
    showChain && !request.dimensions.includes('interActionChain')
      ? [...request.dimensions, 'interActionChain']
      : request.dimensions;
  const phone = equalityDigits(request.conditions, 'phone');
  const candidates =
    phone === undefined ? request.data.leads : (request.data.leadsByPhone.get(phone) ?? []);
  const matched = request.conditions.length > 0 ? candidates.filter(request.matches) : candidates;
  const page = pageOf(matched, request.paging, {
    origin: context.origin,
    path: context.path,
    params: request.linkParams,
  });
  const chain = (lead: LeadRecord) => context.store.interactionChain(lead);
  return {
    ...page,
    rows: page.items.map((lead) => renderLead(lead, dimensions, chain)),
    dimensions,
  };
}

function leadList(context: RouteContext): RouteReply {
  const { rows, totalResults, nextLink } = listLeads(context);
  return { json: { result: rows, totalResults, ...(nextLink ? { nextLink } : {}) } };
}

function leadListCsv(context: RouteContext): RouteReply {
  const { rows, totalResults, nextLink, dimensions } = listLeads(context);
  return {
    csv: toCsv(dimensions, rows),
    headers: {
      'X-Total-Results': String(totalResults),
      ...(nextLink ? { Link: `<${nextLink}>; rel="next"` } : {}),
    },
  };
}

function addLeadTags(context: RouteContext): RouteReply {
  const data = requireCounter(context, () => badRequest('counter is required.'));
  const ids = readIds(context.params, 'leadIds');
  const names = readTagNames(context.params);
  const result: Record<string, PerIdResult> = {};
  for (const id of ids) {
    const lead = /^\d+$/.test(id) ? data.leadById.get(Number(id)) : undefined;
    if (!lead) {
      result[id] = { result: 'error', message: `Lead ${id} not found.` };
      continue;
    }
    addTagsTo(lead.tags, names);
    result[id] = { result: 'ok' };
  }
  context.store.touch();
  return { json: { result } };
}

export const leadRoutes: Route[] = [
  { pattern: /^\/v2\/leads\/list$/, methods: ['GET', 'POST'], handle: leadList },
  { pattern: /^\/v2\/leads\/list\/csv$/, methods: ['GET', 'POST'], handle: leadListCsv },
  { pattern: /^\/v2\/leads\/addTags$/, methods: ['GET', 'POST'], handle: addLeadTags },
];
