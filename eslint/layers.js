/**
 * The layers of the extension as import rules, read by `eslint/layer-imports.js`. Paths are
 * from the project root; a folder ends with `/`. Tests, benchmarks, the emulator and scripts
 * are outside the layers and may import anything.
 */

/** What the browser-free layers must not reach: the extension API and what stands on it. */
const EXTENSION_SIDE = ['lib/background/', 'lib/api/', 'lib/storage/', 'lib/outbox/'];

/** Files of `lib/storage` that only declare shapes and constants, shared with every context. */
const SHARED_STORAGE_FILES = ['lib/storage/settings.ts', 'lib/storage/defaults.ts'];

export const LAYERS = [
  {
    name: 'pure',
    files: ['lib/phone/', 'lib/dom/'],
    forbidden: EXTENSION_SIDE,
    because: 'lib/phone and lib/dom are pure: they run in pages, workers and tests alike',
  },
  {
    name: 'lib-below-views',
    files: ['lib/'],
    forbidden: ['components/', 'entrypoints/'],
    because: 'lib never imports views or entrypoints: they import lib',
  },
  {
    name: 'api-behind-background',
    files: ['lib/', 'components/', 'entrypoints/'],
    exempt: ['lib/background/', 'lib/api/'],
    forbidden: ['lib/api/'],
    because: 'only the background talks to the tracker API',
  },
  {
    name: 'outbox-handed-send',
    files: ['lib/outbox/'],
    forbidden: ['lib/api/', 'lib/background/', 'lib/lookup/'],
    because: 'every write waits in lib/outbox, which is handed its send by the background',
  },
  {
    name: 'lookup-index-below-answer',
    files: ['lib/lookup/index/'],
    forbidden: ['lib/lookup/answer/'],
    because: 'lib/lookup/index keeps the local index; the answer room reads it, never the reverse',
  },
  {
    name: 'views-read-models',
    files: ['components/'],
    forbidden: ['lib/messaging/', 'lib/lookup/', 'lib/background/', 'lib/outbox/', 'lib/storage/'],
    allowed: SHARED_STORAGE_FILES,
    typesAllowed: true,
    because:
      'views read models (lib/state) only: asking the background is a model’s job (types may be shared)',
  },
  {
    name: 'content-side',
    files: ['lib/content/', 'entrypoints/crm.content/'],
    forbidden: ['lib/api/', 'lib/background/', 'lib/storage/', 'lib/outbox/', 'lib/policy/'],
    allowed: SHARED_STORAGE_FILES,
    because: "content scripts run in CRM pages and never hold the background's code or data",
  },
];

/**
 * Imports allowed to break a rule while their fix is under way (none today): each entry is
 * `{ from, to, why }`, `to` the imported file without its extension, deleted with the fix.
 * @type {{ from: string; to: string; why: string }[]}
 */
export const LAYER_EXCEPTIONS = [];
