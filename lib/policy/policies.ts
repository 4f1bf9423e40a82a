/**
 * The policies an organisation sets (storage.managed, from the browser's enterprise policies):
 * the ONE source of their names, rules and descriptions. The manifest's managed schema and the
 * administrator's templates (docs/admin/, `npm run policy-templates`) are made from this table,
 * and the settings' own rules check each value, so a policy cannot exist in one and not the other.
 * The names are stable: administrators write them.
 */
import { z } from 'zod';
import { settingFields } from '../storage/settings';

/** How a policy is written in a policy file: Chrome checks it against this before we see it. */
export type PolicyKind =
  | { type: 'string' }
  | { type: 'boolean' }
  | { type: 'list' }
  | { type: 'choice'; values: readonly string[] };

export interface PolicyDefinition {
  kind: PolicyKind;
  /** Our own rule (Firefox checks nothing, Chrome only the kind). */
  rule: z.ZodType;
  /** For administrators: what it does (English, as the browsers' policy pages show it). */
  description: string;
  /** The value the templates show. */
  example: unknown;
}

/** A host name, or all of a domain's subdomains: `crm.example.com`, `*.amocrm.ru`. */
const HOST =
  /^(\*\.)?(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
export const SitePattern = z
  .string()
  .trim()
  .toLowerCase()
  .regex(HOST, { error: 'Use a host name such as crm.example.com or *.amocrm.ru' });

export const POLICIES = {
  serviceAddress: {
    kind: { type: 'string' },
    rule: settingFields.baseUrl,
    description:
      'The address of the K50 call tracker API (https://, or http:// on this computer only). Default: https://api.tracker.k50.ru.',
    example: 'https://api.tracker.k50.ru',
  },
  apiKey: {
    kind: { type: 'string' },
    rule: z.string().trim().min(1).max(256),
    description:
      "The company's K50 API key. Never shown to the user; only the extension's background reads it.",
    example: 'REPLACE_WITH_THE_COMPANY_API_KEY',
  },
  sites: {
    kind: { type: 'list' },
    rule: z.array(SitePattern).max(200),
    description:
      'CRM sites Tracker Lens works on: host names or all subdomains of a domain (crm.example.com, *.amocrm.ru).',
    example: ['crm.example.com', '*.amocrm.ru'],
  },
  counters: {
    kind: { type: 'list' },
    rule: settingFields.selectedCounterIds.unwrap(),
    description:
      'Ids of the tracker counters the team searches (as text). Unset: every counter the key sees.',
    example: ['12345', '67890'],
  },
  language: {
    kind: { type: 'choice', values: settingFields.language.options },
    rule: settingFields.language,
    description: "Interface language: auto (the browser's), en or ru.",
    example: 'auto',
  },
  pageCue: {
    kind: { type: 'boolean' },
    rule: settingFields.cue,
    description: 'A dotted line under the phone numbers Tracker Lens recognises on pages.',
    example: true,
  },
  regions: {
    kind: { type: 'list' },
    rule: settingFields.regions,
    description:
      "Countries of the team's customers as ISO codes, the first one first: numbers written without a country code are read in these (a record that names its country still decides).",
    example: ['RU', 'KZ'],
  },
  calledBackTag: {
    kind: { type: 'string' },
    rule: settingFields.calledBackTag,
    description:
      'The tag "Done" writes on a missed call in the callback queue, seen by every rep. Default: called-back.',
    example: 'called-back',
  },
  outcomeTags: {
    kind: { type: 'list' },
    rule: settingFields.outcomeTags,
    description: 'The outcome tags offered in one click on a call (at most 8).',
    example: ['interested', 'no answer', 'wrong number', 'sale'],
  },
  repName: {
    kind: { type: 'string' },
    rule: settingFields.repName,
    description:
      'The rep\'s name as the team knows it (set for each user): "Done" in the callback queue also writes the tag <calledBackTag>:<name> (called-back:Anna), and every rep sees "called back by Anna". Letters, digits, spaces and . \' _ -, at most 40. Unset: who is not recorded.',
    example: 'Anna',
  },
  missedCallNotifications: {
    kind: { type: 'boolean' },
    rule: z.boolean(),
    description:
      'Desktop notifications of new missed calls (the browser still asks the user for notifications once).',
    example: false,
  },
  lockedSettings: {
    kind: { type: 'boolean' },
    rule: z.boolean(),
    description:
      'true: the user cannot change what the policies set (the address, the key, counters, language, cue, regions, callback and outcome tags, the rep name). false or unset: the policies are defaults and the user may set their own.',
    example: true,
  },
} as const satisfies Record<string, PolicyDefinition>;

export type PolicyName = keyof typeof POLICIES;
export const POLICY_NAMES = Object.keys(POLICIES) as PolicyName[];

export interface PolicyValues {
  serviceAddress?: string;
  apiKey?: string;
  sites?: string[];
  counters?: string[];
  language?: z.infer<typeof settingFields.language>;
  pageCue?: boolean;
  regions?: string[];
  calledBackTag?: string;
  outcomeTags?: string[];
  repName?: string;
  missedCallNotifications?: boolean;
  lockedSettings?: boolean;
}

export interface PolicyProblem {
  name: string;
  message: string;
}

export interface ParsedPolicy {
  values: PolicyValues;
  /** Policies set but not readable: named to the user, the others still apply. */
  problems: PolicyProblem[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads each policy on its own: one bad value is reported and the rest still apply. */
export function parsePolicy(raw: unknown): ParsedPolicy {
  const values: Record<string, unknown> = {};
  const problems: PolicyProblem[] = [];
  if (!isRecord(raw)) return { values, problems };
  for (const name of POLICY_NAMES) {
    if (raw[name] === undefined) continue;
    const parsed = POLICIES[name].rule.safeParse(raw[name]);
    if (parsed.success) values[name] = parsed.data;
    else problems.push({ name, message: parsed.error.issues[0]?.message ?? 'invalid value' });
  }
  for (const name of Object.keys(raw)) {
    if (!(name in POLICIES)) problems.push({ name, message: 'Tracker Lens has no such policy' });
  }
  return { values: values as PolicyValues, problems };
}
