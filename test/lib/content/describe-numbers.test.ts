// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeNumbers } from '../../../lib/content/describe-numbers';
import { describeSpots } from '../../../lib/dom/phone-on-page';
import type { ScannedMatch } from '../../../lib/dom/types';
import { PAGE_DESCRIBER_GLOBAL } from '../../../lib/sites/script-files';
import type { Ask } from '../../../lib/state/ask';

const globals = globalThis as Record<string, unknown>;

/** The background's answer to `page.describer`: the describer's script ran in the frame (or not). */
const askThatRuns = (runs: boolean) =>
  vi.fn(async () => {
    if (runs) globals[PAGE_DESCRIBER_GLOBAL] = describeSpots;
    return runs
      ? { ok: true as const, data: null }
      : { ok: false as const, error: { code: 'rate_limited', message: 'too often' } };
  }) as unknown as Ask & ReturnType<typeof vi.fn>;

function cellMatch(): ScannedMatch {
  document.body.innerHTML =
    '<table><tr><td>Anna Petrova</td><td><a href="tel:+79161234567">+7 916 123-45-67</a></td></tr></table>';
  const link = document.querySelector('a')!;
  return { digits: '79161234567', raw: '+7 916 123-45-67', kind: 'link', element: link };
}

afterEach(() => {
  delete globals[PAGE_DESCRIBER_GLOBAL];
  document.body.innerHTML = '';
});

describe('what the page says next to its numbers, read by a script run on the first ask', () => {
  it('asks the background to run the describer once, then reads with it', async () => {
    const ask = askThatRuns(true);
    const match = cellMatch();
    const expected = { '79161234567': { label: 'Anna Petrova', callLink: 'tel:+79161234567' } };
    await expect(describeNumbers([match], ask)).resolves.toEqual(expected);
    await expect(describeNumbers([match], ask)).resolves.toEqual(expected);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenCalledWith({ type: 'page.describer' });
  });

  it('asks nothing for a page without numbers', async () => {
    const ask = askThatRuns(true);
    await expect(describeNumbers([], ask)).resolves.toEqual({});
    expect(ask).not.toHaveBeenCalled();
  });

  it('fails with the reason when the describer cannot be run, and tries again next time', async () => {
    const match = cellMatch();
    await expect(describeNumbers([match], askThatRuns(false))).rejects.toThrow(/too often/);
    const ask = askThatRuns(true);
    await expect(describeNumbers([match], ask)).resolves.toHaveProperty('79161234567');
    expect(ask).toHaveBeenCalledTimes(1);
  });
});
