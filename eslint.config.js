import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import layers from './eslint/layer-imports.js';

/** Extension and network globals a pure layer must not touch (see `eslint/layers.js`). */
const PURE_GLOBALS = ['browser', 'chrome', 'fetch', 'XMLHttpRequest', 'WebSocket'].map((name) => ({
  name,
  message: 'lib/phone and lib/dom are pure: pass what they need in from the caller.',
}));

/** The extension API a view must not call: its model does (`lib/state`). */
const VIEW_GLOBALS = ['browser', 'chrome'].map((name) => ({
  name,
  message: 'Views read models only: reach the extension API through lib/state.',
}));

/** Rules keeping `globals` (bare or on globalThis, window, self) and `packages` out of files. */
function restrictedApi(globals, packages) {
  return {
    'no-restricted-globals': ['error', ...globals],
    'no-restricted-properties': [
      'error',
      ...globals.flatMap(({ name, message }) =>
        ['globalThis', 'window', 'self'].map((object) => ({ object, property: name, message })),
      ),
    ],
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: packages, message: globals[0].message }] },
    ],
  };
}

export default tseslint.config(
  { ignores: ['node_modules', '.output', '.wxt', '.tmp', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        browser: 'readonly',
        defineBackground: 'readonly',
        defineContentScript: 'readonly',
        createShadowRootUi: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['lib/**', 'components/**', 'entrypoints/**'],
    plugins: { layers },
    rules: { 'layers/imports': 'error' },
  },
  {
    // Views read models only: the extension API is reached through lib/state.
    files: ['components/**'],
    rules: restrictedApi(VIEW_GLOBALS, ['wxt/browser', 'webextension-polyfill', '@wxt-dev/*']),
  },
  {
    files: ['lib/phone/**', 'lib/dom/**'],
    rules: restrictedApi(PURE_GLOBALS, ['wxt', 'wxt/*', 'webextension-polyfill', '@wxt-dev/*']),
  },
);
