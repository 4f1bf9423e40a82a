import { mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { leanLibraries, polyfillFor } from '../../scripts/vite-lean-libraries';

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

/** The polyfill as a content script's build makes it: its API table cut to `namespaces`. */
async function polyfillKeeping(namespaces: string[]): Promise<string> {
  const transform = polyfillFor(namespaces).transform as (code: string, id: string) => string;
  return transform((await load(polyfill)) as string, polyfill);
}

describe('leanLibraries', () => {
  it('replaces only libphonenumber-js’s ParseError and the polyfill', async () => {
    expect(await load(library)).toContain('class ParseError extends Error');
    expect(await load(join(dirname(library), 'parse.js'))).toBeUndefined();
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

  it('keeps the API table of the namespaces a content script calls, and their promises', async () => {
    const code = await polyfillKeeping(['runtime']);
    expect(code).toContain('"sendMessage":{"minArgs":1,"maxArgs":3}');
    expect(code).not.toContain('"bookmarks"');
    const file = join(await mkdtemp(join(tmpdir(), 'lean-')), 'module.mjs');
    await writeFile(file, code);
    const global = globalThis as Record<string, unknown>;
    const sendMessage = (message: unknown, reply: (answer: unknown) => void) =>
      reply({ echoed: message });
    global.chrome = { runtime: { id: 'ext-id', sendMessage, lastError: undefined } };
    try {
      const { default: wrapped } = (await import(pathToFileURL(file).href)) as {
        default: { runtime: { sendMessage: (message: unknown) => Promise<unknown> } };
      };
      // Without a `browser` of its own, the callback API answers as a promise.
      await expect(wrapped.runtime.sendMessage('hi')).resolves.toEqual({ echoed: 'hi' });
    } finally {
      delete global.chrome;
    }
  });

  it('says so when the polyfill no longer holds its table where expected', () => {
    const transform = polyfillFor(['runtime']).transform as (code: string, id: string) => string;
    expect(() => transform('export default {};', polyfill)).toThrow(/API table was not found/);
  });
});
