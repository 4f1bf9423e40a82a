/**
 * Writes to the emulator the way a telephony system or another tool writes to the tracker:
 * through its API (not its store), so the extension sees them only as the real service would
 * list them.
 */
import { expect } from 'vitest';
import type { RunningEmulator } from './emulator.ts';

/** `POST /v2/call/add` in the demo counter; `call` gives callId, callerPhone, startTime, … */
export async function addCallThroughApi(
  emulator: RunningEmulator,
  call: Record<string, unknown>,
): Promise<void> {
  const response = await fetch(`${emulator.baseUrl}/v2/call/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: emulator.keys.full },
    body: JSON.stringify({
      counter: emulator.store.demoCounterId,
      calledPhone: '74950000001',
      ...call,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** `POST /v2/call/addTags`: tags a call of `counterId` as another tool would. */
export async function addCallTagsThroughApi(
  emulator: RunningEmulator,
  counterId: string,
  callId: string,
  tags: string[],
): Promise<void> {
  const response = await fetch(`${emulator.baseUrl}/v2/call/addTags`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: emulator.keys.full },
    body: JSON.stringify({ counter: counterId, callIds: [callId], tags }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}
