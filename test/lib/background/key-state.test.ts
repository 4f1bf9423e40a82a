/**
 * The key's one status through the real background wiring, the real client and the emulator:
 * any refused answer (a lookup, a sync, a tag write, a workspace write) marks the stored key
 * refused; an accepted request afterwards checks it again and marks it valid.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startEmulator, type RunningEmulator } from '../../../emulator/index';
import { createApiSource } from '../../../lib/background/api-source';
import { openKeyStore } from '../../../lib/background/key-store';
import { createServices } from '../../../lib/background/services';
import { workspaceOf } from '../../../lib/background/workspace-services';
import { keyStatusItem, settingsItem } from '../../../lib/storage/items';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, calls: 300, leads: 60 });
});
afterAll(() => emulator.close());

beforeEach(async () => {
  fakeBrowser.reset();
  globalThis.indexedDB = new IDBFactory();
  emulator.restoreKey(emulator.keys.full);
  await openKeyStore().write(emulator.keys.full);
  await keyStatusItem.setValue({ state: 'valid', counters: 4, checkedAt: 1 });
  await settingsItem.setValue({ baseUrl: emulator.baseUrl });
});

function background() {
  return createServices({
    makeSource: (config, gate) => createApiSource(config, { ...gate, maxRetries: 0 }),
    scheduleOutboxWake: () => undefined,
  });
}

const state = async () => (await keyStatusItem.getValue()).state;

describe('the key status every view reads', () => {
  it('a lookup refused for the key marks it refused; an accepted one marks it valid again', async () => {
    const services = background();
    emulator.revokeKey(emulator.keys.full);
    await expect(services.lookup.detail(emulator.store.demoPhones.callsOnly)).rejects.toMatchObject(
      { kind: 'auth' },
    );
    // On record before the refusal reached the caller.
    expect(await keyStatusItem.getValue()).toMatchObject({ state: 'invalid' });

    emulator.restoreKey(emulator.keys.full);
    await services.counters.all({ refresh: true });
    await vi.waitFor(async () => expect(await state()).toBe('valid'));
    expect(await keyStatusItem.getValue()).toMatchObject({ counters: 4 });
  });

  it('a sync and a workspace request refused for the key mark it refused too', async () => {
    const services = background();
    emulator.revokeKey(emulator.keys.full);
    await services.sync.run().catch(() => undefined);
    expect(await state()).toBe('invalid');

    await keyStatusItem.setValue({ state: 'valid', counters: 4, checkedAt: 1 });
    const fresh = background();
    await expect(
      workspaceOf(fresh).withClient((api) =>
        api.orders.list({ counter: emulator.store.demoCounterId }),
      ),
    ).rejects.toMatchObject({ kind: 'auth' });
    expect(await state()).toBe('invalid');
  });

  it('a refusal of another key (one being checked before it is saved) says nothing of the saved one', async () => {
    const services = background();
    const status = await services.keyVault.set('not-a-key');
    expect(status).toMatchObject({ state: 'rejected', reason: 'invalid' });
    expect(await state()).toBe('valid');
  });

  it('a counter the key cannot see is not a refused key', async () => {
    await openKeyStore().write(emulator.keys.limited);
    const services = background();
    const other = emulator.store.counters[2]!.counterId;
    await expect(
      workspaceOf(services).withClient((api) => api.orders.list({ counter: other })),
    ).rejects.toMatchObject({ kind: 'auth', counterAccess: true });
    expect(await state()).toBe('valid');
  });
});
