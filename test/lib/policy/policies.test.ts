import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminTemplates } from '../../../lib/policy/admin-templates';
import { applyPolicy, effectiveKey } from '../../../lib/policy/apply-policy';
import { managedSchema } from '../../../lib/policy/managed-schema';
import { POLICIES, POLICY_NAMES, parsePolicy } from '../../../lib/policy/policies';
import { isListedSite } from '../../../lib/policy/site-patterns';
import { STORE_IDS } from '../../../lib/policy/store-ids';
import { readSettings } from '../../../lib/storage/settings-store';
import { GECKO_ID } from '../../../wxt.config';

const ROOT = join(__dirname, '../../..');

describe('the generated schema and templates', () => {
  it('are the files in the repository (run `npm run policy-templates` after a policy change)', () => {
    for (const [path, text] of Object.entries(adminTemplates())) {
      expect(readFileSync(join(ROOT, path), 'utf8'), path).toBe(text);
    }
  });

  it('name every policy, in the schema and in every template', () => {
    const schema = managedSchema() as { properties: Record<string, unknown> };
    expect(Object.keys(schema.properties)).toEqual(POLICY_NAMES);
    for (const [path, text] of Object.entries(adminTemplates())) {
      for (const name of POLICY_NAMES) expect(text, `${path} names ${name}`).toContain(name);
    }
    // The admin guide explains each one.
    const guide = readFileSync(join(ROOT, 'docs/ADMIN.md'), 'utf8');
    for (const name of POLICY_NAMES) expect(guide).toContain(`\`${name}\``);
  });

  it('carry each policy’s example, which its own rule accepts', () => {
    for (const name of POLICY_NAMES) {
      expect(POLICIES[name].rule.safeParse(POLICIES[name].example).success, name).toBe(true);
    }
  });

  it('name the Firefox build by the gecko id of the manifest', () => {
    expect(STORE_IDS.firefox).toBe(GECKO_ID);
    expect(adminTemplates()['docs/admin/firefox-policies.json']).toContain(GECKO_ID);
  });
});

describe('reading the policies', () => {
  it('keeps the readable ones and names each one that is not', () => {
    const parsed = parsePolicy({
      serviceAddress: 'http://tracker.example.com',
      apiKey: 'k',
      sites: ['crm.example.com', '*.amocrm.ru', 'not a host'],
      language: 'ru',
      pageCue: 'yes',
      unknownThing: 1,
    });
    expect(parsed.values).toEqual({ apiKey: 'k', language: 'ru' });
    expect(parsed.problems.map((problem) => problem.name)).toEqual([
      'serviceAddress',
      'sites',
      'pageCue',
      'unknownThing',
    ]);
    expect(parsed.problems[0]?.message).toContain('https://');
  });

  it('reads no policy as nothing set', () => {
    expect(parsePolicy(undefined)).toEqual({ values: {}, problems: [] });
  });
});

describe('the policies over the settings', () => {
  const stored = { baseUrl: 'https://mine.example.com', language: 'en' };
  const loaded = readSettings(stored);
  const policy = (locked: boolean) =>
    parsePolicy({
      serviceAddress: 'https://org.example.com',
      language: 'ru',
      pageCue: false,
      counters: ['1'],
      lockedSettings: locked,
    });

  it('locked: the organisation’s values win over the user’s', () => {
    const { settings } = applyPolicy(loaded, stored, policy(true));
    expect(settings).toMatchObject({
      baseUrl: 'https://org.example.com',
      language: 'ru',
      cue: false,
      selectedCounterIds: ['1'],
    });
  });

  it('unlocked: the user’s own values win, the organisation’s stand for the rest', () => {
    const { settings } = applyPolicy(loaded, stored, policy(false));
    expect(settings).toMatchObject({
      baseUrl: 'https://mine.example.com',
      language: 'en',
      cue: false,
      selectedCounterIds: ['1'],
    });
  });

  it('the key: the organisation’s when locked or the user has none; else the user’s', () => {
    const org = (locked: boolean) => parsePolicy({ apiKey: 'org', lockedSettings: locked });
    expect(effectiveKey('mine', org(true))).toEqual({ key: 'org', source: 'organisation' });
    expect(effectiveKey(null, org(false))).toEqual({ key: 'org', source: 'organisation' });
    expect(effectiveKey('mine', org(false))).toEqual({ key: 'mine', source: 'own' });
    expect(effectiveKey(null, parsePolicy({}))).toEqual({ key: null, source: 'none' });
  });

  it('sites: host names and all subdomains of a domain', () => {
    const listed = ['crm.example.com', '*.amocrm.ru'];
    expect(isListedSite('crm.example.com', listed)).toBe(true);
    expect(isListedSite('team.amocrm.ru', listed)).toBe(true);
    expect(isListedSite('amocrm.ru', listed)).toBe(true);
    expect(isListedSite('evilamocrm.ru', listed)).toBe(false);
    expect(isListedSite('other.example.com', listed)).toBe(false);
  });
});
