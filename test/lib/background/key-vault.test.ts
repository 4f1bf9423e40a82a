import { describe, expect, it, vi } from 'vitest';
import { createKeyVault } from '../../../lib/background/key-vault';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { keyStatusItem } from '../../../lib/storage/items';
import { apiError, createFakeTracker } from '../lookup/helpers/fake-tracker';
import { setUpBackground, storedKey } from '../lookup/helpers/services';

const KEY = 'a1b2c3d4-secret-key';

async function vaultWith(counters: () => Promise<unknown[]>) {
  await setUpBackground({ withKey: false });
  const tracker = createFakeTracker();
  tracker.source.counters = counters as typeof tracker.source.counters;
  const onKeyChanged = vi.fn(async () => undefined);
  const vault = createKeyVault({
    makeSource: () => tracker.source,
    baseUrl: async () => 'https://tracker.test',
    onKeyChanged,
    now: () => 42,
  });
  return { vault, onKeyChanged };
}

describe('key vault', () => {
  it('stores a key /api/me accepts and says how many counters it sees', async () => {
    const { vault, onKeyChanged } = await vaultWith(async () => [
      { counterId: '1' },
      { counterId: '2' },
    ]);
    const status = await vault.set(`  ${KEY} `);
    expect(status).toEqual({ state: 'valid', counters: 2, checkedAt: 42 });
    expect(await storedKey()).toBe(KEY);
    expect(await keyStatusItem.getValue()).toEqual(status);
    expect(onKeyChanged).toHaveBeenCalledOnce();
    expect(JSON.stringify(status)).not.toContain(KEY);
  });

  it('does not store a key the tracker refuses', async () => {
    const { vault } = await vaultWith(async () => {
      throw apiError('auth', `invalid key ${KEY}`);
    });
    const status = await vault.set(KEY);
    expect(status).toMatchObject({ state: 'rejected', reason: 'invalid' });
    expect(JSON.stringify(status)).not.toContain(KEY);
    expect(await storedKey()).toBeNull();
  });

  it('checks a new key before it replaces a working one: refused or unreachable, the old stays', async () => {
    let answer: () => Promise<unknown[]> = async () => [{ counterId: '1' }];
    const { vault } = await vaultWith(() => answer());
    await vault.set(KEY);
    answer = async () => {
      throw apiError('auth', 'refused');
    };
    expect(await vault.set('wrong-key')).toMatchObject({
      state: 'rejected',
      reason: 'invalid',
      previous: { state: 'valid' },
    });
    answer = async () => {
      throw apiError('network', 'down');
    };
    expect(await vault.set('other-key')).toMatchObject({
      state: 'rejected',
      reason: 'unreachable',
    });
    expect(await storedKey()).toBe(KEY);
    expect((await keyStatusItem.getValue()).state).toBe('valid');
  });

  it('a late check for an old address never overwrites the newer status', async () => {
    await setUpBackground({ withKey: false });
    const tracker = createFakeTracker();
    let address = 'https://old.test';
    let releaseOld!: () => void;
    const makeSource = ({ baseUrl }: { baseUrl: string }) => ({
      ...tracker.source,
      counters: async () => {
        if (baseUrl === 'https://old.test') {
          await new Promise<void>((resolve) => (releaseOld = resolve));
          throw apiError('network', 'old address down');
        }
        return [{ counterId: '1', url: '', projectName: '', projectDisplayName: '' }];
      },
    });
    const vault = createKeyVault({
      makeSource,
      baseUrl: async () => address,
      onKeyChanged: async () => undefined,
      now: () => 42,
    });
    await vault.preset(KEY);
    // The preset's check against the old address is still running.
    expect((await keyStatusItem.getValue()).state).toBe('checking');
    address = 'https://new.test';
    expect(await vault.recheck()).toMatchObject({ state: 'valid' });
    releaseOld();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await keyStatusItem.getValue()).toMatchObject({ state: 'valid' });
  });

  it('reports a key without counters', async () => {
    const { vault } = await vaultWith(async () => []);
    expect(await vault.set(KEY)).toEqual({ state: 'no_counters' });
  });

  it('does not save a key it could not check, unless asked to; never says the key', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const { vault } = await vaultWith(async () => {
      throw apiError('network', `fetch failed for https://tracker.test/api/me?apiKey=${KEY}`);
    });
    const refused = await vault.set(KEY);
    expect(refused).toMatchObject({ state: 'rejected', reason: 'unreachable' });
    expect(await storedKey()).toBeNull();
    const status = await vault.set(KEY, { saveUnchecked: true });
    expect(status.state).toBe('unreachable');
    expect(JSON.stringify([refused, status])).not.toContain(KEY);
    expect(await storedKey()).toBe(KEY);
    for (const call of [...warn.mock.calls, ...error.mock.calls]) {
      expect(JSON.stringify(call)).not.toContain(KEY);
    }
  });

  it('clears the key', async () => {
    const { vault } = await vaultWith(async () => [{ counterId: '1' }]);
    await vault.set(KEY);
    expect(await vault.clear()).toEqual({ state: 'missing' });
    expect(await vault.getKey()).toBeNull();
    expect(vault.scrub(`x ${KEY}`)).toBe(`x ${KEY}`); // nothing left to hide
  });

  it('keeps the key out of storage.local, which content scripts can read', async () => {
    const { vault } = await vaultWith(async () => [{ counterId: '1' }]);
    await vault.set(KEY);
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain(KEY);
    expect(await storedKey()).toBe(KEY);
  });

  it('never takes a key written into storage.local (a content script can) after the one move', async () => {
    const { services } = await setUpBackground({ withKey: false });
    await fakeBrowser.storage.local.set({ apiKey: KEY });
    expect(await services.keyVault.getKey()).toBeNull();
    expect(await storedKey()).toBeNull();
  });

  it('checks the key again when its stored status cannot be read', async () => {
    const { vault } = await vaultWith(async () => [{ counterId: '1' }]);
    await vault.set(KEY);
    await keyStatusItem.setValue({ state: 'checking' }); // as an unreadable status reads
    expect(await vault.status()).toEqual({ state: 'checking' });
    await vi.waitFor(async () =>
      expect(await vault.status()).toEqual({ state: 'valid', counters: 1, checkedAt: 42 }),
    );
  });

  it('says no key rather than "checking" when none is stored', async () => {
    const { vault } = await vaultWith(async () => []);
    await keyStatusItem.setValue({ state: 'checking' });
    expect(await vault.status()).toEqual({ state: 'missing' });
  });
});
