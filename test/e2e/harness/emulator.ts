import { afterAll, beforeAll } from 'vitest';
import { startEmulator } from '../../../emulator/index.ts';

export type EmulatorOptions = NonNullable<Parameters<typeof startEmulator>[0]>;
export type RunningEmulator = Awaited<ReturnType<typeof startEmulator>>;

/** Starts an emulator on a free loopback port (tests never share one). */
export function startTestEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  return startEmulator({ host: '127.0.0.1', ...options, port: options.port ?? 0 });
}

/**
 * Runs one emulator for the calling test file: started in `beforeAll`, closed in `afterAll`.
 * Returns an accessor, as the emulator exists only once `beforeAll` has run.
 */
export function useEmulator(options: EmulatorOptions = {}): () => RunningEmulator {
  let emulator: RunningEmulator | undefined;
  beforeAll(async () => {
    emulator = await startTestEmulator(options);
  });
  afterAll(async () => {
    await emulator?.close();
    emulator = undefined;
  });
  return () => {
    if (!emulator) throw new Error('The emulator runs only between beforeAll and afterAll');
    return emulator;
  };
}
