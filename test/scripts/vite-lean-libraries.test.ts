import { mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { leanLibraries } from '../../scripts/vite-lean-libraries';

type ErrorClass = new (code: string) => Error;

const require = createRequire(import.meta.url);
const library = join(dirname(require.resolve('libphonenumber-js')), 'es6', 'ParseError.js');

function load(id: string): string | undefined {
  const hook = leanLibraries().load as (id: string) => string | undefined;
  return hook(id);
}

async function nativeParseError(): Promise<ErrorClass> {
  const file = join(await mkdtemp(join(tmpdir(), 'lean-')), 'ParseError.mjs');
  await writeFile(file, load(library) as string);
  return ((await import(pathToFileURL(file).href)) as { default: ErrorClass }).default;
}

describe('leanLibraries', () => {
  it('replaces only libphonenumber-js’s ParseError', () => {
    expect(load(library)).toContain('class ParseError extends Error');
    expect(load(join(dirname(library), 'parse.js'))).toBeUndefined();
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
