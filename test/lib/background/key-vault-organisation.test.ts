/** The key vault with an organisation's key (lib/policy): used, locked, changed, never stored. */
import { describe, expect, it, vi } from 'vitest';
import { createKeyVault } from '../../../lib/background/key-vault';
import { parsePolicy, type ParsedPolicy } from '../../../lib/policy/policies';
import { keyStatusItem } from '../../../lib/storage/items';
import { createFakeTracker } from '../lookup/helpers/fake-tracker';
import { setUpBackground, storedKey } from '../lookup/helpers/services';

const ORG_KEY = 'org-secret-key';
const OWN_KEY = 'own-secret-key';

async function vaultUnder(initial: Record<string, unknown>) {
  await setUpBackground({ withKey: false });
  const tracker = createFakeTracker();
  const seen: string[] = [];
  tracker.source.counters = (async () => [{ counterId: '1' }]) as typeof tracker.source.counters;
  let policy: ParsedPolicy = parsePolicy(initial);
  const onKeyChanged = vi.fn(async () => undefined);
  const vault = createKeyVault({
    makeSource: ({ apiKey }) => {
      seen.push(apiKey);
      return tracker.source;
    },
    baseUrl: async () => 'https://tracker.test',
    onKeyChanged,
    now: () => 42,
    organisation: async () => policy,
  });
  const setPolicy = (next: Record<string, unknown>) => {
    const before = policy;
    policy = parsePolicy(next);
    return before;
  };
  return { vault, onKeyChanged, setPolicy, seen };
}

describe('key vault under an organisation’s policy', () => {
  it('uses the organisation’s key, stores nothing, and checks it at start', async () => {
    const { vault, seen } = await vaultUnder({ apiKey: ORG_KEY });
    expect(await vault.getKey()).toBe(ORG_KEY);
    expect(await vault.status()).toEqual({ state: 'checking' });
    await vi.waitFor(async () => expect((await keyStatusItem.getValue()).state).toBe('valid'));
    expect(seen).toContain(ORG_KEY);
    expect(await storedKey()).toBeNull();
    expect(await vault.keySource()).toEqual({ source: 'organisation', ownOverOrganisation: false });
  });

  it('locked: refuses a key of the user’s and its removal', async () => {
    const { vault } = await vaultUnder({ apiKey: ORG_KEY, lockedSettings: true });
    expect(await vault.set(OWN_KEY)).toMatchObject({ state: 'rejected', reason: 'locked' });
    expect(await vault.clear()).toMatchObject({ state: 'rejected', reason: 'locked' });
    expect(await storedKey()).toBeNull();
    expect(await vault.getKey()).toBe(ORG_KEY);
  });

  it('unlocked: the user’s own key wins, and says so', async () => {
    const { vault } = await vaultUnder({ apiKey: ORG_KEY });
    expect(await vault.set(OWN_KEY)).toMatchObject({ state: 'valid' });
    expect(await vault.getKey()).toBe(OWN_KEY);
    expect(await vault.keySource()).toEqual({ source: 'own', ownOverOrganisation: true });
  });

  it('follows a new and a removed key as another account', async () => {
    const { vault, onKeyChanged, setPolicy } = await vaultUnder({ apiKey: ORG_KEY });
    await vault.getKey();
    await vault.organisationChanged(setPolicy({ apiKey: 'org-key-2' }));
    expect(onKeyChanged).toHaveBeenLastCalledWith(undefined, { keyChanged: true });
    expect(await vault.getKey()).toBe('org-key-2');
    // The new key's check (it lists the counters) settles first.
    await vi.waitFor(async () => expect((await keyStatusItem.getValue()).state).toBe('valid'));
    onKeyChanged.mockClear();
    await vault.organisationChanged(setPolicy({}));
    expect(onKeyChanged).toHaveBeenCalledOnce();
    expect(await vault.getKey()).toBeNull();
    expect(await keyStatusItem.getValue()).toEqual({ state: 'missing' });
    // The same policy again changes nothing.
    onKeyChanged.mockClear();
    await vault.organisationChanged(setPolicy({}));
    expect(onKeyChanged).not.toHaveBeenCalled();
  });

  it('scrubs the organisation’s key from text leaving the background', async () => {
    const { vault } = await vaultUnder({ apiKey: ORG_KEY });
    await vault.getKey();
    expect(vault.scrub(`failed with ${ORG_KEY}`)).not.toContain(ORG_KEY);
  });
});
