/**
 * The background in Firefox ESR (MV2 event page) against the emulator, driven by runtime
 * messages from an extension page: the shared scenarios (`scenarios/background.ts`: a number's
 * detail through the server phone filter, the key check); nothing differs.
 */
import { describe } from 'vitest';
import type { Result } from '../../lib/types/result.ts';
import { sendRuntimeMessage } from './harness/firefox.ts';
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
});
