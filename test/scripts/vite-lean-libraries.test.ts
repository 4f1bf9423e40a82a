import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  NATIVE_HELPERS,
  decodeClass,
  encodeClass,
  leanLibraries,
  leanPhoneModule,
  nativeHelpers,
} from '../../scripts/vite-lean-libraries';

type ErrorClass = new (code: string) => Error;

const require = createRequire(import.meta.url);
const library = join(dirname(require.resolve('libphonenumber-js')), 'es6', 'ParseError.js');

const polyfill = require.resolve('webextension-polyfill');

function load(id: string): Promise<string | undefined> {
  const hook = leanLibraries().load as (id: string) => Promise<string | undefined>;
  return hook(id);
}

/** Imports what the plugin made of `id`, as the bundle would. */
async function importLoaded<T>(id: string): Promise<T> {
  const file = join(await mkdtemp(join(tmpdir(), 'lean-')), 'module.mjs');
  await writeFile(file, (await load(id)) as string);
  return ((await import(pathToFileURL(file).href)) as { default: T }).default;
}

const nativeParseError = () => importLoaded<ErrorClass>(library);

describe('leanLibraries', () => {
  it('replaces libphonenumber-js’s ParseError, its Babel helpers and the polyfill only', async () => {
    expect(await load(library)).toContain('class ParseError extends Error');
    const find = await load(join(dirname(library), 'findPhoneNumbersInText.js'));
    expect(find).toContain('function _typeof(o) { return typeof o; }');
    expect(find).not.toContain('@babel/helpers - typeof');
    expect(await load(join(dirname(library), 'parse.js'))).toBeUndefined();
    expect(await load(require.resolve('preact'))).toBeUndefined();
    expect(polyfill).toMatch(/webextension-polyfill[\\/]dist[\\/]browser-polyfill\.js$/);
    expect(await load(polyfill)).toContain('export default module.exports;');
  });

  it('runs the polyfill’s own factory as an ES module, copying nothing', async () => {
    const global = globalThis as Record<string, unknown>;
    const runtime = { id: 'ext-id', sendMessage: () => undefined };
    global.chrome = { runtime };
    try {
      // Where the browser has its own `browser`, that object itself.
      global.browser = { runtime };
      expect(await importLoaded(polyfill)).toBe(global.browser);
      // Otherwise the polyfill's promise wrapper around `chrome`.
      delete global.browser;
      const wrapped = await importLoaded<{ runtime: { id: string } }>(polyfill);
      expect(wrapped).not.toBe(global.chrome);
      expect(wrapped.runtime.id).toBe('ext-id');
    } finally {
      delete global.chrome;
      delete global.browser;
    }
  });

  it('gives the same error as the library’s ES5 class', async () => {
    const Original = ((await import(pathToFileURL(library).href)) as { default: ErrorClass })
      .default;
    const Native = await nativeParseError();
    for (const code of ['INVALID_COUNTRY', 'NOT_A_NUMBER', 'TOO_SHORT']) {
      const [original, native] = [new Original(code), new Native(code)];
      expect(native).toBeInstanceOf(Native);
      expect(native).toBeInstanceOf(Error);
      expect(original).toBeInstanceOf(Error);
      for (const error of [original, native]) {
        expect({ name: error.name, message: error.message, text: String(error) }).toEqual({
          name: 'ParseError',
          message: code,
          text: `ParseError: ${code}`,
        });
        expect(Object.keys(error)).toEqual(Object.keys(original));
      }
    }
  });
});

