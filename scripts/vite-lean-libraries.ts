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

/**
 * libphonenumber-js's Unicode classes (`\p{L}`, `\p{N}`, `\p{Mn}`… spelled out as ranges of
 * characters, ~1,600 of them): written as they are, 2–3 bytes of UTF-8 each that gzip can
 * hardly shrink, ~1.5 kB of the content script's gzip. Each class string becomes the distances
 * between its ranges in base 36, rebuilt into the very same string when the module runs.
 */
const UNICODE_CLASSES = /[\\/]libphonenumber-js[\\/]es6[\\/]findNumbers[\\/]utf-8\.js$/;
const CLASS_STRING = /^((?:export )?var _p\w+ = )("[^"\n]*");$/gm;

/** "A-Za-z\xAA" → "1t-p,7-p,1c": each item its start's distance from the last end, and its span. */
export function encodeClass(members: string): string {
  const items: string[] = [];
  let at = 0;
  for (let index = 0; index < members.length; index++) {
    const start = members.charCodeAt(index);
    const isRange = members[index + 1] === '-' && index + 2 < members.length;
    const end = isRange ? members.charCodeAt((index += 2)) : start;
    items.push((start - at).toString(36) + (isRange ? `-${(end - start).toString(36)}` : ''));
    at = end;
  }
  return items.join(',');
}

/** The inverse of `encodeClass`; `DECODER` is the same function, shipped in the module. */
export function decodeClass(encoded: string): string {
  let members = '';
  let at = 0;
  for (const item of encoded.split(',')) {
    const [distance = '', span] = item.split('-');
    const start = at + parseInt(distance, 36);
    at = span === undefined ? start : start + parseInt(span, 36);
    members +=
      String.fromCharCode(start) + (span === undefined ? '' : `-${String.fromCharCode(at)}`);
  }
  return members;
}

const DECODER = `function decodeClass(encoded) { var members = '', at = 0; for (var item of encoded.split(',')) { var parts = item.split('-'), start = at + parseInt(parts[0], 36); at = parts[1] === undefined ? start : start + parseInt(parts[1], 36); members += String.fromCharCode(start) + (parts[1] === undefined ? '' : '-' + String.fromCharCode(at)); } return members; }\n`;

/** A string literal's value; its escapes are `\xAA` and `\u0660` alone. */
function unescapeLiteral(literal: string): string {
  const value = literal
    .slice(1, -1)
    .replace(
      /\\(?:x([0-9A-Fa-f]{2})|u([0-9A-Fa-f]{4}))/g,
      (_escape, byte?: string, unit?: string) => String.fromCharCode(parseInt(byte ?? unit!, 16)),
    );
  if (value.includes('\\')) throw new Error(`Unexpected escape in ${literal}`);
  return value;
}

/** The module with each class string encoded; throws if one would not come back the same. */
export function compactClasses(code: string): string {
  const compact = code.replace(CLASS_STRING, (_line, declaration: string, literal: string) => {
    const members = unescapeLiteral(literal);
    const encoded = encodeClass(members);
    if (decodeClass(encoded) !== members) throw new Error(`Cannot encode ${declaration}`);
    return `${declaration}decodeClass(${JSON.stringify(encoded)});`;
  });
  return compact === code ? code : DECODER + compact;
}

export function nativeHelpers(code: string): string {
  return NATIVE_HELPERS.reduce((result, [helper, native]) => result.replace(helper, native), code);
}

/** What the content script's build makes of a libphonenumber-js module at `id`. */
export function leanPhoneModule(id: string, code: string): string {
  return nativeHelpers(UNICODE_CLASSES.test(id) ? compactClasses(code) : code);
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
        const lean = leanPhoneModule(id, code);
        return lean === code ? undefined : lean;
      }
      return undefined;
    },
  };
}
