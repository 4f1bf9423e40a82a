import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/**
 * libphonenumber-js ships its `ParseError` compiled for ES5: a subclass of `Error` through a
 * dozen Babel helpers (`_wrapNativeSuper`, `_construct`, `_callSuper`…) that only the content
 * script's size pays for. Every browser the extension runs in has native classes; this is the
 * same class written as one (same `name`, `message`, prototype chain and `instanceof`).
 */
const PARSE_ERROR = /[\\/]libphonenumber-js[\\/]es6[\\/]ParseError\.js$/;
const NATIVE_PARSE_ERROR = `export default class ParseError extends Error {
  constructor(code) {
    super(code);
    Object.setPrototypeOf(this, ParseError.prototype);
    this.name = this.constructor.name;
  }
}
`;

/**
 * webextension-polyfill is a UMD script: imported as CommonJS, the bundler's interop copies
 * every property of what it exports onto a module object, and where the browser has its own
 * `browser` (Chromium 156 here; the polyfill then exports it as is) that reads every API
 * namespace of it, instantiating each (`app`, `i18n`…): 1–2 ms of every frame's start in a
 * sampled profile. As an ES module with its own `module` object, the same factory runs and
 * nothing is copied.
 */
const POLYFILL = /[\\/]webextension-polyfill[\\/]dist[\\/]browser-polyfill\.js$/;
const SOURCE_MAP_COMMENT = /^\/\/# sourceMappingURL=.*$/m;
const asEsModule = (umd: string) =>
  `const module = { exports: {} };\nconst exports = module.exports;\nconst define = undefined;\n` +
  `${umd.replace(SOURCE_MAP_COMMENT, '')}\nexport default module.exports;\n`;

export function leanLibraries(): Plugin {
  return {
    name: 'tracker-lens:lean-libraries',
    enforce: 'pre',
    async load(id) {
      if (PARSE_ERROR.test(id)) return NATIVE_PARSE_ERROR;
      if (POLYFILL.test(id)) return asEsModule(await readFile(id, 'utf8'));
      return undefined;
    },
  };
}

/** The polyfill's table of every API's promise-returning methods, as the file writes it. */
const API_METADATA = /(const apiMetadata = )(\{[\s\S]*?\n {6}\});\n/;

/**
 * The polyfill for a content script: its table of APIs (wrapped only where the browser has
 * no `browser` of its own) keeps the namespaces the script calls. The whole table is about a
 * fifth of the CRM content script's polyfill bytes, which every frame of a CRM page parses.
 */
export function polyfillFor(namespaces: readonly string[]): Plugin {
  return {
    name: 'tracker-lens:polyfill-namespaces',
    transform(code, id) {
      if (!POLYFILL.test(id)) return undefined;
      const found = API_METADATA.exec(code);
      if (!found) throw new Error('webextension-polyfill: its API table was not found');
      const table = JSON.parse(found[2] as string) as Record<string, unknown>;
      const kept = Object.fromEntries(namespaces.map((name) => [name, table[name] ?? {}]));
      return code.replace(
        API_METADATA,
        (_all, start: string) => `${start}${JSON.stringify(kept)};\n`,
      );
    },
  };
}