describe('nativeHelpers', () => {
  const es6 = dirname(library);
  const modules = async () =>
    (await readdir(es6, { recursive: true })).filter((file) => file.endsWith('.js'));

  it('finds every Babel helper it replaces, in every module that defines one', async () => {
    let replaced = 0;
    for (const file of await modules()) {
      const code = await readFile(join(es6, file), 'utf8');
      const after = nativeHelpers(code);
      for (const [, native] of NATIVE_HELPERS) {
        const name = /function (\w+)/.exec(native)?.[1] as string;
        if (!new RegExp(`^function ${name}\\(`, 'm').test(code)) continue;
        expect(after, `${file}: ${name}`).toContain(native);
        replaced += 1;
      }
    }
    expect(replaced).toBeGreaterThan(30);
  });

  it('leaves libphonenumber-js finding the same numbers', async () => {
    // The library's ES build copied as the content script's build loads it, and the same calls on both.
    const copy = await mkdtemp(join(tmpdir(), 'lean-es6-'));
    await writeFile(join(copy, 'package.json'), '{"type":"module"}');
    for (const file of await modules()) {
      await mkdir(dirname(join(copy, file)), { recursive: true });
      const code = leanPhoneModule(join(es6, file), await readFile(join(es6, file), 'utf8'));
      // Without its source map (not copied), which the test runner would look for.
      await writeFile(join(copy, file), code.replace(/^\/\/# sourceMappingURL=.*$/m, ''));
    }
    type Find = (text: string, options: object, metadata: object) => unknown[];
    const find = async (dir: string) =>
      (
        (await import(pathToFileURL(join(dir, 'findPhoneNumbersInText.js')).href)) as {
          default: Find;
        }
      ).default;
    const [original, native] = [await find(es6), await find(copy)];
    const metadata = require('libphonenumber-js/metadata.min.json') as object;
    const { SHOULD_MATCH } = await import('../lib/phone/golden/should-match');
    const texts = [...SHOULD_MATCH.map((golden) => golden.text), '+852 2345 6789 ext. 12'];
    let found = 0;
    for (const text of texts) {
      for (const defaultCountry of ['RU', 'US', 'DE']) {
        const expected = JSON.parse(JSON.stringify(original(text, { defaultCountry }, metadata)));
        found += expected.length;
        expect(
          JSON.parse(JSON.stringify(native(text, { defaultCountry }, metadata))),
          text,
        ).toEqual(expected);
      }
    }
    expect(found).toBeGreaterThan(100);
  });
});

describe('Unicode classes', () => {
  const utf8 = join(dirname(library), 'findNumbers', 'utf-8.js');
  type Classes = Record<string, unknown>;

  it('ship encoded and come back as the library’s very strings', async () => {
    const code = await readFile(utf8, 'utf8');
    const lean = leanPhoneModule(utf8, code);
    expect(lean).toContain('decodeClass(');
    expect(code).toContain('export var _pL = "A-Za-z');
    expect(lean).toContain('export var _pL = decodeClass("1t-p,7-p,');
    const file = join(await mkdtemp(join(tmpdir(), 'lean-utf8-')), 'utf-8.mjs');
    await writeFile(file, lean);
    const original = (await import(pathToFileURL(utf8).href)) as Classes;
    const compact = (await import(pathToFileURL(file).href)) as Classes;
    const strings = Object.keys(original).filter((name) => typeof original[name] === 'string');
    expect(strings).toEqual(expect.arrayContaining(['_pL', '_pN', 'pZ', 'PZ', 'pNd']));
    for (const name of strings) expect(compact[name], name).toBe(original[name]);
    for (const letter of ['a', 'é', 'ß', 'Ж', '中', '1', '-']) {
      const [isLatin, isLatinCompact] = [original, compact].map((module) =>
        (module.isLatinLetter as (letter: string) => boolean)(letter),
      );
      expect(isLatinCompact, letter).toBe(isLatin);
    }
  });

  it('encode ranges and single characters as distances', () => {
    expect(encodeClass('A-Za-z\xAA')).toBe('1t-p,7-p,1c');
    for (const members of ['0-9', ' \xA0\u1680\u2000-\u200A', '$\xA2-\xA5\uFFE6']) {
      expect(decodeClass(encodeClass(members))).toBe(members);
    }
  });
});
