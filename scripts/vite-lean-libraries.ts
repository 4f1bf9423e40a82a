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

/** A module of libphonenumber-js's ES build, each with its own copy of Babel's helpers. */
const PHONE_MODULE = /[\\/]libphonenumber-js[\\/]es6[\\/].*\.js$/;

/**
 * Babel's helpers written for engines without symbols or iterators, one line each in every
 * module that uses them, and their native equivalents: `typeof`; a property key is a symbol or
 * the key as a string; an object spread copies the own enumerable keys; a `for…of` iterates
 * with the value's own iterator. The helpers they
 * made unused (`_toPrimitive`, `_unsupportedIterableToArray`…) are dropped by the minifier.
 */
export const NATIVE_HELPERS: readonly (readonly [RegExp, string])[] = [
  [
    /^function _typeof\(o\) \{ "@babel\/helpers - typeof";.*$/m,
    'function _typeof(o) { return typeof o; }',
  ],
  [
    /^function _toPropertyKey\(t\) \{.*$/m,
    'function _toPropertyKey(t) { return typeof t === "symbol" ? t : t + ""; }',
  ],
  [
    /^function _objectSpread\(e\) \{.*$/m,
    // The library spreads plain option and metadata objects: their keys are strings.
    'function _objectSpread(e) { for (var r = 1; r < arguments.length; r++) { var t = arguments[r]; if (t != null) for (var k of Object.keys(t)) _defineProperty(e, k, t[k]); } return e; }',
  ],
  [
    /^function _createForOfIteratorHelperLoose\(r, e\) \{.*$/m,
    'function _createForOfIteratorHelperLoose(r) { var t = r[Symbol.iterator](); return t.next.bind(t); }',
  ],
];

export function nativeHelpers(code: string): string {
  return NATIVE_HELPERS.reduce((result, [helper, native]) => result.replace(helper, native), code);
}

export function leanLibraries(): Plugin {
  return {
    name: 'tracker-lens:lean-libraries',
    enforce: 'pre',
    async load(id) {
      if (PARSE_ERROR.test(id)) return NATIVE_PARSE_ERROR;
      if (POLYFILL.test(id)) return asEsModule(await readFile(id, 'utf8'));
      if (PHONE_MODULE.test(id)) {
        const code = await readFile(id, 'utf8');
        const lean = nativeHelpers(code);
        return lean === code ? undefined : lean;
      }
      return undefined;
    },
  };
}
