/**
 * The layer rules of `eslint.config.js` fail on a deliberate violation: each case lints one
 * line as if it were a file in the folder, with the project's own configuration.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveImport } from '../../eslint/layer-imports.js';
import { LAYER_EXCEPTIONS } from '../../eslint/layers.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

async function ruleIdsFor(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\n`, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const violations: [rule: string, file: string, source: string][] = [
  ['no-restricted-globals', 'lib/phone/probe.ts', 'export const id = browser.runtime.id;'],
  ['no-restricted-globals', 'lib/dom/probe.ts', 'export const id = chrome.runtime.id;'],
  ['no-restricted-globals', 'lib/dom/probe.ts', "export const answer = fetch('/x');"],
  ['no-restricted-properties', 'lib/phone/probe.ts', "export const a = globalThis.fetch('/');"],
  ['no-restricted-imports', 'lib/phone/probe.ts', "export { browser } from 'wxt/browser';"],
  ['no-restricted-imports', 'lib/dom/probe.ts', "import 'webextension-polyfill';"],
  ['layers/imports', 'lib/dom/probe.ts', "import '../background/badge';"],
  ['layers/imports', 'lib/phone/probe.ts', "import '../storage/settings';"],
  ['layers/imports', 'lib/state/probe.ts', "import '../../components/card/Card';"],
  ['layers/imports', 'lib/state/popup/probe.ts', "import '@/entrypoints/popup/App';"],
  ['layers/imports', 'lib/lookup/probe.ts', "import '../api/client';"],
  // A folder imported by its name is its index: '../api' is lib/api/index.
  ['layers/imports', 'lib/lookup/probe.ts', "import type { CallRecord } from '../api';"],
  ['layers/imports', 'components/popup/Probe.tsx', "import { filter } from '@/lib/api';"],
  ['layers/imports', 'components/popup/Probe.tsx', "import '../../lib/api/client';"],
  ['layers/imports', 'entrypoints/popup/probe.ts', "const api = import('@/lib/api/client');"],
  ['layers/imports', 'lib/content/probe.ts', "import '../background/key-store';"],
  ['layers/imports', 'lib/content/probe.ts', "import '../storage/items';"],
  ['layers/imports', 'lib/content/probe.ts', "import '../outbox/outbox';"],
  ['layers/imports', 'lib/dom/probe.ts', "import '../outbox/attempts';"],
  ['layers/imports', 'lib/outbox/probe.ts', "import '../lookup/tracker-source';"],
  ['layers/imports', 'lib/lookup/index/probe.ts', "import '../answer/lookup-engine';"],
  ['layers/imports', 'lib/outbox/probe.ts', "import '../background/services';"],
  ['layers/imports', 'entrypoints/crm.content/probe.ts', "import '../../lib/storage/items';"],
  [
    'layers/imports',
    'components/orders/Probe.tsx',
    "import { ask } from '../../lib/messaging/client';",
  ],
  [
    'layers/imports',
    'components/popup/Probe.tsx',
    "import { counterName } from '../../lib/lookup/records';",
  ],
  ['layers/imports', 'components/card/Probe.tsx', "import '../../lib/storage/items';"],
  [
    'no-restricted-globals',
    'components/workspace/Probe.tsx',
    'export const u = browser.runtime.id;',
  ],
  ['no-restricted-properties', 'components/card/Probe.tsx', 'export const c = globalThis.chrome;'],
  [
    'no-restricted-imports',
    'components/workspace/Probe.tsx',
    "export { browser } from 'wxt/browser';",
  ],
];

describe('layer rules', () => {
  // The first lint loads the parser and the configuration: seconds on a loaded machine.
  beforeAll(() => ruleIdsFor('lib/phone/warm-up.ts', ''), 60_000);

  it.each(violations)('%s fails on %s: %s', async (rule, file, source) => {
    expect(await ruleIdsFor(file, source)).toContain(rule);
  });

  it.each([
    ['lib/content/probe.ts', "import type { Language } from '../storage/settings';"],
    ['lib/background/probe.ts', "import '../api/client';"],
    ['lib/dom/probe.ts', "import '../phone/types';"],
    ['test/lib/probe.ts', "import '../../lib/api/client';"],
    [
      'components/popup/Probe.tsx',
      "import type { TabAccess } from '../../lib/messaging/protocol';",
    ],
    ['components/options/Probe.tsx', "import { MAX_REGIONS } from '../../lib/storage/settings';"],
    ['components/orders/Probe.tsx', "import { askBackground } from '../../lib/state/ask';"],
  ])('allows %s: %s', async (file, source) => {
    const ids = await ruleIdsFor(file, source);
    expect(ids.filter((id) => /restricted|layers/.test(id))).toEqual([]);
  });

  it.each(LAYER_EXCEPTIONS)('exception $from → $to is still in the code', ({ from, to }) => {
    // A fixed edge leaves a stale entry that would let the violation back in unseen.
    const file = path.join(ROOT, from);
    expect(existsSync(file)).toBe(true);
    const sources = [...readFileSync(file, 'utf8').matchAll(/from\s+'([^']+)'/g)].map((m) => m[1]);
    expect(sources.map((source) => resolveImport(from, source!))).toContain(to);
  });
});
