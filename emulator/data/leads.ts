import type { Random } from '../prng';
import { NO_TAGS, type LeadRecord, type Scalar } from '../records';
import { FIRST_NAMES, LAST_NAMES } from './catalog';
import type { CounterContext } from './context';
import { randomTraffic, randomVisitor } from './traffic';

const LEAD_SOURCES = ['Форма на сайте', 'Квиз', 'Онлайн-чат', 'Обратный звонок'];
const SOCIAL_NETWORKS: Record<string, string> = { vk: 'vk' };

/** A lead without its id (ids are given in creation order by the generator). */
export function draftLead(
  random: Random,
  context: CounterContext,
  phone: string,
  createdMs: number,
  anchorMs: number,
  status: LeadRecord['status'],
): LeadRecord {
  const formIndex = random.int(0, context.project.forms.length - 1);
  const page = random.pick(context.project.pages);
  const fields: Record<string, Scalar> = {
    name: fullName(random),
    leadId: `crm-${random.digits(7)}`,
    leadLogFormId: `form-${context.counterIndex + 1}-${formIndex + 1}`,
    leadLogFormName: context.project.forms[formIndex] ?? 'Заявка',
    leadSourceName: random.pick(LEAD_SOURCES),
    leadSourcePageId: `page-${context.project.pages.indexOf(page) + 1}`,
    leadSourcePageName: `${context.counter.url}${page}`,
  };
  const kind = randomTraffic(random, context.project, context.counter.url, fields);
  fields.source = fields.compositeSource ?? '(direct) / (none)';
  randomVisitor(random, context.cityKey, fields);
  const network = SOCIAL_NETWORKS[kind];
  if (network) fields.socialNetworkType = network;
  if (fields.rDomain) fields.referrer = `https://${String(fields.rDomain)}/`;
  if (random.chance(0.1)) fields.transferCounterId = context.counter.counterId;
  const tags: string[] = [];
  if (status === 'won') tags.push('sale');
  if (status !== 'lost' && random.chance(0.5)) tags.push('target');
  if (status === 'lost' && random.chance(0.2)) tags.push('spam');
  return {
    id: 0,
    counterId: context.counter.counterId,
    createdMs,
    updatedMs: Math.min(anchorMs - 1000, createdMs + Math.floor(random.next() * 10 * 86_400_000)),
    phone,
    status,
    tags: tags.length > 0 ? tags : NO_TAGS,
    visitorSeed: Math.floor(random.next() * 2 ** 32),
    fields,
  };
}

const FEMALE_NAMES = new Set(['Мария', 'Анна', 'Елена', 'Ольга', 'Наталья', 'Татьяна']);

/** Surnames agree with the first name's gender (Иванов / Иванова). */
function fullName(random: Random): string {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  return `${first} ${FEMALE_NAMES.has(first) ? `${last}а` : last}`;
}

export function randomLeadStatus(random: Random): LeadRecord['status'] {
  return random.weighted([
    ['new', 25],
    ['in_progress', 30],
    ['won', 25],
    ['lost', 20],
  ] as const);
}
