/**
 * The background in Firefox ESR (MV2 event page) against the emulator, driven by runtime
 * messages from an extension page: the shared scenario (`scenarios/background.ts`: a number's
 * detail through the server phone filter) and the key check.
 */
import { describe, expect, it } from 'vitest';
import type { KeyStatus } from '../../lib/types/phone-data.ts';
import type { Result } from '../../lib/types/result.ts';
import { askBackground, sendRuntimeMessage } from './harness/firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { backgroundScenarios } from './scenarios/background.ts';

const skip = skipWithoutFirefox('Firefox background e2e');

describe.skipIf(skip)('background in Firefox ESR against the emulator', () => {
  const { emulator, control } = useFirefox({ emulator: { calls: 600, leads: 150 } });

  backgroundScenarios({
    // The background answers every message as a `Result`; the harness types its error loosely.
    send: async <T>(message: unknown) =>
      (await sendRuntimeMessage<T>(control(), message)) as Result<T>,
    tracker: async () => emulator(),
  });

  it('refuses a wrong key, then accepts demo-key', async () => {
    const wrong = await askBackground<KeyStatus>(control(), {
      type: 'key.set',
      apiKey: 'wrong-key',
    });
    // The refused key never replaces the one in use: it is reported as rejected.
    expect(wrong).toMatchObject({ state: 'rejected', reason: 'invalid' });
    const right = await askBackground<KeyStatus>(control(), {
      type: 'key.set',
      apiKey: emulator().keys.full,
    });
    expect(right).toMatchObject({ state: 'valid', counters: emulator().store.counters.length });
  });
});
