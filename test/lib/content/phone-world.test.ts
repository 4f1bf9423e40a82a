// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import world from '../../../lib/phone/metadata.world.json';
import { PHONE_WORLD_GLOBAL } from '../../../lib/sites/script-files';
import type { Ask } from '../../../lib/state/ask';

// Each test loads the modules afresh: merging the rest of the world is once per frame.
async function load() {
  vi.resetModules();
  const { watchRestOfWorld } = await import('../../../lib/content/phone-world');
  const { heardText } = await import('../../../lib/phone/written-codes');
  return { watchRestOfWorld, heardText };
}

/** The background's answer: the world's script ran in the frame (or not). */
const askThatLoads = (ok: boolean) =>
  vi.fn(async () => {
    if (ok) (globalThis as Record<string, unknown>)[PHONE_WORLD_GLOBAL] = world;
    return ok ? { ok: true as const, data: {} } : { ok: false as const, error: 'failed' };
  }) as unknown as Ask & ReturnType<typeof vi.fn>;

beforeEach(() => {
  delete (globalThis as Record<string, unknown>)[PHONE_WORLD_GLOBAL];
});

describe('the rest of the world, and what is read again once it is loaded', () => {
  it('names the nodes whose texts wrote an unloaded calling code until the plans came', async () => {
    const { watchRestOfWorld, heardText } = await load();
    const ask = askThatLoads(true);
    const loaded = vi.fn();
    const watcher = watchRestOfWorld(ask, loaded);
    const [hongKong, moscow, tokyo] = ['a', 'b', 'c'].map((text) => document.createTextNode(text));
    watcher.readingAt(hongKong);
    heardText('Гонконг: +852 2345 6789');
    watcher.readingAt(moscow);
    heardText('+7 916 123-45-67');
    watcher.readingAt(tokyo);
    heardText('+81-3-1234-5678');
    watcher.readingAt(undefined);
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
    expect(loaded).toHaveBeenCalledWith([hongKong, tokyo]);
    expect(ask).toHaveBeenCalledTimes(1);
    heardText('+82 10 1234 5678');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('asks for the whole page again when a text of no known place wrote one', async () => {
    const { watchRestOfWorld, heardText } = await load();
    const loaded = vi.fn();
    const watcher = watchRestOfWorld(askThatLoads(true), loaded);
    watcher.readingAt(document.createTextNode('a'));
    heardText('+852 2345 6789');
    watcher.readingAt(undefined);
    heardText('+65 6123 4567');
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
    expect(loaded).toHaveBeenCalledWith(undefined);
  });

  it('reads nothing again when the plans could not be loaded, and asks once', async () => {
    const { watchRestOfWorld, heardText } = await load();
    const ask = askThatLoads(false);
    const loaded = vi.fn();
    watchRestOfWorld(ask, loaded);
    heardText('+852 2345 6789');
    await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    heardText('+81-3-1234-5678');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(loaded).not.toHaveBeenCalled();
  });
});
