import preact from '@preact/preset-vite';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'wxt';
import { MANAGED_SCHEMA_FILE } from './lib/policy/managed-schema';
import { LOOKUP_COMMAND } from './lib/sites/command-names';
import { afterPageLoad } from './scripts/vite-after-page-load';
import { leanLibraries } from './scripts/vite-lean-libraries';
import { safeLibraries } from './scripts/vite-safe-libraries';

// `--mode demo` builds an extension preconfigured for the local emulator and active on
// loopback pages without a permission prompt (see README, "Demo build").
const PRODUCTION_API_ORIGIN = 'https://api.tracker.k50.ru/*';
const LOOPBACK_PAGES = ['http://127.0.0.1/*', 'http://localhost/*'];
// Plain http only on this computer (the emulator, a local proxy): an http service address
// elsewhere would send the key over the network unencrypted, and settings refuse it.
const OPTIONAL_SITE_ACCESS = ['https://*/*', 'http://localhost/*', 'http://127.0.0.1/*'];
// The card's tag field (entrypoints/card-field), embedded in the card on CRM pages.
const CARD_FIELD_PAGE = 'card-field.html';
// The card's recording player (entrypoints/card-player), embedded in the card's history.
const CARD_PLAYER_PAGE = 'card-player.html';
export const GECKO_ID = 'tracker-lens@tracker-lens.dev';
// Content scripts carry only the numbering plans of the regions in use (lib/phone/metadata.ts).
const REGION_METADATA = fileURLToPath(new URL('./lib/phone/metadata.ts', import.meta.url));
const CONTENT_ALIASES: Partial<Record<string, string>> = {
  'libphonenumber-js/min': REGION_METADATA,
  // `wxt/browser` (the polyfill module's alias of it): a layer of the polyfill's size for the
  // two calls content scripts make (lib/messaging/content-browser.ts).
  '@wxt-dev/webextension-polyfill/browser': fileURLToPath(
    new URL('./lib/messaging/content-browser.ts', import.meta.url),
  ),
  // Plain international numbers are read from the same plans (lib/phone/plain-international.ts).
  'libphonenumber-js/min/metadata': fileURLToPath(
    new URL('./lib/phone/metadata.regions.json', import.meta.url),
  ),
};
// The privacy policy ships with the extension (the options page links to it), from one source.
const PRIVACY_POLICY = fileURLToPath(new URL('./PRIVACY.md', import.meta.url));

// Made from assets/icon/icon.svg by `npm run icons`. The toolbar button names them in
// entrypoints/popup/index.html (WXT writes the popup's action in both builds from there).
const ICONS = { 16: 'icon/16.png', 32: 'icon/32.png', 48: 'icon/48.png', 128: 'icon/128.png' };

// Keyboard shortcuts (changed by the user in chrome://extensions/shortcuts or Firefox's add-ons
// manager; the popup and the options name the ones in force). The lookup takes Alt+Shift+L,
// which the content script also reads in the page: through the browser it adds the number under
// the pointer and works on a page not switched on (the shortcut grants `activeTab`).
const commandsFor = (browser: string) => ({
  [browser === 'firefox' ? '_execute_browser_action' : '_execute_action']: {
    suggested_key: { default: 'Alt+Shift+K' },
  },
  [LOOKUP_COMMAND]: {
    suggested_key: { default: 'Alt+Shift+L' },
    description: '__MSG_commandLookup__',
  },
});

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  // `npm run zip`: the store packages and, with the Firefox one, the sources Mozilla's review
  // rebuilds from (docs/RELEASE.md). Tests, benchmarks, the emulator and images stay out.
  zip: {
    exclude: ['**/*.map'],
    excludeSources: [
      'test/**',
      'benchmarks/**',
      'emulator/**',
      'docs/screenshots/**',
      'docs/store/**',
      'vitest.config.ts',
      'vitest.e2e.config.ts',
      '*.zip',
    ],
    includeSources: ['.prettierrc.json', '.prettierignore'],
  },
  // `TL_UNMINIFIED=1` keeps names readable for the content script's CPU profile (benchmarks/).
  vite: () => ({
    plugins: [preact(), safeLibraries(), leanLibraries()],
    ...(process.env.TL_UNMINIFIED ? { build: { minify: false } } : {}),
    // `TL_SOURCEMAP=1`: source maps, to sum the content script's bytes per source file.
    ...(process.env.TL_SOURCEMAP ? { build: { sourcemap: true } } : {}),
  }),
  hooks: {
    'build:publicAssets': (_wxt, files) => {
      // The byte order mark makes browsers read the plain text as UTF-8 (it is half Russian).
      const text = readFileSync(PRIVACY_POLICY, 'utf8');
      files.push({ contents: `\ufeff${text}`, relativeDest: 'privacy.txt' });
    },
    'vite:build:extendConfig': (entrypoints, config) => {
      if (!entrypoints.every((entrypoint) => entrypoint.type === 'content-script')) return;
      config.plugins = [
        ...(config.plugins ?? []),
        {
          name: 'region-phone-metadata',
          enforce: 'pre',
          resolveId: (id) => CONTENT_ALIASES[id],
        },
        afterPageLoad(),
      ];
      // Content scripts load into every CRM frame: terser's second pass takes ~2 % more off
      // them than esbuild's minifier (the 50 kB gzip budget, benchmarks/RESULTS.md).
      if (!process.env.TL_UNMINIFIED) {
        config.build = {
          ...config.build,
          minify: 'terser',
          terserOptions: { compress: { passes: 2 }, format: { comments: false } },
        };
      }
    },
  },
  manifest: ({ browser, mode }) => ({
    // The demo talks to the emulator with a preset key: its name says so wherever it shows.
    name: mode === 'demo' ? 'Tracker Lens (demo)' : '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: ['storage', 'alarms', 'activeTab', 'scripting', 'contextMenus'],
    host_permissions:
      mode === 'demo' ? [PRODUCTION_API_ORIGIN, ...LOOPBACK_PAGES] : [PRODUCTION_API_ORIGIN],
    // CRM sites are switched on one by one, each with its own permission prompt; desktop
    // notifications of missed calls are asked for only when their switch is turned on.
    ...(browser === 'firefox'
      ? { optional_permissions: [...OPTIONAL_SITE_ACCESS, 'notifications'] }
      : {
          optional_permissions: ['notifications'],
          optional_host_permissions: OPTIONAL_SITE_ACCESS,
        }),
    // The card's tag field is an extension page inside the card, so the page never sees what
    // is typed there (SECURITY.md): loadable only on the sites the content script may run on.
    web_accessible_resources:
      browser === 'firefox'
        ? [CARD_FIELD_PAGE, CARD_PLAYER_PAGE]
        : [
            {
              resources: [CARD_FIELD_PAGE, CARD_PLAYER_PAGE],
              matches: mode === 'demo' ? [...OPTIONAL_SITE_ACCESS] : OPTIONAL_SITE_ACCESS,
              use_dynamic_url: true,
            },
          ],
    icons: ICONS,
    // An organisation's policies (lib/policy; Firefox reads them without a schema).
    ...(browser === 'firefox' ? {} : { storage: { managed_schema: MANAGED_SCHEMA_FILE } }),
    commands: commandsFor(browser),
    action: { default_title: mode === 'demo' ? 'Tracker Lens (demo)' : '__MSG_extName__' },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: GECKO_ID,
              // data_collection_permissions is understood from Firefox 140 on.
              strict_min_version: '140.0',
              data_collection_permissions: { required: ['none'] },
            },
            // ...and from Firefox for Android 142 on.
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : {}),
  }),
});
