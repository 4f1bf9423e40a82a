import { endlessPhone } from '../endless';
import { LEAD_ALIASES, LEAD_FIELDS, LEAD_SORT_FIELDS } from '../fields';
import { equalityDigits } from '../filter';
import { readFlag } from '../params';
import type { LeadRecord } from '../records';
import { leadFilterValue, renderLead } from '../render';
import { matchingRows, parseListRequest, type ListProblem } from './list-request';
import { answerPage, csvListReply, jsonListReply } from './list-reply';
import { addTagsTo, tagWriteRoute } from './tag-writes';
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
  const chain = (lead: LeadRecord) => context.store.interactionChain(lead);
  const answer = answerPage(
    context,
    request,
    matchingRows(request, candidates, LEAD_SORT_FIELDS),
    (lead) => renderLead(lead, dimensions, chain),
    phone === undefined ? endlessLead : undefined,
  );
  return { answer, dimensions };
}

/** A lead of the endless listing, made from a real one (emulator/endless.ts). */
const endlessLead = (lead: LeadRecord, index: number, at: number): LeadRecord => ({
  ...lead,
  id: 900_000_000 + index,
  createdMs: at,
  updatedMs: at,
  phone: endlessPhone(index),
});

function leadList(context: RouteContext): RouteReply {
  return jsonListReply(listLeads(context).answer);
}

function leadListCsv(context: RouteContext): RouteReply {
  const { answer, dimensions } = listLeads(context);
  return csvListReply(dimensions, answer);
}

const addLeadTags = tagWriteRoute({
  idsParam: 'leadIds',
  noun: 'Lead',
  find: (data, id) => (/^\d+$/.test(id) ? data.leadById.get(Number(id)) : undefined),
  apply: addTagsTo,
});

export const leadRoutes: Route[] = [
  { pattern: /^\/v2\/leads\/list$/, methods: ['GET', 'POST'], handle: leadList },
  { pattern: /^\/v2\/leads\/list\/csv$/, methods: ['GET', 'POST'], handle: leadListCsv },
  { pattern: /^\/v2\/leads\/addTags$/, methods: ['GET', 'POST'], handle: addLeadTags },
];
