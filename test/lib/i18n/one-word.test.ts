import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = 'lib/i18n/messages';

describe('one word for one thing in Russian', () => {
  it('says "теги" everywhere, never "метки"', () => {
    const found = readdirSync(DIR).flatMap((name) =>
      readFileSync(join(DIR, name), 'utf8')
        .split('\n')
        .filter((line) => /метк|меток/i.test(line))
        .map((line) => `${name}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
