/**
 * What a compromised content script writes into `storage.local` (which content scripts can write
 * in both browsers) to steer the background after its next start: another service address with a
 * key, a tag write and an order write it could never make through messages. Shared by the
 * Chromium and Firefox storage attack files, with what the tracker then holds of them.
 */
import type { RunningEmulator } from './emulator.ts';

export const PLANTED_TAG = 'planted-by-page';
export const PLANTED_ORDER = 'planted-order-1';

/** A call of the demo counter on a number no fixture page shows (the emulator's last call). */
function plantedCall(emulator: RunningEmulator) {
  const data = emulator.store.counterData(emulator.store.demoCounterId)!;
  return data.calls.at(-1)!;
}

/** Planted settings pointing at `otherBaseUrl` (the spy), with a key of its own. */
export const plantedSettings = (otherBaseUrl: string) => ({
  settings: { baseUrl: otherBaseUrl, language: 'en' },
  apiKey: 'planted-key-0000',
});

/** A waiting tag write and order write, in the shapes older versions kept them. */
export function plantedWrites(emulator: RunningEmulator) {
  const counterId = emulator.store.demoCounterId;
  const call = plantedCall(emulator);
  return {
    tagOutbox: [
      {
        id: 'planted-tag-write',
        target: { kind: 'call', counterId, callId: call.callId },
        op: 'add',
        tag: PLANTED_TAG,
        attempts: 0,
        state: 'pending',
        createdAt: Date.now(),
      },
    ],
    recordOutbox: [
      {
        id: 'planted-order-write',
        write: { kind: 'order.add', counterId, order: { orderId: PLANTED_ORDER, revenue: 1 } },
        state: 'pending',
        attempts: 0,
        createdAt: Date.now(),
      },
    ],
  };
}

/** What of the planted writes the tracker holds: none, once the fix holds. */
export function plantedAtTracker(emulator: RunningEmulator): string[] {
  const data = emulator.store.counterData(emulator.store.demoCounterId)!;
  const found: string[] = [];
  if (plantedCall(emulator).tags.includes(PLANTED_TAG)) found.push('tag');
  if (data.orderById.has(PLANTED_ORDER)) found.push('order');
  return found;
}

/**
 * Script for an extension page (same origin as the background): removes the background's own
 * settings record, as in a profile whose user never changed a setting (only the key was set).
 */
export async function forgetStoredSettings(): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('tracker-lens-store');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  await new Promise((resolve, reject) => {
    const tx = db.transaction('items', 'readwrite');
    tx.objectStore('items').delete('settings');
    tx.objectStore('items').delete('settings$');
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}
