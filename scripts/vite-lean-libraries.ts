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

export function leanLibraries(): Plugin {
  return {
    name: 'tracker-lens:lean-libraries',
    enforce: 'pre',
    load(id) {
      return PARSE_ERROR.test(id) ? NATIVE_PARSE_ERROR : undefined;
    },
  };
}
